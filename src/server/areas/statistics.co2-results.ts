import { asc, eq, inArray } from 'drizzle-orm'
import { calculateCo2 } from '../../domain/co2/calculate.ts'
import type { EngineTables } from '../../domain/co2/model.ts'
import { prepareQuiz } from '../../domain/co2/prepare.ts'
import { defaultLang } from '../../domain/lang.ts'
import type { Queryable } from '../crud/index.ts'
import { userCo2Answers, userCo2Results, users } from '../db/schema.ts'
import { loadCountryTables } from './co2-country-tables.ts'
import { loadCo2Quiz } from './co2-quiz.load.ts'

// The stored CO2 results the `user-co2` statistics read (docs/choices.md "Statistics"): SQL cannot
// run the CO2 engine, so the server runs it whenever it changes a user's CO2 answers and keeps
// what it counted, one row per category, in `user_co2_results`.

/** Rows written per insert statement (4 parameters each). */
const CHUNK = 1000

/**
 * Replaces the stored results of `userIds` with what the engine counts from their stored answers
 * now: the quiz and data tables read as `POST /api/co2-results` reads them, each user's own
 * country, the answers in the order they were given. A user without answers, or whose answers
 * count to nothing, has no rows. `calculatedDate` is the time of the user's last answer the result
 * counts (the scan's moment), so recounting after a removed answer keeps the scan on its day.
 * Categories only: a question filed under no category counts in no row. Run inside the
 * transaction that changed the answers.
 */
export async function recomputeCo2Results(db: Queryable, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return
  const ids = [...new Set(userIds)].sort((a, b) => a - b)
  // Locked in id order: two recounts of one user wait for each other instead of both inserting.
  const people = await db
    .select({ id: users.id, country: users.country })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update')
  await db.delete(userCo2Results).where(inArray(userCo2Results.userId, ids))
  const answers = await db
    .select({
      userId: userCo2Answers.userId,
      questionId: userCo2Answers.questionId,
      answerId: userCo2Answers.answerId,
      inputValue: userCo2Answers.inputValue,
      creationDate: userCo2Answers.creationDate,
    })
    .from(userCo2Answers)
    .where(inArray(userCo2Answers.userId, ids))
    .orderBy(asc(userCo2Answers.userId), asc(userCo2Answers.creationDate), asc(userCo2Answers.id))
  if (answers.length === 0) return
  const byUser = new Map<number, typeof answers>()
  for (const answer of answers) {
    const own = byUser.get(answer.userId)
    if (own) own.push(answer)
    else byUser.set(answer.userId, [answer])
  }
  const quiz = prepareQuiz(await loadCo2Quiz(db, defaultLang))
  const tablesOf = new Map<string, EngineTables>()
  const rows: (typeof userCo2Results.$inferInsert)[] = []
  for (const { id, country } of people) {
    const given = byUser.get(id)
    if (!given) continue
    if (!tablesOf.has(country)) tablesOf.set(country, await loadCountryTables(db, country))
    const result = calculateCo2(quiz, given, tablesOf.get(country)!, country)
    const calculatedDate = new Date(
      given.reduce((last, answer) => Math.max(last, answer.creationDate.getTime()), 0),
    )
    for (const { categoryId, co2value } of result.perCategory)
      if (categoryId !== null) rows.push({ userId: id, categoryId, co2value, calculatedDate })
  }
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(userCo2Results).values(rows.slice(i, i + CHUNK))
}

/** One user's results, recounted (`DELETE /api/user-co2-quiz-answer/{id}` calls it in its transaction). */
export const recomputeUserCo2Result = (db: Queryable, userId: number) => recomputeCo2Results(db, [userId])

/** Removes one user's results (their CO2 quiz was reset: no answers, no result). */
export async function clearUserCo2Result(db: Queryable, userId: number): Promise<void> {
  await db.delete(userCo2Results).where(eq(userCo2Results.userId, userId))
}
