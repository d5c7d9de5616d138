import { z } from 'zod'
import { childListField } from './child-list.ts'
import type { BptQuestionDto } from './contracts/bpt-questions.ts'
import { type BptType, bptAnswerValues, bptTypes } from './enums.ts'
import { listQuerySchema } from './list.ts'
import { maxText } from './text-length.ts'
import { requiredText } from './validation.ts'

// The behaviour-and-profile tracker (docs/product.md §3 "BPT question", §5 BPT): one question per
// type; a type with fixed answer values has each of them exactly once as an answer; interests (from
// the content categories) and location (from the app) have none. The rules are plain functions
// here, used by the form, the route's schema and the server's write alike.

export const bptMessages = {
  textRequired: 'Text is required.',
  textTooLong: 'Text should be at most 300 characters.',
  typeRequired: 'Type is required.',
  /** docs/product.md §5: each type can be used by only one question. */
  typeTaken: 'Another question already has this type.',
  /** docs/product.md §5, word for word. */
  allOptions: 'Please provide all answer options',
  noAnswers: 'Interests and location questions have no answers.',
  answerTextRequired: 'Answer text is required.',
  answerTextTooLong: 'Answer text should be at most 300 characters.',
  hintTooLong: 'Hint should be at most 300 characters.',
  valueRequired: 'Value is required.',
  valueNotOfType: 'This value is not an option of this type.',
  valueRepeated: 'Each value may be used by one answer only.',
  answersTooMany: 'A question has at most 20 answers.',
} as const

export const BPT_LIMITS = { text: 300, answers: 20 } as const

/** The types whose answers come from elsewhere: interests from the content categories, location from the app. */
export const bptTypesWithoutAnswers = ['interests', 'location'] as const satisfies readonly BptType[]

/** Whether a question of `type` has answers of its own. */
export const bptTypeHasAnswers = (type: BptType) =>
  !(bptTypesWithoutAnswers as readonly BptType[]).includes(type)

/** The fixed answer values of `type`, in the SPEC's order (none for interests and location). */
export const bptValuesOf = (type: BptType): readonly string[] =>
  (bptAnswerValues as Partial<Record<BptType, readonly string[]>>)[type] ?? []

/** The values of `type` that no answer has yet, in the SPEC's order. */
export function missingBptValues(type: BptType, answers: readonly { value: string }[]): string[] {
  const present = new Set(answers.map((answer) => answer.value))
  return bptValuesOf(type).filter((value) => !present.has(value))
}

/** One broken rule: where (below the question: `answers`, `answers.3.value`) and why. */
export type BptProblem = { path: (string | number)[]; message: string }

/**
 * What is wrong with a question's answers for its type (docs/product.md §5): answers on a type
 * that has none; a value that is not an option of the type, or used twice (each on its answer);
 * options missing (on `answers`: 'Please provide all answer options'). Empty when all is well.
 */
export function bptAnswerProblems(type: BptType, answers: readonly { value: string }[]): BptProblem[] {
  if (!bptTypeHasAnswers(type))
    return answers.length ? [{ path: ['answers'], message: bptMessages.noAnswers }] : []
  const options = new Set(bptValuesOf(type))
  const seen = new Set<string>()
  const problems: BptProblem[] = []
  answers.forEach((answer, position) => {
    if (!answer.value) return // the entry's own schema says the value is required
    if (!options.has(answer.value))
      problems.push({ path: ['answers', position, 'value'], message: bptMessages.valueNotOfType })
    else if (seen.has(answer.value))
      problems.push({ path: ['answers', position, 'value'], message: bptMessages.valueRepeated })
    seen.add(answer.value)
  })
  if (missingBptValues(type, answers).length)
    problems.push({ path: ['answers'], message: bptMessages.allOptions })
  return problems
}

const textField = requiredText(bptMessages.textRequired, BPT_LIMITS.text, bptMessages.textTooLong)

/** One answer option: its text and hint in the request language, its value one of the type's. */
export const bptAnswerEntrySchema = z.object({
  text: requiredText(bptMessages.answerTextRequired, BPT_LIMITS.text, bptMessages.answerTextTooLong),
  hint: z
    .string({ error: bptMessages.hintTooLong })
    .check(...maxText(BPT_LIMITS.text, bptMessages.hintTooLong))
    .trim()
    .default(''),
  // Checked against the type by the question's rule; the longest value has 21 characters.
  value: z
    .string({ error: bptMessages.valueRequired })
    .check(...maxText(40, bptMessages.valueNotOfType))
    .min(1, { error: bptMessages.valueRequired }),
})

const answersField = childListField(bptAnswerEntrySchema, BPT_LIMITS.answers, bptMessages.answersTooMany)

const typeField = z.enum(bptTypes, { error: bptMessages.typeRequired })

/** Adds the answer rule's problems of a parsed question to the zod context. */
function checkAnswers(
  question: { type: BptType; answers: readonly { value: string }[] },
  context: z.RefinementCtx,
) {
  for (const problem of bptAnswerProblems(question.type, question.answers))
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message })
}

/** `POST /api/bpt-question`: the text and the answers in the request language. */
export const bptQuestionCreateSchema = z
  .object({
    text: textField,
    type: typeField,
    onboarding: z.boolean().default(false),
    answers: answersField.default([]),
  })
  .superRefine(checkAnswers)

/**
 * `PUT /api/bpt-question/:id`: text, type and answers always (the answer rule reads the type with
 * the answers); onboarding left out keeps what is stored.
 */
export const bptQuestionUpdateSchema = z
  .object({
    text: textField,
    type: typeField,
    onboarding: z.boolean().optional(),
    answers: answersField,
  })
  .superRefine(checkAnswers)

/** `GET /api/bpt-question`: sorted by index; `?q=` the text, `?type=` one type. */
export const bptQuestionListQuerySchema = listQuerySchema.extend({ type: z.enum(bptTypes).optional() })

/** The drawer's form: the create body as the form holds it. */
export const bptQuestionFormSchema = z
  .object({
    text: textField,
    type: z.enum(bptTypes, { error: bptMessages.typeRequired }).or(z.literal('')),
    onboarding: z.boolean(),
    answers: answersField,
  })
  .superRefine((question, context) => {
    if (question.type === '') {
      context.addIssue({ code: 'custom', path: ['type'], message: bptMessages.typeRequired })
      return
    }
    checkAnswers({ type: question.type, answers: question.answers }, context)
  })
export type BptQuestionFormValues = z.input<typeof bptQuestionFormSchema>
export type BptAnswerFormValues = BptQuestionFormValues['answers'][number]

export const newBptAnswer = (value = ''): BptAnswerFormValues => ({ text: '', hint: '', value })

export const emptyBptQuestionForm: BptQuestionFormValues = {
  text: '',
  type: '',
  onboarding: false,
  answers: [],
}

export function bptQuestionToForm(record: BptQuestionDto): BptQuestionFormValues {
  return {
    text: record.text,
    type: record.type,
    onboarding: record.onboarding,
    answers: record.answers.map(({ id, text, hint, value }) => ({ id, text, hint, value })),
  }
}

/**
 * The answers after "Add all missing": the ones there, then a new answer for each value of
 * `type` none has, in the SPEC's order.
 */
export const withMissingBptAnswers = (
  type: BptType,
  answers: readonly BptAnswerFormValues[],
): BptAnswerFormValues[] => [...answers, ...missingBptValues(type, answers).map(newBptAnswer)]
