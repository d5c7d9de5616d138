// The statistics area's names and shapes, shared by both halves without zod (the console's first
// download reads the chart pages' slugs); the contract's schemas are in contracts/statistics.ts.

/**
 * The statistics endpoints (docs/product.md §7 "Statistics"): `GET /api/statistics/<name>`, no
 * body, no query string. Each answers a stats series (§3): `[{label, stackedValues: [{label, value}]}]`.
 */
export const statisticsSeriesNames = [
  'quizzes-started-finished',
  'quizzes-daily',
  'actions-added',
  'actions-done',
  'user-co2',
  'users-per-day',
  'user-interests',
  'user-motivation',
] as const
export type StatisticsSeriesName = (typeof statisticsSeriesNames)[number]

/**
 * How each series is laid out (docs/choices.md "Statistics"):
 * - `day`: one entry per day of the period, oldest first, `label` the day as `YYYY-MM-DD` in the
 *   server's time zone; every day is there, a day without activity with zeros.
 * - `category`: one entry per value (a category, a motivation), `label` its name in the request's
 *   language, largest first.
 * A stacked value's `label` is a fixed key (below) where the stack is a fixed set, so the console
 * names it in its language; where it is data (a category) it is that data's name in the request's
 * language.
 */
export const statisticsSeriesLayout: Record<StatisticsSeriesName, 'day' | 'category'> = {
  'quizzes-started-finished': 'day',
  'quizzes-daily': 'day',
  'actions-added': 'day',
  'actions-done': 'day',
  'user-co2': 'day',
  'users-per-day': 'day',
  'user-interests': 'category',
  'user-motivation': 'category',
}

/** The fixed keys of the stacks that are a fixed set, per series (the others stack data). */
export const statisticsStackKeys = {
  'quizzes-started-finished': ['started', 'finished'],
  'quizzes-daily': ['correct', 'wrong'],
  'actions-added': ['action', 'tips'],
  'actions-done': ['action', 'tips'],
  'users-per-day': ['device', 'registered-user'],
  'user-interests': ['users'],
  'user-motivation': ['users'],
} as const satisfies Partial<Record<StatisticsSeriesName, readonly string[]>>

/**
 * The chart pages (`/statistics/{slug}`, docs/product.md §2) and the series each shows, in the
 * order shown. Users per day sits with the users' interests and motivation: the page about who the
 * app's users are.
 */
export const statisticsPages = {
  quizzes: ['quizzes-started-finished', 'quizzes-daily'],
  actions: ['actions-added', 'actions-done'],
  'co2-scan': ['user-co2'],
  'user-interests': ['user-interests', 'user-motivation', 'users-per-day'],
} as const satisfies Record<string, readonly StatisticsSeriesName[]>
export type StatisticsSlug = keyof typeof statisticsPages
export const statisticsSlugs = Object.keys(statisticsPages) as StatisticsSlug[]
