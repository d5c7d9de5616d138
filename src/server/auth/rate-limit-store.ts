import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'

/** How often rows of ended windows are deleted. */
export const PRUNE_INTERVAL_MS = 60_000

/**
 * Rate-limit counters in the database (fixed window), so several server instances on one
 * PostgreSQL share them and a restart does not reset an attacker's count.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  // Every client address leaves a row; rows whose window ended are deleted at most once a minute,
  // on the next counted request, so the table stays as small as the number of recent clients.
  let lastPrune = 0
  const prune = (now: Date) => {
    if (now.getTime() - lastPrune < PRUNE_INTERVAL_MS) return
    lastPrune = now.getTime()
    db.delete(rateLimits)
      .where(lt(rateLimits.resetAt, now))
      .catch(() => {
        lastPrune = 0
      })
  }
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = new Date()
      prune(now)
      const resetAt = new Date(now.getTime() + timeWindow)
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`
      db.insert(rateLimits)
        .values({ key: this.prefix + key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .then(([row]) => {
          const ttl = Math.max(0, (row?.resetAt ?? resetAt).getTime() - Date.now())
          callback(null, { current: row?.count ?? 1, ttl })
        })
        .catch((error: Error) => callback(error))
    }

    /** One count per route: @fastify/rate-limit hands the route over as `routeInfo`. */
    child(params: unknown) {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo
      const { method, url } = route ?? {}
      return new DatabaseStore(`${this.prefix}${[method].flat().join(',')}:${url}:`)
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor
}
