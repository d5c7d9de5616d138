import { z } from 'zod'
import { childListField } from '../child-list.ts'
import { mediaItemDtoSchema } from '../contracts/media.ts'
import type { QuizQuestionDto } from '../contracts/quiz-questions.ts'
import { listQuerySchema } from '../list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages } from '../media.ts'
import { maxText } from '../text-length.ts'
import { titleField } from './fields.ts'

/**
 * Quiz questions (docs/product.md §3 "question {id, title, answers}", "Quiz answer"): a question of a
 * quiz story with its answers in order. Ours: a question needs at least two answers and at least
 * one correct one, or the app would show a quiz nobody can get right.
 */
export const quizQuestionMessages = {
  answerTextRequired: 'Answer text is required.',
  answerTextTooLong: 'Answer text should be at most 300 characters.',
  answersTooFew: 'A question needs at least two answers.',
  answersTooMany: 'A question has at most 20 answers.',
  noCorrectAnswer: 'Mark at least one answer as correct.',
} as const

export const QUIZ_ANSWERS = { min: 2, max: 20 } as const

export const quizAnswerEntrySchema = z.object({
  /** Translated: written in the request language. */
  text: z
    .string({ error: quizQuestionMessages.answerTextRequired })
    .check(...maxText(300, quizQuestionMessages.answerTextTooLong))
    .trim()
    .min(1, { error: quizQuestionMessages.answerTextRequired }),
  correct: z.boolean().default(false),
})

const answersField = childListField(
  quizAnswerEntrySchema,
  QUIZ_ANSWERS.max,
  quizQuestionMessages.answersTooMany,
)
  .refine((answers) => answers.length >= QUIZ_ANSWERS.min, {
    error: quizQuestionMessages.answersTooFew,
    abort: true,
  })
  .refine((answers) => answers.some((answer) => answer.correct), {
    error: quizQuestionMessages.noCorrectAnswer,
  })

/** `POST /api/quiz-question`: the title and the answers in the request language. */
export const quizQuestionCreateSchema = z.object({
  title: titleField,
  answers: answersField,
  media: mediaListBodyField.optional(),
})

/** `PUT /api/quiz-question/:id`: the answers left out keep what is stored. */
export const quizQuestionUpdateSchema = z.object({
  title: titleField,
  answers: answersField.optional(),
  media: mediaListBodyField.optional(),
})

export const quizQuestionListQuerySchema = listQuerySchema

export const quizQuestionFormSchema = z.object({
  title: titleField,
  answers: answersField,
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type QuizQuestionFormValues = z.input<typeof quizQuestionFormSchema>

export const newQuizAnswer = () => ({ text: '', correct: false })

export const emptyQuizQuestionForm: QuizQuestionFormValues = {
  title: '',
  answers: [newQuizAnswer(), newQuizAnswer()],
  media: [],
}

export function quizQuestionToForm(record: QuizQuestionDto): QuizQuestionFormValues {
  return {
    title: record.title,
    answers: record.answers.map(({ id, text, correct }) => ({ id, text, correct })),
    media: record.media,
  }
}
