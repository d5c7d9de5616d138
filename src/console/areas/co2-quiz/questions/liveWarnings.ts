import {
  type Co2CalculationLabel,
  type Co2CalculationType,
  type Co2QuestionType,
  co2QuestionWarnings,
  type WarnedQuestion,
} from '../../../../domain/co2/warnings.ts'
import { UNSAVED_ID } from '../../../../domain/constants.ts'
import type { DomainMessage } from '../../../../domain/domain-message.ts'

/** What the warnings read of the stored quiz: each question as the API answers it. */
export type StoredQuestion = WarnedQuestion & { partQuestionId: number | null }

/** What the warnings read of the drawer's form, as it is while being filled in (any field may be unset). */
export type FormShape = {
  questionType?: Co2QuestionType
  calculationType?: Co2CalculationType | null
  calculationLabels?: readonly Co2CalculationLabel[]
  categoryIds?: readonly number[]
  chainQuestionId?: number | null
  answers?: readonly {
    followUpQuestionId?: number | null
    calculationLabels?: readonly Co2CalculationLabel[]
    providesLabels?: readonly Co2CalculationLabel[]
  }[]
}

/**
 * The question as the drawer's form has it now, in the shape the warnings read. Its parts are not
 * a field of the form (a part names its parts question, `partQuestionId`), so they are the stored
 * questions that name this one; a new question has none yet.
 */
export function warnedQuestionOf(
  values: FormShape,
  id: number,
  quiz: readonly StoredQuestion[],
): WarnedQuestion {
  return {
    id,
    questionType: values.questionType ?? 'answers',
    calculationType: values.calculationType ?? null,
    calculationLabels: values.calculationLabels ?? [],
    categoryIds: values.categoryIds ?? [],
    chainQuestionId: values.chainQuestionId ?? null,
    partQuestionIds:
      id === UNSAVED_ID ? [] : quiz.filter((each) => each.partQuestionId === id).map((each) => each.id),
    answers: (values.answers ?? []).map((answer) => ({
      followUpQuestionId: answer.followUpQuestionId ?? null,
      calculationLabels: answer.calculationLabels ?? [],
      providesLabels: answer.providesLabels ?? [],
    })),
  }
}

/**
 * docs/product.md §5's warnings for the question being edited, live: its form's values read
 * against the rest of the stored quiz (its own stored form is replaced by the one being edited).
 */
export function liveWarnings(
  values: FormShape,
  id: number,
  quiz: readonly StoredQuestion[],
): DomainMessage[] {
  return co2QuestionWarnings(warnedQuestionOf(values, id, quiz), quiz)
}

/** Every stored question's warnings, by id: what the list marks. */
export function warningsByQuestion(quiz: readonly StoredQuestion[]): ReadonlyMap<number, DomainMessage[]> {
  return new Map(quiz.map((question) => [question.id, co2QuestionWarnings(question, quiz)]))
}
