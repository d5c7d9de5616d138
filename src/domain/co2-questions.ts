import { z } from 'zod'
import { childListField } from './child-list.ts'
import { co2AmountField, co2QuestionIdField, co2QuestionIdsField, oneCategoryField } from './co2-fields.ts'
import { descriptionField, titleField } from './content/fields.ts'
import { quizQuestionMessages } from './content/quiz-questions.ts'
import { SOURCES_MAX, sourceEntrySchema, sourceMessages } from './content/sources.ts'
import type { Co2QuestionDto } from './contracts/co2-questions.ts'
import { mediaItemDtoSchema } from './contracts/media.ts'
import { co2CalculationLabels, co2CalculationTypes, co2PartSubtypes, co2QuestionTypes } from './enums.ts'
import { listQuerySchema } from './list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages } from './media.ts'
import { maxText } from './text-length.ts'

// CO2 questions (docs/product.md §3 "CO2 question", "CO2 answer"; §5): the request bodies of
// /api/co2-quiz-question and the drawer's form. References to other questions are ids
// (`chainQuestionId`, `parentQuestionId`, …, as the engine and `parentCategoryId` name them);
// whether they exist and make no loop is read against the stored quiz (co2-question-rules.ts).

export const co2QuestionMessages = {
  hintTooLong: 'Hint should be at most 300 characters.',
  answersTooMany: 'A question has at most 50 answers.',
  tableKeyInvalid:
    'Table key should be a short code of lowercase letters, digits and dashes, such as diesel.',
  typeInvalid: 'Choose answers, user input or parts question.',
  calculationTypeInvalid: 'Choose one of the calculation types.',
  partTypeInvalid: 'Choose one of the parts question subtypes.',
  labelsInvalid: 'Choose calculation labels from the list, each once.',
  listTypeInvalid: 'Type should be main, part, sub or follow-up.',
} as const

export const CO2_LIMITS = { hint: 300, answers: 50, tableKey: 40 } as const

/** Which question of the list a row is (docs/product.md §2 "Type filter options Main, Part, Sub, Follow-up"). */
export const co2QuestionListTypes = ['main', 'part', 'sub', 'follow-up'] as const
export type Co2QuestionListType = (typeof co2QuestionListTypes)[number]

const labelsField = z
  .array(z.enum(co2CalculationLabels, { error: co2QuestionMessages.labelsInvalid }), {
    error: co2QuestionMessages.labelsInvalid,
  })
  .max(co2CalculationLabels.length, { error: co2QuestionMessages.labelsInvalid })
  .refine((labels) => new Set(labels).size === labels.length, { error: co2QuestionMessages.labelsInvalid })

/**
 * The field or row of a calculation table an answer picks ('diesel', 'terraced', 'train'): a code
 * as the tables write theirs. Blank means none.
 */
const tableKeyField = z
  .string({ error: co2QuestionMessages.tableKeyInvalid })
  .check(...maxText(CO2_LIMITS.tableKey, co2QuestionMessages.tableKeyInvalid))
  .trim()
  .regex(/^[a-z0-9-]*$/, { error: co2QuestionMessages.tableKeyInvalid })
  .transform((key) => key || null)

/** One answer of a CO2 question; its text translated (written in the request language). */
export const co2AnswerEntrySchema = z.object({
  text: z
    .string({ error: quizQuestionMessages.answerTextRequired })
    .check(...maxText(300, quizQuestionMessages.answerTextTooLong))
    .trim()
    .min(1, { error: quizQuestionMessages.answerTextRequired }),
  unitAmount: co2AmountField.nullable().default(null),
  tableKey: tableKeyField.nullable().default(null),
  isAverage: z.boolean().default(false),
  isOther: z.boolean().default(false),
  calculationLabels: labelsField.default([]),
  providesLabels: labelsField.default([]),
  followUpQuestionId: co2QuestionIdField.nullable().default(null),
  resetsQuestions: co2QuestionIdsField.default([]),
})

const answersField = childListField(
  co2AnswerEntrySchema,
  CO2_LIMITS.answers,
  co2QuestionMessages.answersTooMany,
)

/** Sources are stored with the question (a list of description and link), in order. */
const sourcesField = z
  .array(sourceEntrySchema, { error: sourceMessages.tooMany })
  .max(SOURCES_MAX, { error: sourceMessages.tooMany })

const fields = {
  title: titleField,
  hint: z
    .string()
    .check(...maxText(CO2_LIMITS.hint, co2QuestionMessages.hintTooLong))
    .trim(),
  description: descriptionField,
  unitValue: co2AmountField.nullable(),
  isQuickScan: z.boolean(),
  isDismissable: z.boolean(),
  isValue: z.boolean(),
  questionType: z.enum(co2QuestionTypes, { error: co2QuestionMessages.typeInvalid }),
  calculationType: z
    .enum(co2CalculationTypes, { error: co2QuestionMessages.calculationTypeInvalid })
    .nullable(),
  partType: z.enum(co2PartSubtypes, { error: co2QuestionMessages.partTypeInvalid }).nullable(),
  calculationLabels: labelsField,
  categoryIds: oneCategoryField,
  relatedQuestionIds: co2QuestionIdsField,
  chainQuestionId: co2QuestionIdField.nullable(),
  /** The one-level hierarchy (docs/product.md §4): null makes the question top level. */
  parentQuestionId: co2QuestionIdField.nullable(),
  /** The parts question this one is a part of. */
  partQuestionId: co2QuestionIdField.nullable(),
  sources: sourcesField,
  answers: answersField,
}

