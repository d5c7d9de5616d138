import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  loginSchema,
  REGISTER_ACCEPTED_MESSAGE,
  type RegisterResponse,
  registerSchema,
} from '../../domain/auth.ts'
import {
  currentUserDtoSchema,
  loginAnswerSchema,
  logoutAnswerSchema,
  registerAnswerSchema,
} from '../../domain/contracts/users.ts'
import { requireUser } from '../auth/guard.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { createSession, revokeSession, SESSION_COOKIE } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { HttpError } from '../errors.ts'
import { toCurrentUser } from './users.mapper.ts'

type Options = { db: Db; sessionTtlHours: number; loginRateLimit: { max: number; windowMs: number } }

const cookieOptions = (protocol: string) =>
  ({ httpOnly: true, sameSite: 'strict', secure: protocol === 'https', path: '/' }) as const

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, sessionTtlHours, loginRateLimit },
) => {
  // A new e-mail and a taken one (in any letter case, the admin's too) get the same answer after
  // the same work (one argon2id hash), so registering tells nobody which addresses have accounts.
  // Rate-limited like login: each call costs a hash.
  app.post(
    '/user/register',
    {
      schema: { body: registerSchema, response: { 201: registerAnswerSchema } },
      config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs } },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body
      const passwordHash = await hashPassword(password)
      await db
        .insert(users)
        .values({ email, firstName, lastName, passwordHash, level: 'registered-user' })
        .onConflictDoNothing()
      const answer: RegisterResponse = { message: REGISTER_ACCEPTED_MESSAGE }
      return reply.status(201).send(answer)
    },
  )

  app.post(
    '/user/login-admin',
    {
      schema: { body: loginSchema, response: { 200: loginAnswerSchema } },
      config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs } },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const [user] = await db.select().from(users).where(byEmail(email)).limit(1)
      const valid = await verifyPassword(user?.passwordHash, password)
      // Unknown e-mail, wrong password and non-admin all answer alike, so nothing leaks.
      if (!user || !valid || user.level !== 'admin') throw new HttpError(401, 'Login failed')
      const { token, expiresAt } = await createSession(db, user.id, sessionTtlHours)
      await db.update(users).set({ activeDate: new Date() }).where(eq(users.id, user.id))
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request.protocol), expires: expiresAt })
      return { accessToken: token, user: toCurrentUser(user) }
    },
  )

  app.get(
    '/user/current',
    { preHandler: requireUser, schema: { response: { 200: currentUserDtoSchema } } },
    async (request) => toCurrentUser(request.user!),
  )

  app.get('/user/logout', { schema: { response: { 200: logoutAnswerSchema } } }, async (request, reply) => {
    if (request.sessionToken) await revokeSession(db, request.sessionToken)
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request.protocol))
    return { message: 'Logged out' }
  })
}
