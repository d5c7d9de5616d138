import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'

/**
 * Rate-limit counters in the database (fixed window), so several server instances on one
 * PostgreSQL share them and a restart does not reset an attacker's count.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = new Date()
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

    child(routeOptions: { path: string; method?: string | string[] }) {
      return new DatabaseStore(`${this.prefix}${routeOptions.method}:${routeOptions.path}:`)
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor
}
