import { type DomainMessage, domainMessage } from '../domain-message.ts'
import type { EngineAnswer, EngineQuestion, GivenAnswer } from './model.ts'
import type { PreparedQuiz } from './prepare.ts'

/** The largest number a person can type (km a year, euro a month, litres): past it is a typo. */
export const CO2_INPUT_MAX = 1_000_000
/** The most answers one results request may carry: a quiz has a few dozen questions. */
export const MAX_GIVEN_ANSWERS = 1_000

/** What a refused answer set says, in English (the console shows them in its language). */
export const co2AnswerSetMessages = {
  unknownQuestion: 'There is no CO2 question {id}.',
  notItsAnswer: 'Answer {answerId} is not an answer of question {questionId}.',
  answeredTwice: 'Question {id} is answered more than once.',
  throughParts: 'Question {id} is answered through its parts.',
  chooseAnswer: 'Question {id} needs one of its answers.',
  inputNeeded: 'Enter a number for question {id}.',
  inputRange: 'Must be a number from 0 to {max}.',
} as const

/** One refusal: where in the request (`['answers', 3, 'answerId']`) and why. */
export type AnswerSetProblem = { path: (string | number)[]; message: DomainMessage }

/** What one question was answered with: its chosen answer, and what was typed (Other, user input). */
export type Given = { answer: EngineAnswer | null; input: number | null }

const m = co2AnswerSetMessages
const inRange = (value: number) => Number.isFinite(value) && value >= 0 && value <= CO2_INPUT_MAX

/** Why one given answer cannot be counted, or null. */
function problemOf(quiz: PreparedQuiz, given: GivenAnswer): AnswerSetProblem | null {
  const question: EngineQuestion | undefined = quiz.questions.get(given.questionId)
  if (!question)
    return { path: ['questionId'], message: domainMessage(m.unknownQuestion, { id: given.questionId }) }
  const id = question.id
  if (question.questionType === 'parts-question')
    return { path: ['questionId'], message: domainMessage(m.throughParts, { id }) }
  if (given.answerId !== null) {
    const answer = quiz.answers.get(given.answerId)
    if (!answer || answer.questionId !== id)
      return {
        path: ['answerId'],
        message: domainMessage(m.notItsAnswer, { answerId: given.answerId, questionId: id }),
      }
    if (!answer.answer.isOther) return null
  } else if (question.questionType === 'answers') {
    return { path: ['answerId'], message: domainMessage(m.chooseAnswer, { id }) }
  }
  // A user-input question, or an Other answer: what was typed counts.
  if (given.inputValue === null)
    return { path: ['inputValue'], message: domainMessage(m.inputNeeded, { id }) }
  if (!inRange(given.inputValue))
    return { path: ['inputValue'], message: domainMessage(m.inputRange, { max: CO2_INPUT_MAX }) }
  return null
}

/** Every refusal of an answer set, each at its place in the request's `answers` list. */
export function answerSetProblems(quiz: PreparedQuiz, answers: readonly GivenAnswer[]): AnswerSetProblem[] {
  const problems: AnswerSetProblem[] = []
  const seen = new Set<number>()
  answers.forEach((given, index) => {
    const problem = problemOf(quiz, given)
    // A refused answer does not count as the question's answer: the next one may still be its first.
    if (problem) problems.push({ ...problem, path: ['answers', index, ...problem.path] })
    else if (seen.has(given.questionId))
      problems.push({
        path: ['answers', index, 'questionId'],
        message: domainMessage(m.answeredTwice, { id: given.questionId }),
      })
    else seen.add(given.questionId)
  })
  return problems
}

/**
 * The answers that count, by question, read in the order they were given (the order a person chose
 * them in): an answer that resets questions drops what they were answered with before it; answered
 * again after it, they count again. Answers the checks above refuse are left out, and of a question
 * answered twice the first counts, so the engine never meets either.
 */
export function resolveAnswers(quiz: PreparedQuiz, answers: readonly GivenAnswer[]): Map<number, Given> {
  const resolved = new Map<number, Given>()
  const seen = new Set<number>()
  for (const given of answers) {
    if (seen.has(given.questionId) || problemOf(quiz, given)) continue
    seen.add(given.questionId)
    const answer = given.answerId === null ? null : (quiz.answers.get(given.answerId)?.answer ?? null)
    const typed = answer === null || answer.isOther ? given.inputValue : null
    for (const reset of answer?.resetsQuestions ?? []) if (reset !== given.questionId) resolved.delete(reset)
    resolved.set(given.questionId, { answer, input: typed })
  }
  return resolved
}
