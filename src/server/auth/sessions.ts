import { hash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'

export const SESSION_COOKIE = 'accessToken'

// One call, no Hash object: building one took half of a session lookup's own time (issue 19).
const hashToken = (token: string) => hash('sha256', token, 'hex')

export async function createSession(db: Db, userId: number, ttlHours: number) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000)
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt })
  // Expired rows are of no use to anyone; clearing them here keeps the table small without a job.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
  return { token, expiresAt }
}

const sessionUserQuery = (db: Db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user')

// Every signed-in request runs this lookup: prepared once per database, it is neither rebuilt by
// Drizzle nor planned again by PostgreSQL (issue 11, the API's cost over its SQL).
const prepared = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>()

export async function findSessionUser(db: Db, token: string) {
  let query = prepared.get(db)
  if (!query) {
    query = sessionUserQuery(db)
    prepared.set(db, query)
  }
  const [row] = await query.execute({ tokenHash: hashToken(token), now: new Date() })
  return row?.user
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Ends every session of a user, except the one of `keepToken` when given (the caller's own). */
export async function revokeUserSessions(db: Pick<Db, 'delete'>, userId: number, keepToken?: string) {
  const kept = keepToken === undefined ? undefined : ne(sessions.tokenHash, hashToken(keepToken))
  await db.delete(sessions).where(and(eq(sessions.userId, userId), kept))
}
