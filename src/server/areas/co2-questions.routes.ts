import { and, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Co2CalculationLabel } from '../../domain/co2/warnings.ts'
import { co2QuestionRuleMessages } from '../../domain/co2-question-rules.ts'
import type { co2QuestionCreateSchema, co2QuestionUpdateSchema } from '../../domain/co2-questions.ts'
import { contentMessages } from '../../domain/content/fields.ts'
import { co2QuestionContract } from '../../domain/contracts/co2-questions.ts'
import { plainDelete } from '../../domain/delete-plan.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import { pickLang } from '../../domain/translated.ts'
import {
  byTranslatedTitle,
  filledText,
  nextIndex,
  type RowOf,
  serverResource,
  writtenTextComplete,
  writtenTexts,
} from '../crud/index.ts'
import {
  categories,
  co2Answers,
  co2QuestionCategories,
  co2QuestionRelated,
  co2Questions,
} from '../db/schema.ts'
import {
  type Co2QuestionRow,
  co2QuestionType,
  co2QuestionTypeWhere,
  type LoadedCo2Question,
  loadCo2Questions,
} from './co2-questions.load.ts'
import { checkQuestionLinks, forgetQuestion } from './co2-questions.rules.ts'
import { sourcesComplete, sourcesIn, sourcesOut, translatedWrite } from './co2-texts.ts'

type Input = z.output<typeof co2QuestionCreateSchema> | z.output<typeof co2QuestionUpdateSchema>

/** A write's values as stored: the optional texts in the request language, the sources merged. */
function storedTexts<I extends Input>(input: I, lang: Lang, existing: RowOf<typeof co2Questions> | null) {
  const update = existing !== null
  const { hint, description, sources, ...rest } = input
  return {
    ...rest,
    hint: hint === undefined ? undefined : translatedWrite(co2Questions.hint, lang, hint, update),
    description:
      description === undefined
        ? undefined
        : translatedWrite(co2Questions.description, lang, description, update),
    sources: sources === undefined ? undefined : sourcesIn(sources, lang, existing?.sources),
  }
}

/**
 * CO2 questions (docs/product.md §3, §7 "CO2") at `/api/co2-quiz-question`: title, hint and
 * description translated (hint and description count in `translated` once written in some
 * language); the answers an owned child list saved with the question in one transaction; the
 * category (exactly one) and the related questions link lists; ordered by `PUT /order`; `?type=`
 * main, part, sub or follow-up, `?q=` the title. The hierarchy (one level) moves with an update's
 * `parentQuestionId`. References to other questions are checked against the stored quiz before
 * anything is written (co2-questions.rules.ts).
 */
export const co2QuestionResource = serverResource(co2QuestionContract, {
  table: co2Questions,
  translatable: ['title'],
  children: [
    {
      field: 'answers',
      table: co2Answers,
      parent: co2Answers.questionId,
      index: co2Answers.index,
      translatable: ['text'],
    },
  ],
  load: (rows, { db, lang }) => loadCo2Questions(rows as Co2QuestionRow[], db, lang),
  ownedTranslations: (row: LoadedCo2Question) =>
    writtenTexts(row.hint, row.description, ...row.sources.map((source) => source.description)),
  references: (row: LoadedCo2Question) => ({ hint: row.hint, description: row.description }),
  toDto: (row: LoadedCo2Question, lang) => ({
    id: row.id,
    index: row.index,
    title: pickLang(row.title, lang),
    hint: pickLang(row.hint, lang),
    description: pickLang(row.description, lang),
    unitValue: row.unitValue,
    isQuickScan: row.isQuickScan,
    isDismissable: row.isDismissable,
    isValue: row.isValue,
    questionType: row.questionType,
    calculationType: row.calculationType,
    partType: row.partType,
    calculationLabels: row.calculationLabels as Co2CalculationLabel[],
    categoryIds: row.categoryList.map((category) => category.id),
    categories: row.categoryList,
    relatedQuestionIds: row.relatedIds,
    chainQuestionId: row.chainQuestionId,
    parentQuestionId: row.parentQuestionId,
    partQuestionId: row.partQuestionId,
    partQuestionIds: row.partIds,
    type: co2QuestionType(row),
    isChained: row.chained,
    answers: row.answers.map((answer) => ({
      id: answer.id,
      index: answer.index,
      ...textsIn({ text: answer.text }, lang),
      unitAmount: answer.unitAmount,
      tableKey: answer.tableKey,
      isAverage: answer.isAverage,
      isOther: answer.isOther,
      calculationLabels: answer.calculationLabels as Co2CalculationLabel[],
      providesLabels: answer.providesLabels as Co2CalculationLabel[],
      followUpQuestionId: answer.followUpQuestionId,
      resetsQuestions: answer.resetsQuestions,
    })),
    sources: sourcesOut(row.sources, lang),
    media: row.mediaList,
  }),
  list: {
    ...byTranslatedTitle(co2Questions, { index: co2Questions.index }),
    filter: (query) => [query.type ? co2QuestionTypeWhere(query.type) : undefined],
    defaultSort: 'index',
    // The twin of `translated`: the title, the written optional texts, every answer's text.
    translatedWhere: (lang) =>
      and(
        sql`${filledText(co2Questions.title, lang)} is not null`,
        writtenTextComplete(co2Questions.hint, lang),
        writtenTextComplete(co2Questions.description, lang),
        sourcesComplete(co2Questions.sources, lang),
        sql`not exists (select 1 from ${co2Answers} where ${co2Answers.questionId} = ${co2Questions.id} and ${filledText(co2Answers.text, lang)} is null)`,
      )!,
  },
  create: {
    values: async (input, { db, lang }) => {
      await checkQuestionLinks(db, input, null)
      // A new question goes last in the quiz.
      return {
        ...storedTexts(input, lang, null),
        index: await nextIndex(db, co2Questions, co2Questions.index),
      }
    },
  },
  update: {
    values: async (input, { db, lang, existing }) => {
      await checkQuestionLinks(db, input, existing)
      return storedTexts(input, lang, existing)
    },
  },
  links: [
    {
      field: 'categoryIds',
      table: co2QuestionCategories,
      owner: co2QuestionCategories.questionId,
      target: co2QuestionCategories.categoryId,
      targetTable: categories,
      notFound: contentMessages.categoryNotFound,
    },
    {
      field: 'relatedQuestionIds',
      table: co2QuestionRelated,
      owner: co2QuestionRelated.questionId,
      target: co2QuestionRelated.relatedQuestionId,
      targetTable: co2Questions,
      notFound: co2QuestionRuleMessages.notFound,
    },
  ],
  media: { owner: 'co2-question' },
  order: { column: co2Questions.index },
  delete: {
    plan: async (row, { db }) => {
      await forgetQuestion(db, row.id)
      return plainDelete
    },
  },
})
