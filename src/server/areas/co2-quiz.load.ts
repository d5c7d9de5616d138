import { asc } from 'drizzle-orm'
import type { Co2Quiz, EngineAnswer, EngineQuestion } from '../../domain/co2/model.ts'
import type { Co2CalculationLabel } from '../../domain/co2/warnings.ts'
import { co2CalculationLabels } from '../../domain/enums.ts'
import type { Lang } from '../../domain/lang.ts'
import { referenceLanguages } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import type { Queryable } from '../crud/index.ts'
import {
  categories,
  co2Answers,
  co2AverageCategories,
  co2Averages,
  co2QuestionCategories,
  co2Questions,
  co2ValueCategories,
  co2Values,
} from '../db/schema.ts'

// The whole CO2 quiz as the engine reads it (src/domain/co2/model.ts), read fresh for each
// calculation: a quiz is a few dozen questions, and a cache would need invalidating on every
// write of questions, answers, values, averages and category titles.

const knownLabels = new Set<string>(co2CalculationLabels)
/** Labels as stored (jsonb text), those the engine knows. */
const labelsOf = (stored: readonly string[]) =>
  stored.filter((label): label is Co2CalculationLabel => knownLabels.has(label))

/** The title a reader of `lang` is shown: theirs, else the first other language's (as lists show it). */
const shownTitle = (title: Translated, lang: Lang) =>
  [lang, ...referenceLanguages(lang)].map((each) => title[each]?.trim()).find(Boolean) ?? ''

/** Ids by owner from link rows, in the rows' order. */
function grouped(rows: readonly { owner: number; id: number }[]) {
  const byOwner = new Map<number, number[]>()
  for (const { owner, id } of rows) byOwner.set(owner, [...(byOwner.get(owner) ?? []), id])
  return byOwner
}

/** The quiz in quiz order (by index), with the category titles in `lang`. */
export async function loadCo2Quiz(db: Queryable, lang: Lang): Promise<Co2Quiz> {
  const [questions, answers, questionLinks, values, valueLinks, averages, averageLinks, categoryRows] =
    await Promise.all([
      // Only what the engine reads: the texts (a description can be long markdown) stay in the table.
      db
        .select({
          id: co2Questions.id,
          questionType: co2Questions.questionType,
          calculationType: co2Questions.calculationType,
          unitValue: co2Questions.unitValue,
          calculationLabels: co2Questions.calculationLabels,
          chainQuestionId: co2Questions.chainQuestionId,
          partQuestionId: co2Questions.partQuestionId,
          parentQuestionId: co2Questions.parentQuestionId,
        })
        .from(co2Questions)
        .orderBy(asc(co2Questions.index), asc(co2Questions.id)),
      db
        .select({
          id: co2Answers.id,
          questionId: co2Answers.questionId,
          unitAmount: co2Answers.unitAmount,
          tableKey: co2Answers.tableKey,
          isAverage: co2Answers.isAverage,
          isOther: co2Answers.isOther,
          calculationLabels: co2Answers.calculationLabels,
          providesLabels: co2Answers.providesLabels,
          followUpQuestionId: co2Answers.followUpQuestionId,
          resetsQuestions: co2Answers.resetsQuestions,
        })
        .from(co2Answers)
        .orderBy(asc(co2Answers.index), asc(co2Answers.id)),
      db
        .select({ owner: co2QuestionCategories.questionId, id: co2QuestionCategories.categoryId })
        .from(co2QuestionCategories)
        .orderBy(asc(co2QuestionCategories.categoryId)),
      db.select().from(co2Values).orderBy(asc(co2Values.id)),
      db
        .select({ owner: co2ValueCategories.valueId, id: co2ValueCategories.categoryId })
        .from(co2ValueCategories)
        .orderBy(asc(co2ValueCategories.categoryId)),
      db.select().from(co2Averages).orderBy(asc(co2Averages.id)),
      db
        .select({ owner: co2AverageCategories.averageId, id: co2AverageCategories.categoryId })
        .from(co2AverageCategories)
        .orderBy(asc(co2AverageCategories.categoryId)),
      db.select({ id: categories.id, title: categories.title }).from(categories),
    ])
  const answersOf = new Map<number, EngineAnswer[]>()
  for (const answer of answers) {
    const list = answersOf.get(answer.questionId) ?? []
    list.push({
      id: answer.id,
      unitAmount: answer.unitAmount,
      tableKey: answer.tableKey,
      isAverage: answer.isAverage,
      isOther: answer.isOther,
      calculationLabels: labelsOf(answer.calculationLabels),
      providesLabels: labelsOf(answer.providesLabels),
      followUpQuestionId: answer.followUpQuestionId,
      resetsQuestions: answer.resetsQuestions,
    })
    answersOf.set(answer.questionId, list)
  }
  const questionCategories = grouped(questionLinks)
  const valueCategories = grouped(valueLinks)
  const averageCategories = grouped(averageLinks)
  return {
    questions: questions.map(
      (question): EngineQuestion => ({
        id: question.id,
        questionType: question.questionType,
        calculationType: question.calculationType,
        unitValue: question.unitValue,
        categoryIds: questionCategories.get(question.id) ?? [],
        calculationLabels: labelsOf(question.calculationLabels),
        chainQuestionId: question.chainQuestionId,
        partQuestionId: question.partQuestionId,
        parentQuestionId: question.parentQuestionId,
        answers: answersOf.get(question.id) ?? [],
      }),
    ),
    values: values.map((value) => ({
      id: value.id,
      value: value.value,
      country: value.country,
      categoryIds: valueCategories.get(value.id) ?? [],
      overrideQuestions: value.overrideQuestions,
    })),
    averages: averages.map((average) => ({
      value: average.value,
      country: average.country,
      categoryIds: averageCategories.get(average.id) ?? [],
    })),
    categoryTitles: new Map(categoryRows.map((category) => [category.id, shownTitle(category.title, lang)])),
  }
}
