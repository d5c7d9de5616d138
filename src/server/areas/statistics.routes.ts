import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type StatisticsSeriesName,
  type StatsSeries,
  statisticsHeaders,
  statisticsQuery,
  statisticsSeriesNames,
  statsSeriesSchema,
} from '../../domain/contracts/statistics.ts'
import { defaultLang, type Lang } from '../../domain/lang.ts'
import type { Queryable } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../errors.ts'
import { userInterestsSeries, userMotivationSeries } from './statistics.categories.ts'
import { type FixedDaySeriesName, fixedDaySeries } from './statistics.days.ts'
import { periodTimeZone } from './statistics.period.ts'
import { userCo2Series } from './statistics.user-co2.ts'

type SeriesQuery = (db: Queryable, lang: Lang, zone: string) => Promise<StatsSeries>

const fixedDay =
  (name: FixedDaySeriesName): SeriesQuery =>
  (db, _lang, zone) =>
    fixedDaySeries(db, name, zone)

/** How each series is counted (docs/choices.md "Statistics"). */
const seriesQueries: Record<StatisticsSeriesName, SeriesQuery> = {
  'quizzes-started-finished': fixedDay('quizzes-started-finished'),
  'quizzes-daily': fixedDay('quizzes-daily'),
  'actions-added': fixedDay('actions-added'),
  'actions-done': fixedDay('actions-done'),
  'user-co2': userCo2Series,
  'users-per-day': fixedDay('users-per-day'),
  'user-interests': userInterestsSeries,
  'user-motivation': userMotivationSeries,
}

/**
 * A query string key is refused by its name (`statisticsQuery` is strict, but its issue has no
 * path): 400 with `fields: {days: 'Unknown field "days".'}`, as an unknown body field is.
 */
async function refuseQueryKeys(request: FastifyRequest) {
  const keys = Object.keys((request.query ?? {}) as object)
  if (keys.length === 0) return
  // At most 20 keys, each cut to 100 characters: enough to see the mistake, not a copy of the request.
  const named = keys.slice(0, 20).map((key) => key.slice(0, 100))
  const fields = Object.fromEntries(named.map((key) => [key, `Unknown field "${key}".`]))
  throw badRequest(Object.values(fields)[0]!, fields)
}

/**
 * `GET /api/statistics/<name>` (docs/product.md §7 "Statistics", src/domain/contracts/statistics.ts):
 * one stats series over the last `STATISTICS_DAYS` days in the server's time zone, counted in the
 * database. No query string (a key is a 400 naming it); `lang` en or nl (else 400) for the labels
 * that are data (categories, motivations). Admins only, like every CMS route.
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const name of statisticsSeriesNames) {
    app.get(
      `/statistics/${name}`,
      {
        schema: {
          querystring: statisticsQuery,
          headers: statisticsHeaders,
          response: { 200: statsSeriesSchema },
        },
        preValidation: refuseQueryKeys,
      },
      async (request) =>
        seriesQueries[name](db, request.headers.lang ?? defaultLang, await periodTimeZone(db)),
    )
  }
}
