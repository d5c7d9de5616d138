import { eq } from 'drizzle-orm'
import type { Co2Quiz, EngineQuestion, EngineTables, GivenAnswer } from '../../../domain/co2/model.ts'
import { dataTableDefaults } from '../../data-tables/defaults.ts'
import type { Db } from '../../db/client.ts'
import {
  co2Answers,
  co2AverageCategories,
  co2Averages,
  co2QuestionCategories,
  co2Questions,
  co2ValueCategories,
  co2Values,
} from '../../db/schema.ts'
import { demoCategories } from './categories.ts'
import { demoCo2Averages, demoCo2Values } from './co2-data-averages.ts'
import { consumptionQuestions, foodQuestions } from './co2-data-food.ts'
import { homeQuestions } from './co2-data-home.ts'
import { mobilityQuestions } from './co2-data-mobility.ts'
import type { DemoCo2Question, DemoCo2Source } from './co2-data-types.ts'
import { categoryIdsByTitle, text } from './support.ts'

export type { DemoCo2Answer, DemoCo2Question } from './co2-data-types.ts'
export { demoCo2Averages, demoCo2Values }

/**
 * The demo CO2 footprint quiz in quiz order: food, travel, home and energy, shopping. It uses every
 * calculation type, parts questions (the car, the home, the yearly energy use), sub questions (the
 * diet's, the motorbike's), follow-ups, the flying chain and answers that reset questions, in
 * English and Dutch; every question has one category and none has a warning.
 */
export const demoCo2Questions = foodQuestions.concat(mobilityQuestions, homeQuestions, consumptionQuestions)

/** How the demo's keys and titles become ids: the engine's tests number by position, the seed uses the stored ids. */
export type DemoCo2Ids = {
  question: (position: number) => number
  answer: (questionPosition: number, answerPosition: number) => number
  category: (title: string) => number
}

const positions = new Map(demoCo2Questions.map((question, position) => [question.key, position]))

/** The position of the demo question with `key`; a key that is not there is an error in the data. */
export function demoCo2Position(key: string): number {
  const position = positions.get(key)
  if (position === undefined) throw new Error(`The demo CO2 quiz names an unknown question: ${key}`)
  return position
}

const answersBefore = demoCo2Questions.map((_, position) =>
  demoCo2Questions.slice(0, position).reduce((sum, question) => sum + (question.answers?.length ?? 0), 0),
)
/** Every demo category, depth first, as a fresh database numbers them. */
const allCategories = demoCategories.flatMap((main) => [main, ...(main.children ?? [])])

/** Ids by position: questions 1…, answers 1… in quiz order, categories as a fresh database has them. */
export const demoCo2PositionIds: DemoCo2Ids = {
  question: (position) => position + 1,
  answer: (questionPosition, answerPosition) => answersBefore[questionPosition]! + answerPosition + 1,
  category: (title) => {
    const index = allCategories.findIndex((category) => category.en === title)
    if (index < 0) throw new Error(`The demo CO2 quiz names an unknown category: ${title}`)
    return index + 1
  },
}

/** The id of the demo question with `key`. */
export const demoCo2QuestionId = (key: string, ids: DemoCo2Ids = demoCo2PositionIds) =>
  ids.question(demoCo2Position(key))

const linked = (key: string | undefined, ids: DemoCo2Ids) =>
  key === undefined ? null : demoCo2QuestionId(key, ids)

function engineQuestion(question: DemoCo2Question, position: number, ids: DemoCo2Ids): EngineQuestion {
  return {
    id: ids.question(position),
    questionType: question.questionType,
    calculationType: question.calculationType,
    unitValue: question.unitValue ?? null,
    categoryIds: [ids.category(question.category)],
    calculationLabels: question.labels ?? [],
    chainQuestionId: linked(question.chain, ids),
    partQuestionId: linked(question.partOf, ids),
    parentQuestionId: linked(question.parent, ids),
    answers: (question.answers ?? []).map((answer, index) => ({
      id: ids.answer(position, index),
      unitAmount: answer.unitAmount ?? null,
      tableKey: answer.tableKey ?? null,
      isAverage: answer.isAverage ?? false,
      isOther: answer.isOther ?? false,
      calculationLabels: [],
      providesLabels: answer.providesLabels ?? [],
      followUpQuestionId: linked(answer.followUp, ids),
      resetsQuestions: (answer.resets ?? []).map((key) => demoCo2QuestionId(key, ids)),
    })),
  }
}

