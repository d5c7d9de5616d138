import type { PreparedQuiz } from './prepare.ts'

// The quiz as the app walks it (and the calculator and the Quiz overview show it): the main
// questions in quiz order, each on a page with its parts, followed by what it leads to — the
// follow-up questions of the answers chosen on that page, the next question of its chain, then its
// sub questions. A follow-up question is asked only when an answer leading to it is chosen; a chain
// or sub question always comes with the question before it.

/** Why a question is on the walk. */
export type WalkReason = 'main' | 'follow-up' | 'chain' | 'sub'

/** One page of the walk: a question and its parts (asked on the same page). */
export type WalkStep = { questionId: number; parts: readonly number[]; reason: WalkReason; depth: number }

/** The answer chosen for each question so far (null: answered by typing, or nothing chosen). */
export type ChosenAnswers = ReadonlyMap<number, number | null>

/** Questions asked only after another: parts, chain successors, follow-ups and sub questions. */
function askedAfterAnother(quiz: PreparedQuiz): Set<number> {
  const after = new Set<number>()
  for (const question of quiz.quiz.questions) {
    if (question.partQuestionId !== null && quiz.questions.has(question.partQuestionId))
      after.add(question.id)
    if (question.parentQuestionId != null && quiz.questions.has(question.parentQuestionId))
      after.add(question.id)
    if (question.chainQuestionId !== null && question.chainQuestionId !== question.id)
      after.add(question.chainQuestionId)
    for (const answer of question.answers) {
      if (answer.followUpQuestionId !== null && answer.followUpQuestionId !== question.id)
        after.add(answer.followUpQuestionId)
    }
  }
  return after
}

/**
 * The pages of the quiz for the answers chosen so far. Each question is on it at most once (the
 * first way it is reached), so links that come back on themselves end the walk there.
 */
export function quizWalk(quiz: PreparedQuiz, chosen: ChosenAnswers): WalkStep[] {
  const steps: WalkStep[] = []
  const placed = new Set<number>()
  const after = askedAfterAnother(quiz)
  const subsOf = new Map<number, number[]>()
  for (const question of quiz.quiz.questions) {
    const parent = question.parentQuestionId
    if (parent != null && parent !== question.id)
      subsOf.set(parent, [...(subsOf.get(parent) ?? []), question.id])
  }

  const visit = (questionId: number, reason: WalkReason, depth: number) => {
    const question = quiz.questions.get(questionId)
    if (!question || placed.has(questionId)) return
    placed.add(questionId)
    const parts = (quiz.parts.get(questionId) ?? []).filter((part) => !placed.has(part))
    for (const part of parts) placed.add(part)
    steps.push({ questionId, parts, reason, depth })
    for (const onPage of [questionId, ...parts]) {
      const answerId = chosen.get(onPage)
      const answer = answerId == null ? undefined : quiz.answers.get(answerId)
      const followUp = answer?.questionId === onPage ? answer.answer.followUpQuestionId : null
      if (followUp !== null && followUp !== undefined) visit(followUp, 'follow-up', depth + 1)
    }
    if (question.chainQuestionId !== null) visit(question.chainQuestionId, 'chain', depth)
    for (const sub of subsOf.get(questionId) ?? []) visit(sub, 'sub', depth + 1)
  }

  for (const question of quiz.quiz.questions) {
    if (!after.has(question.id)) visit(question.id, 'main', 0)
  }
  return steps
}

/** Every question on the walk, pages and their parts, in order. */
export const questionsOnWalk = (steps: readonly WalkStep[]): number[] =>
  steps.flatMap((step) => [step.questionId, ...step.parts])
