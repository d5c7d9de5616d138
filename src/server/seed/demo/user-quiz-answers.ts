import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { quizAnswers, quizQuestions, type userQuizAnswers } from '../../db/schema.ts'
import { demoQuizQuestions } from './quiz-data.ts'
import { activityDate, type Random } from './random.ts'

/** A seeded quiz question: its answers in order, each with the share of users who pick it. */
export type DemoAnsweredQuestion = { id: number; answers: { id: number; share: number }[] }

type Window = { from: Date; to: Date; now: Date }
type QuizRow = typeof userQuizAnswers.$inferInsert

/** Fewest and most answers a question gets in all (the stories' answers count towards them). */
const ANSWERS_PER_QUESTION = [35, 180] as const

/** The seeded quiz questions with the shares of their demo data (quiz-data*.ts; 1 each if unknown). */
export async function loadQuizQuestions(db: Db): Promise<DemoAnsweredQuestion[]> {
  const questions = await db
    .select({ id: quizQuestions.id, title: quizQuestions.title })
    .from(quizQuestions)
    .orderBy(asc(quizQuestions.id))
  const answers = await db
    .select({ id: quizAnswers.id, questionId: quizAnswers.questionId })
    .from(quizAnswers)
    .orderBy(asc(quizAnswers.questionId), asc(quizAnswers.index))
  return questions.map((question) => {
    const demo = demoQuizQuestions.find((each) => each.title.en === question.title.en)
    return {
      id: question.id,
      answers: answers
        .filter((answer) => answer.questionId === question.id)
        .map((answer, i) => ({ id: answer.id, share: demo?.answers[i]?.share ?? 1 })),
    }
  })
}

/** The answer a user picks: as many users pick each answer as its share says, give or take chance. */
export function pickAnswer(random: Random, question: DemoAnsweredQuestion): number {
  const total = question.answers.reduce((sum, answer) => sum + answer.share, 0)
  let left = random.next() * total
  for (const answer of question.answers) {
    left -= answer.share
    if (left < 0) return answer.id
  }
  return question.answers.at(-1)!.id
}

/**
 * Answers beyond those given in stories, so each question's statistics rest on a few dozen to
 * nearly two hundred users (questions also reach users outside stories): for each question, users
 * who have not answered it yet, each once, at a moment of their active period (busier days likelier).
 */
export function moreQuizAnswers(
  random: Random,
  questions: DemoAnsweredQuestion[],
  people: { userId: number; window: Window }[],
  rows: QuizRow[],
) {
  const [fewest, most] = ANSWERS_PER_QUESTION
  for (const question of questions) {
    if (question.answers.length === 0) continue
    const answered = new Set(rows.filter((row) => row.questionId === question.id).map((row) => row.userId))
    const wanted = random.int(fewest, Math.max(fewest, Math.min(most, people.length))) - answered.size
    const others = people.filter((person) => !answered.has(person.userId))
    for (const { userId, window } of random.sample(others, Math.max(0, wanted))) {
      rows.push({
        userId,
        questionId: question.id,
        answerId: pickAnswer(random, question),
        creationDate: activityDate(random, window.from, window.to, window.now),
      })
    }
  }
}
