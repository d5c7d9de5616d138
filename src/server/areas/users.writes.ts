import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { userActionAnswerSchema, userContract, userFullDtoSchema } from '../../domain/contracts/users.ts'
import { resetPasswordSchema, userMessages } from '../../domain/users.ts'
import { idParam } from '../../domain/validation.ts'
import { hashPassword } from '../auth/password.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import { expectedVersionOf, type Queryable, readExpectedVersion, type ZodApp } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { dbErrorInfo } from '../db/errors.ts'
import { userCo2Answers, users } from '../db/schema.ts'
import { conflict, HttpError, notFound, StaleWriteError } from '../errors.ts'
import { clearUserCo2Result } from './statistics.co2-results.ts'
import { requireAnotherAdmin } from './users.admins.ts'
import { toUserRecord } from './users.mapper.ts'
import { findUser } from './users.query.ts'

/**
 * What a client may send with a user edit and have ignored (docs/product.md §3: the app owns these, the
 * original console removed them before sending): the app's own records and the device id, plus
 * the read-only panels of `GET /api/user/:id/full`, so that record can be sent back as read.
 */
const IGNORED_ON_EDIT = [
  ...new Set([
    'deviceID',
    'stories',
    'actions',
    'initiatives',
    'infographics',
    'steps',
    'userCo2QuizAnswers',
    ...Object.keys(userFullDtoSchema.shape),
  ]),
]

const emailTaken = () => conflict(userMessages.emailTaken, { email: userMessages.emailTaken })

/** No other user has this e-mail in any letter case (the unique index says the same). */
async function checkEmailFree(tx: Queryable, email: string | null, exceptId?: number) {
  if (!email) return
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1)
  if (taken) throw emailTaken()
}

/** A concurrent write that took the e-mail between the check and the write is the same 409. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const info = error instanceof HttpError ? undefined : dbErrorInfo(error)
    if (info?.code === '23505' && info.constraint === 'users_email_unique') throw emailTaken()
    throw error
  }
}

/**
 * A user read with GET and sent back has `email: null` when it has none; the form's schema says
 * none with ''. Both mean the same, so the record goes back as it was read.
 */
async function nullEmailAsNone(request: FastifyRequest) {
  const body = request.body as { email?: unknown } | null
  if (body && typeof body === 'object' && !Array.isArray(body) && body.email === null) body.email = ''
}

/** The e-mail as stored: none rather than empty (device users have none). */
const storedEmail = (email: string) => email || null

/**
 * The user drawer's writes (docs/product.md §2 "User drawer", §7 "Users"):
 * - `POST /api/user` → 201 the new user (no password until one is reset).
 * - `PUT /api/user-admin/:id` → 200 the user; 404; 409 stale version, e-mail in use, own level,
 *   last admin.
 * - `PUT /api/user/reset-password` `{id, password}` → 200 `{id, message}`; ends the user's sessions.
 * - `POST /api/user/bpt/:id`, `POST /api/user/co2quiz/:id` → 200 `{id, message}`; 404.
 */
export function registerUserWrites(app: ZodApp, db: Db) {
  app.post(
    userContract.path,
    { schema: { body: userContract.create, response: { 201: userContract.dto } } },
    async (request, reply) => {
      const { firstName, lastName, email, level } = request.body
      const id = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          await checkEmailFree(tx, storedEmail(email))
          const [row] = await tx
            .insert(users)
            .values({ firstName, lastName, email: storedEmail(email), level })
            .returning({ id: users.id })
          return row!.id
        }),
      )
      return reply.status(201).send(toUserRecord(await findUser(db, id)))
    },
  )

  app.put(
    `${userContract.updatePath}/:id`,
    {
      schema: { params: idParam, body: userContract.update, response: { 200: userContract.dto } },
      preValidation: [readExpectedVersion, nullEmailAsNone],
      config: { ignoredBodyFields: IGNORED_ON_EDIT },
    },
    async (request) => {
      const { id } = request.params
      const { firstName, lastName, level } = request.body
      const email = storedEmail(request.body.email)
      await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const [existing] = await tx.select().from(users).where(eq(users.id, id)).for('update')
          if (!existing) throw notFound('User')
          const expected = expectedVersionOf(request)
          if (expected !== undefined && expected !== existing.version) {
            throw new StaleWriteError(existing.version)
          }
          if (level !== existing.level) {
            if (id === request.user?.id)
              throw conflict(userMessages.ownLevel, { level: userMessages.ownLevel })
            if (existing.level === 'admin') await requireAnotherAdmin(tx, id, userMessages.lastAdmin)
          }
          if (email?.toLowerCase() !== existing.email?.toLowerCase()) await checkEmailFree(tx, email, id)
          const unchanged =
            firstName === existing.firstName &&
            lastName === existing.lastName &&
            email === existing.email &&
            level === existing.level
          if (unchanged) return
          await tx
            .update(users)
            .set({ firstName, lastName, email, level, version: sql`${users.version} + 1` })
            .where(eq(users.id, id))
        }),
      )
      return toUserRecord(await findUser(db, id))
    },
  )

  app.put(
    '/user/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: userActionAnswerSchema } } },
    async (request) => {
      const { id, password } = request.body
      // Hashed before the transaction: no row stays locked for the ~10 ms argon2id takes.
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, id))
          .returning({ id: users.id })
        if (!row) throw notFound('User')
        // Whoever knew the old password is signed out everywhere. An admin resetting their own
        // keeps the session they are using (the one that proved who they are just now).
        const own = id === request.user?.id ? (request.sessionToken ?? undefined) : undefined
        await revokeUserSessions(tx, id, own)
      })
      return { id, message: userMessages.passwordReset }
    },
  )

  app.post(
    '/user/bpt/:id',
    { schema: { params: idParam, response: { 200: userActionAnswerSchema } } },
    async (request) => {
      const { id } = request.params
      const [row] = await db
        .update(users)
        .set({ bptInfo: null })
        .where(eq(users.id, id))
        .returning({ id: users.id })
      if (!row) throw notFound('User')
      return { id, message: userMessages.bptReset }
    },
  )

  app.post(
    '/user/co2quiz/:id',
    { schema: { params: idParam, response: { 200: userActionAnswerSchema } } },
    async (request) => {
      const { id } = request.params
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id))
        if (!user) throw notFound('User')
        await tx.delete(userCo2Answers).where(eq(userCo2Answers.userId, id))
        await clearUserCo2Result(tx, id)
      })
      return { id, message: userMessages.co2QuizReset }
    },
  )
}
