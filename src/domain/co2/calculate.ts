import { DEFAULT_COUNTRY } from '../constants.ts'
import { type Given, resolveAnswers } from './answer-set.ts'
import { co2Formulas, type FormulaContext, type LabelValue } from './formulas.ts'
import type { Co2Quiz, Co2Results, EngineQuestion, EngineTables, GivenAnswer } from './model.ts'
import { categoryOf, type PreparedQuiz, prepareQuiz } from './prepare.ts'
import { usable } from './tables.ts'
import type { Co2CalculationLabel, Co2CalculationType } from './warnings.ts'

// The walk of src/domain/co2/README.md: resolve the answers, collect the labels they provide, let
// each calculating question compute its share, replace what CO2 values override, sum per category.
// It cannot loop (the only walk along links, a flying chain, stops at a repeat) and cannot throw on
// any quiz or table: every figure it multiplies has been made finite and non-negative first.

/** The labels the answered questions provide: the question's own, its answer's, and those the answer provides. */
function collectLabels(quiz: PreparedQuiz, given: ReadonlyMap<number, Given>) {
  const labels = new Map<Co2CalculationLabel, LabelValue>()
  for (const [questionId, { answer, input }] of given) {
    const question = quiz.questions.get(questionId)
    if (!question) continue
    const value: LabelValue = {
      key: answer?.tableKey ?? null,
      amount: input ?? answer?.unitAmount ?? null,
    }
    const names = [
      ...question.calculationLabels,
      ...(answer?.calculationLabels ?? []),
      ...(answer?.providesLabels ?? []),
    ]
    // Of two questions giving one label, the first answered in quiz order gives it.
    for (const name of names) if (!labels.has(name)) labels.set(name, value)
  }
  return labels
}

/** Whether a calculating question takes part: answered itself, or (a parts question) through any part. */
const answered = (quiz: PreparedQuiz, question: EngineQuestion, given: ReadonlyMap<number, Given>) =>
  given.has(question.id) || (quiz.parts.get(question.id) ?? []).some((part) => given.has(part))

/** The average of a category in a country, the default country's when it has none. */
function averageOf(quiz: Co2Quiz, category: number, country: string): number {
  const find = (where: string) =>
    quiz.averages.find((average) => average.country === where && average.categoryIds[0] === category)
  return usable((find(country) ?? find(DEFAULT_COUNTRY))?.value)
}

/**
 * The most one category can add up to, in kg CO2 a year (a million tonnes: no person's footprint
 * comes near). A broken factor or value past it is cut here, so the total stays a finite number.
 */
export const CO2_LINE_MAX = 1e9

const round = (value: number) => Math.round(value * 100) / 100

/**
 * The footprint of one person's answers in kg CO2e a year: the total and each category's part,
 * rounded to 2 decimals, largest first, categories at 0 left out. No answers give no results.
 */
export function calculateCo2(
  quiz: Co2Quiz | PreparedQuiz,
  answers: readonly GivenAnswer[],
  tables: EngineTables,
  country: string = DEFAULT_COUNTRY,
): Co2Results {
  const prepared = 'parts' in quiz ? quiz : prepareQuiz(quiz)
  const given = resolveAnswers(prepared, answers)
  if (given.size === 0) return { total: 0, perCategory: [] }

  const questions = prepared.quiz.questions
  const firstAnswered = new Map<Co2CalculationType, EngineQuestion>()
  for (const question of questions) {
    const type = question.calculationType
    if (type && !firstAnswered.has(type) && answered(prepared, question, given))
      firstAnswered.set(type, question)
  }
  // Labels are collected in quiz order, so "the first question giving a label" is the quiz's first.
  const inQuizOrder = new Map([...given].sort(([a], [b]) => indexOf(prepared, a) - indexOf(prepared, b)))
  const context: FormulaContext = {
    quiz: prepared,
    tables,
    given,
    labels: collectLabels(prepared, inQuizOrder),
    firstAnswered,
  }

  const values = prepared.quiz.values.filter((value) => value.country === country)
  const overridden = new Set(values.flatMap((value) => value.overrideQuestions))
  const sums = new Map<number | null, number>()
  const add = (category: number | null, amount: number) => {
    // NaN cannot come out of the formulas (every factor is made usable first); an overflowing
    // product of broken factors is cut at the largest figure a line can show.
    if (amount > 0)
      sums.set(category, Math.min(CO2_LINE_MAX, (sums.get(category) ?? 0) + Math.min(amount, CO2_LINE_MAX)))
  }
  const counted = questions.filter(
    (question) =>
      question.calculationType && !overridden.has(question.id) && answered(prepared, question, given),
  )
  // An average answer stands for its share of the category among the questions answered in it.
  const answeredIn = new Map<number | null, number>()
  for (const question of counted) {
    const category = categoryOf(question)
    answeredIn.set(category, (answeredIn.get(category) ?? 0) + 1)
  }
  for (const question of counted) {
    const type = question.calculationType!
    const category = categoryOf(question)
    const answer = given.get(question.id)?.answer
    if (answer?.isAverage && category !== null) {
      add(category, averageOf(prepared.quiz, category, country) / (answeredIn.get(category) ?? 1))
    } else {
      add(category, co2Formulas[type](question, context))
    }
  }
  for (const value of values) add(value.categoryIds[0] ?? null, usable(value.value))

  const perCategory = [...sums]
    .map(([categoryId, sum]) => ({
      categoryId,
      title: categoryId === null ? '' : (prepared.quiz.categoryTitles.get(categoryId) ?? ''),
      co2value: round(sum),
    }))
    .filter((line) => line.co2value > 0)
    .sort((a, b) => b.co2value - a.co2value || a.title.localeCompare(b.title))
  const total = round(perCategory.reduce((sum, line) => sum + line.co2value, 0))
  return { total, perCategory }
}

/** A question's place in the quiz (its position in the list the quiz was given in). */
function indexOf(quiz: PreparedQuiz, questionId: number): number {
  return quiz.order.get(questionId) ?? Number.MAX_SAFE_INTEGER
}