/**
 * The demo quiz as the CO2 engine reads it (src/domain/co2/model.ts): its questions, values and
 * averages with `ids`, category titles in `lang`. The seed stores exactly this, so the engine's
 * tests on it hold for the demo database too.
 */
export function demoCo2Quiz(ids: DemoCo2Ids = demoCo2PositionIds, lang: 'en' | 'nl' = 'en'): Co2Quiz {
  const values: Co2Quiz['values'] = demoCo2Values.map((value, index) => ({
    id: index + 1,
    value: value.value,
    country: value.country,
    categoryIds: [ids.category(value.category)],
    overrideQuestions: (value.overrides ?? []).map((key) => demoCo2QuestionId(key, ids)),
  }))
  const averages: Co2Quiz['averages'] = Object.entries(demoCo2Averages).flatMap(([country, byCategory]) =>
    Object.entries(byCategory).map(([title, value]) => ({
      value,
      country,
      categoryIds: [ids.category(title)],
    })),
  )
  const used = new Set([
    ...demoCo2Questions.map((question) => question.category),
    ...demoCo2Values.map((value) => value.category),
    ...Object.values(demoCo2Averages).flatMap((byCategory) => Object.keys(byCategory)),
  ])
  const categoryTitles = new Map(
    allCategories
      .filter((category) => used.has(category.en))
      .map((category) => [ids.category(category.en), (lang === 'nl' && category.nl) || category.en]),
  )
  return {
    questions: demoCo2Questions.map((question, position) => engineQuestion(question, position, ids)),
    values,
    averages,
    categoryTitles,
  }
}

/**
 * Which answer a question gets: `typical`, what a typical Dutch person answers (the answer marked
 * typical, the number typed, or on a question without a calculation type its isAverage answer);
 * `average`, the same except that a calculating question with an isAverage answer takes that one.
 */
function choiceOf(
  question: DemoCo2Question,
  kind: 'typical' | 'average',
): { answer: number } | { input: number } | null {
  const answers = question.answers ?? []
  const averageAt = answers.findIndex((answer) => answer.isAverage)
  if (kind === 'average' && question.calculationType && averageAt >= 0) return { answer: averageAt }
  if (question.typical !== undefined) return { input: question.typical }
  const typicalAt = answers.findIndex((answer) => answer.typical)
  if (typicalAt >= 0) return { answer: typicalAt }
  if (!question.calculationType && averageAt >= 0) return { answer: averageAt }
  return null
}

/**
 * One person going through the demo quiz in order, as the app asks it: a follow-up (and the parts
 * of a follow-up parts question) only after the answer that asks for it, nothing a chosen answer
 * reset, parts questions through their parts. `typical`: the answers of a typical Dutch person (the
 * yearly energy use left open); `average`: every calculating question that has one answered with
 * its isAverage answer.
 */
export function demoCo2Answers(
  kind: 'typical' | 'average',
  ids: DemoCo2Ids = demoCo2PositionIds,
): GivenAnswer[] {
  const followUps = new Set(
    demoCo2Questions.flatMap((question) =>
      (question.answers ?? []).flatMap((answer) => answer.followUp ?? []),
    ),
  )
  const asked = new Set<string>()
  const reset = new Set<string>()
  const given: GivenAnswer[] = []
  demoCo2Questions.forEach((question, position) => {
    if (question.questionType === 'parts-question' || reset.has(question.key)) return
    const askedFor = [question.key, question.partOf].filter((key): key is string => key !== undefined)
    if (askedFor.some((key) => followUps.has(key) && !asked.has(key))) return
    const choice = choiceOf(question, kind)
    if (!choice) return
    if ('input' in choice) {
      given.push({ questionId: ids.question(position), answerId: null, inputValue: choice.input })
      return
    }
    const answer = question.answers![choice.answer]!
    if (answer.followUp) asked.add(answer.followUp)
    for (const key of answer.resets ?? []) reset.add(key)
    given.push({
      questionId: ids.question(position),
      answerId: ids.answer(position, choice.answer),
      inputValue: null,
    })
  })
  return given
}

