import { type DomainMessage, domainMessage } from '../domain-message.ts'
import type { co2CalculationLabels, co2CalculationTypes, co2QuestionTypes } from '../enums.ts'

// The CO2 question warnings of docs/product.md §5: what a question needs for its calculation to
// work, read against the whole quiz. Warnings, not refusals: a quiz is built question by question,
// so a car question may be saved before the question that asks for the car's fuel exists. The
// drawer shows them live while editing, the list marks the questions that have any, and the demo
// quiz has none.

export type Co2QuestionType = (typeof co2QuestionTypes)[number]
export type Co2CalculationType = (typeof co2CalculationTypes)[number]
export type Co2CalculationLabel = (typeof co2CalculationLabels)[number]

/** What the warnings read of a question (the drawer's values, or a stored question). */
export type WarnedQuestion = {
  id: number
  questionType: Co2QuestionType
  calculationType: Co2CalculationType | null
  calculationLabels: readonly Co2CalculationLabel[]
  categoryIds: readonly number[]
  chainQuestionId: number | null
  partQuestionIds: readonly number[]
  answers: readonly {
    followUpQuestionId: number | null
    calculationLabels: readonly Co2CalculationLabel[]
    providesLabels: readonly Co2CalculationLabel[]
  }[]
}

/** docs/product.md §5, word for word. */
export const co2WarningMessages = {
  needsAnswers: 'Ensure this question has answers',
  noAnswers: 'This question should not have answers',
  needsParts: 'This question should have part questions',
  needsChain: 'This question should have a chain question',
  needsFollowUp: 'At least one answer with a follow up should be available',
  oneCategory: 'Only use one category',
  missingLabel: 'A question with the label "{label}" should exist',
  missingType: 'A question with the calculation type "{type}" should exist',
} as const

/** The labels each calculation reads (docs/product.md §5): a question carrying each must exist. */
export const labelsRead: Partial<Record<Co2CalculationType, readonly Co2CalculationLabel[]>> = {
  car: ['car fuel', 'car km', 'car sharing', 'car passengers'],
  motor: ['motor fuel', 'motor passengers'],
  houseSize: ['house type', 'house age', 'house occupants'],
  electricity: ['house type', 'house age', 'house occupants'],
  diet: ['fruit and veg', 'organic', 'food waste'],
  electricityUsage: ['house occupants'],
  gasUsage: ['house occupants'],
}

/** The calculation types a calculation needs beside it: electricity reads the house's size. */
export const typesRead: Partial<Record<Co2CalculationType, readonly Co2CalculationType[]>> = {
  electricity: ['houseSize'],
}

/** The labels a question carries: its own, and its answers' (those they are read by and provide). */
const labelsOf = (question: WarnedQuestion) =>
  new Set([
    ...question.calculationLabels,
    ...question.answers.flatMap((answer) => [...answer.calculationLabels, ...answer.providesLabels]),
  ])

/**
 * The warnings of `question` in `quiz` (the other questions; the question itself may be among them
 * in its stored form: the one passed wins). In the order the drawer shows them: the question's own
 * shape first, then what its calculation needs elsewhere.
 */
export function co2QuestionWarnings(
  question: WarnedQuestion,
  quiz: readonly WarnedQuestion[],
): DomainMessage[] {
  const m = co2WarningMessages
  const warnings: DomainMessage[] = []
  const hasAnswers = question.answers.length > 0
  if (question.questionType === 'answers' && !hasAnswers) warnings.push(domainMessage(m.needsAnswers))
  if (question.questionType === 'user-input' && hasAnswers) warnings.push(domainMessage(m.noAnswers))
  if (question.questionType === 'parts-question') {
    if (!question.partQuestionIds.length) warnings.push(domainMessage(m.needsParts))
    if (hasAnswers) warnings.push(domainMessage(m.noAnswers))
  }
  if (question.categoryIds.length > 1) warnings.push(domainMessage(m.oneCategory))

  const type = question.calculationType
  if (type === 'flying' && question.chainQuestionId === null) warnings.push(domainMessage(m.needsChain))
  if (type === 'mobility' && !question.answers.some((answer) => answer.followUpQuestionId !== null))
    warnings.push(domainMessage(m.needsFollowUp))
  if (!type) return warnings

  const all = [question, ...quiz.filter((each) => each.id !== question.id)]
  const carried = new Set(all.flatMap((each) => [...labelsOf(each)]))
  for (const label of labelsRead[type] ?? []) {
    if (!carried.has(label)) warnings.push(domainMessage(m.missingLabel, { label }))
  }
  const types = new Set(all.map((each) => each.calculationType))
  for (const needed of typesRead[type] ?? []) {
    if (!types.has(needed)) warnings.push(domainMessage(m.missingType, { type: needed }))
  }
  return warnings
}
