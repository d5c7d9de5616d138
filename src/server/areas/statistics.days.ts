import { type SQL, sql } from 'drizzle-orm'
import { type StatsSeries, statisticsStackKeys } from '../../domain/contracts/statistics.ts'
import type { Queryable } from '../crud/index.ts'
import {
  actions,
  quizAnswers,
  stories,
  userActions,
  userQuizAnswers,
  userStories,
  users,
} from '../db/schema.ts'
import { type DayRow, daySeries, fixedKeys, onDay, overDays, rowsOf } from './statistics.period.ts'

// The series with one bar per day and a fixed stack (docs/choices.md "Statistics"): each is one
// statement in which the database counts, for each day, the rows dated that day of each stack
// key; JavaScript only lays the 30 × 2 counts out.

type FixedDaySeries = keyof typeof statisticsStackKeys & string

/**
 * For one day of `overDays`: the rows of `from … where` whose `dated` falls on it, counted for
 * each key of `stack` (key → the condition of its rows): one `(key, value)` row per key.
 */
function counted(dated: SQL, stack: Record<string, SQL>, from: SQL, where: SQL = sql`true`) {
  const keys = Object.entries(stack)
  const column = (i: number) => sql.identifier(`n${i}`)
  return sql`select k.key, k.value from (
      select ${sql.join(
        keys.map(([, condition], i) => sql`count(*) filter (where ${condition}) as ${column(i)}`),
        sql`, `,
      )}
      ${from} where ${onDay(dated)} and ${where}
    ) c cross join lateral (values ${sql.join(
      keys.map(([key], i) => sql`(${key}::text, ${column(i)})`),
      sql`, `,
    )}) k(key, value)`
}

const quizStories = sql`from ${userStories} us join ${stories} s on s.id = us.story_id`
const isQuiz = sql`s.type = 'quiz'`
const listedActions = sql`from ${userActions} ua join ${actions} a on a.id = ua.action_id`
const byType = { action: sql`a.type = 'action'`, tips: sql`a.type = 'tips'` }

/** For each fixed day series, the rows of one day (`overDays`). */
const perDay: Record<Exclude<FixedDaySeries, 'user-interests' | 'user-motivation'>, SQL> = {
  // Quiz stories started (watched) and finished (completed), each on its own day.
  'quizzes-started-finished': sql`${counted(sql`us.watched_date`, { started: sql`true` }, quizStories, isQuiz)}
    union all ${counted(sql`us.completed_date`, { finished: sql`true` }, quizStories, isQuiz)}`,
  // Quiz questions answered, right or wrong.
  'quizzes-daily': counted(
    sql`uqa.creation_date`,
    { correct: sql`qa.correct`, wrong: sql`not qa.correct` },
    sql`from ${userQuizAnswers} uqa join ${quizAnswers} qa on qa.id = uqa.answer_id`,
  ),
  // Actions put on a user's list, by the action's type.
  'actions-added': counted(sql`ua.creation_date`, byType, listedActions),
  // Actions done, on the day they were done.
  'actions-done': counted(sql`ua.completed_date`, byType, listedActions, sql`ua.completed`),
  // New app users by level (admins are neither).
  'users-per-day': counted(
    sql`u.creation_date`,
    {
      device: sql`u.level = 'device'`,
      'registered-user': sql`u.level = 'registered-user'`,
    },
    sql`from ${users} u`,
  ),
}

export type FixedDaySeriesName = keyof typeof perDay

/** One fixed day series: 30 days, oldest first, every stack key on every day. */
export async function fixedDaySeries(
  db: Queryable,
  name: FixedDaySeriesName,
  zone: string,
): Promise<StatsSeries> {
  const rows = rowsOf<DayRow>(await db.execute(overDays(zone, perDay[name])))
  return daySeries(rows, fixedKeys(statisticsStackKeys[name]))
}