/** The shipped data tables by name, as the engine reads a country's tables. */
export const demoCo2Tables = (): EngineTables =>
  Object.fromEntries(dataTableDefaults().map((table) => [table.name, table.data]))

const sources = (list: DemoCo2Source[] | undefined) =>
  (list ?? []).map((source) => ({ description: text(source.description), href: source.href }))

/**
 * The demo quiz: its questions with their links, categories and answers, the fixed values and the
 * country averages, all from `demoCo2Quiz` with the stored ids.
 */
export async function seedDemoCo2(db: Db) {
  const category = await categoryIdsByTitle(db)
  const rows = await db
    .insert(co2Questions)
    .values(
      demoCo2Questions.map((question, index) => ({
        title: text(question.title),
        hint: question.hint ? text(question.hint) : {},
        description: question.description ? text(question.description) : {},
        index,
        questionType: question.questionType,
        calculationType: question.calculationType,
        partType: question.partType ?? null,
        unitValue: question.unitValue ?? null,
        calculationLabels: question.labels ?? [],
        isQuickScan: question.isQuickScan ?? false,
        isDismissable: question.isDismissable ?? false,
        sources: sources(question.sources),
      })),
    )
    .returning({ id: co2Questions.id })
  const ids: DemoCo2Ids = { ...demoCo2PositionIds, question: (position) => rows[position]!.id, category }
  const quiz = demoCo2Quiz(ids)

  for (const question of quiz.questions) {
    const links = {
      chainQuestionId: question.chainQuestionId,
      partQuestionId: question.partQuestionId,
      parentQuestionId: question.parentQuestionId ?? null,
    }
    if (Object.values(links).every((link) => link === null)) continue
    await db.update(co2Questions).set(links).where(eq(co2Questions.id, question.id))
  }
  await db
    .insert(co2QuestionCategories)
    .values(
      quiz.questions.map((question) => ({ questionId: question.id, categoryId: question.categoryIds[0]! })),
    )
  await db.insert(co2Answers).values(
    quiz.questions.flatMap((question, position) =>
      question.answers.map((answer, index) => ({
        questionId: question.id,
        text: text(demoCo2Questions[position]!.answers![index]!.text),
        unitAmount: answer.unitAmount,
        tableKey: answer.tableKey,
        index,
        isAverage: answer.isAverage,
        isOther: answer.isOther,
        calculationLabels: [...answer.calculationLabels],
        providesLabels: [...answer.providesLabels],
        followUpQuestionId: answer.followUpQuestionId,
        resetsQuestions: [...answer.resetsQuestions],
      })),
    ),
  )

  const values = await db
    .insert(co2Values)
    .values(
      quiz.values.map((value, index) => ({
        value: value.value,
        country: value.country,
        description: text(demoCo2Values[index]!.description),
        sources: sources(demoCo2Values[index]!.sources),
        overrideQuestions: [...value.overrideQuestions],
      })),
    )
    .returning({ id: co2Values.id })
  await db
    .insert(co2ValueCategories)
    .values(
      quiz.values.map((value, index) => ({ valueId: values[index]!.id, categoryId: value.categoryIds[0]! })),
    )
  const averages = await db
    .insert(co2Averages)
    .values(quiz.averages.map((average) => ({ value: average.value, country: average.country })))
    .returning({ id: co2Averages.id })
  await db.insert(co2AverageCategories).values(
    quiz.averages.map((average, index) => ({
      averageId: averages[index]!.id,
      categoryId: average.categoryIds[0]!,
    })),
  )
}
