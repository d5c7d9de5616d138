import type { Co2Quiz, EngineAnswer, EngineQuestion } from './model.ts'

/**
 * The quiz indexed once for many calculations (the calculator recomputes on every answer): the
 * questions and answers by id, the parts of each parts question, and each question's place.
 */
export type PreparedQuiz = {
  quiz: Co2Quiz
  questions: ReadonlyMap<number, EngineQuestion>
  answers: ReadonlyMap<number, { questionId: number; answer: EngineAnswer }>
  parts: ReadonlyMap<number, readonly number[]>
  /** Each question's position in the quiz as given (the quiz's order). */
  order: ReadonlyMap<number, number>
}

const prepared = new WeakMap<Co2Quiz, PreparedQuiz>()

/** The category a question's result goes to: its first (docs/product.md §5 allows one). */
export const categoryOf = (question: EngineQuestion): number | null => question.categoryIds[0] ?? null

export function prepareQuiz(quiz: Co2Quiz): PreparedQuiz {
  const known = prepared.get(quiz)
  if (known) return known
  const questions = new Map<number, EngineQuestion>()
  const answers = new Map<number, { questionId: number; answer: EngineAnswer }>()
  const parts = new Map<number, number[]>()
  const order = new Map<number, number>()
  for (const [position, question] of quiz.questions.entries()) {
    questions.set(question.id, question)
    order.set(question.id, position)
    for (const answer of question.answers) answers.set(answer.id, { questionId: question.id, answer })
  }
  for (const question of quiz.questions) {
    const whole = question.partQuestionId
    if (whole !== null && whole !== question.id && questions.has(whole)) {
      parts.set(whole, [...(parts.get(whole) ?? []), question.id])
    }
  }
  const result: PreparedQuiz = { quiz, questions, answers, parts, order }
  prepared.set(quiz, result)
  return result
}