/** `POST /api/co2-quiz-question`: texts in the request language, the category required. */
export const co2QuestionCreateSchema = z.object({
  ...fields,
  hint: fields.hint.default(''),
  description: fields.description.default(''),
  unitValue: fields.unitValue.default(null),
  isQuickScan: fields.isQuickScan.default(false),
  isDismissable: fields.isDismissable.default(false),
  isValue: fields.isValue.default(false),
  questionType: fields.questionType.default('answers'),
  calculationType: fields.calculationType.default(null),
  partType: fields.partType.default(null),
  calculationLabels: fields.calculationLabels.default([]),
  relatedQuestionIds: fields.relatedQuestionIds.default([]),
  chainQuestionId: fields.chainQuestionId.default(null),
  parentQuestionId: fields.parentQuestionId.default(null),
  partQuestionId: fields.partQuestionId.default(null),
  sources: fields.sources.default([]),
  answers: fields.answers.default([]),
  media: mediaListBodyField.optional(),
})

/**
 * `PUT /api/co2-quiz-question/:id`: the title required, any other field left out keeps what is
 * stored. The hierarchy moves here too: `parentQuestionId` (null: top level).
 */
export const co2QuestionUpdateSchema = z.object({
  title: fields.title,
  hint: fields.hint.optional(),
  description: fields.description.optional(),
  unitValue: fields.unitValue.optional(),
  isQuickScan: fields.isQuickScan.optional(),
  isDismissable: fields.isDismissable.optional(),
  isValue: fields.isValue.optional(),
  questionType: fields.questionType.optional(),
  calculationType: fields.calculationType.optional(),
  partType: fields.partType.optional(),
  calculationLabels: fields.calculationLabels.optional(),
  categoryIds: fields.categoryIds.optional(),
  relatedQuestionIds: fields.relatedQuestionIds.optional(),
  chainQuestionId: fields.chainQuestionId.optional(),
  parentQuestionId: fields.parentQuestionId.optional(),
  partQuestionId: fields.partQuestionId.optional(),
  sources: fields.sources.optional(),
  answers: fields.answers.optional(),
  media: mediaListBodyField.optional(),
})

/** `?type=main|part|sub|follow-up` besides `?q=` (the title) and the common list query. */
export const co2QuestionListQuerySchema = listQuerySchema.extend({
  type: z.enum(co2QuestionListTypes, { error: co2QuestionMessages.listTypeInvalid }).optional(),
})

/** The drawer's form: the body of a create, with the media list as shown (saved as ids). */
export const co2QuestionFormSchema = co2QuestionCreateSchema.extend({
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type Co2QuestionFormValues = z.input<typeof co2QuestionFormSchema>

/** A new answer as the form adds it: no id until saved. */
export const newCo2Answer = (): z.input<typeof co2AnswerEntrySchema> => ({
  text: '',
  unitAmount: null,
  tableKey: null,
  isAverage: false,
  isOther: false,
  calculationLabels: [],
  providesLabels: [],
  followUpQuestionId: null,
  resetsQuestions: [],
})

/** A new question's form: an answers question without a category yet (the form then asks for one). */
export const emptyCo2QuestionForm: Co2QuestionFormValues = {
  title: '',
  hint: '',
  description: '',
  unitValue: null,
  isQuickScan: false,
  isDismissable: false,
  isValue: false,
  questionType: 'answers',
  calculationType: null,
  partType: null,
  calculationLabels: [],
  categoryIds: [],
  relatedQuestionIds: [],
  chainQuestionId: null,
  parentQuestionId: null,
  partQuestionId: null,
  sources: [],
  answers: [],
  media: [],
}

/** The form of a question read from the API. */
export function co2QuestionToForm(record: Co2QuestionDto): Co2QuestionFormValues {
  const { answers, sources, media, categoryIds, relatedQuestionIds } = record
  return {
    title: record.title,
    hint: record.hint,
    description: record.description,
    unitValue: record.unitValue,
    isQuickScan: record.isQuickScan,
    isDismissable: record.isDismissable,
    isValue: record.isValue,
    questionType: record.questionType,
    calculationType: record.calculationType,
    partType: record.partType,
    calculationLabels: record.calculationLabels,
    categoryIds,
    relatedQuestionIds,
    chainQuestionId: record.chainQuestionId,
    parentQuestionId: record.parentQuestionId,
    partQuestionId: record.partQuestionId,
    sources: sources.map(({ description, href }) => ({ description, href })),
    answers: answers.map(({ id, index: _index, reference: _reference, ...answer }) => ({ id, ...answer })),
    media,
  }
}
