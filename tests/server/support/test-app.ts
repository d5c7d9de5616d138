import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { inject } from 'vitest'
import type { UserLevel } from '../../../src/domain/enums.ts'
import { type AppOptions, buildApp } from '../../../src/server/app.ts'
import { hashPassword } from '../../../src/server/auth/password.ts'
import { createSession } from '../../../src/server/auth/sessions.ts'
import { packageVersion } from '../../../src/server/config.ts'
import { type Db, openDatabase, openPGlite } from '../../../src/server/db/client.ts'
import { users } from '../../../src/server/db/schema.ts'
import type { PushConfig } from '../../../src/server/push/config.ts'
import { type SeedOptions, type SeedResult, seedDatabase } from '../../../src/server/seed/index.ts'
import { type FakeExpoPush, startFakeExpoPush } from '../../support/fakeExpoPush.ts'
import { adminQuery } from '../../support/postgresAdmin.ts'
import { databaseUrl, ownerPid, TEST_DB_PREFIX } from './global-setup.ts'

export const ADMIN_EMAIL = 'admin@example.com'
export const ADMIN_PASSWORD = 'correct horse battery'
export const USER_PASSWORD = 'user password 123'

export const engine: 'pglite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite'

export type TestDatabase = {
  db: Db
  engine: 'pglite' | 'postgres'
  /** postgres: the connection URL of this database. */
  url?: string
  close(): Promise<void>
}

let dump: Uint8Array<ArrayBuffer> | undefined

/** A fresh, migrated, empty database: a PGlite loaded from the run's dump, or a copy of the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (engine === 'pglite') {
    dump ??= new Uint8Array(readFileSync(inject('pgliteDump')))
    const pglite = await openPGlite(undefined, {
      loadDataDir: new Blob([dump], { type: 'application/x-gzip' }),
    })
    const database = await openDatabase({ pglite })
    return { db: database.db, engine, close: () => database.close() }
  }
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL.')
  const template = inject('postgresTemplate')
  const name = `${TEST_DB_PREFIX}${ownerPid(template)}_${randomBytes(6).toString('hex')}`
  await adminQuery(base, `create database "${name}" template "${template}"`)
  const url = databaseUrl(base, name)
  const database = await openDatabase({ url })
  let closed = false
  return {
    db: database.db,
    engine,
    url,
    close: async () => {
      if (closed) return
      closed = true
      await database.close()
      await adminQuery(base, `drop database if exists "${name}" with (force)`)
    },
  }
}

export type TestAppOptions = {
  /** Seed the admin (default), seed with other options, or leave the database empty. */
  seed?: boolean | Partial<SeedOptions>
  sessionTtlHours?: number
  /** Small by default, so the limit is reachable; `login()` uses its own client address. */
  loginRateLimit?: { max: number; windowMs: number }
  consoleDir?: string
  /** Share another app's database (that app closes it). */
  database?: TestDatabase
  onRoute?: AppOptions['onRoute']
  /** TRUST_PROXY (default false, as in production). */
  trustProxy?: AppOptions['config']['trustProxy']
  /** MAX_EVENT_LOOP_DELAY_MS (default 0 here: off, so a busy test machine never answers 503). */
  maxEventLoopDelayMs?: number
  /**
   * The push service: by default this app's own fake Expo service (`push`, answering `ok`), so no
   * test reaches the internet; `url`, `timeoutMs` and `accessToken` override the configuration.
   */
  push?: Partial<PushConfig>
  /** The file store on this app's data folder (default: its `files/` folder), e.g. one that fails on purpose. */
  files?: (dataDir: string) => NonNullable<AppOptions['files']>
  /** How answers are written (default: checked, as in every test; `compiled` as in production). */
  answers?: AppOptions['answers']
}

export type Credentials = { cookie: string; token: string; user: { id: number; email: string | null } }

export type TestApp = {
  app: FastifyInstance
  db: Db
  database: TestDatabase
  dataDir: string
  seed: SeedResult | null
  /** Signs in through the API; each call comes from its own address so it does not use up the rate limit. */
  login(email?: string, password?: string): Promise<Credentials>
  /** Inserts a user directly (any level), with a password that `login` accepts. */
  createUser(values?: Partial<typeof users.$inferInsert> & { password?: string }): Promise<TestUser>
  /** A session for any user, as the app would hand out (login-admin only serves admins). */
  sessionFor(userId: number, ttlHours?: number): Promise<Credentials>
  /** `cookie` header value for the seeded admin's session (empty when not seeded). */
  adminCookie: string
  adminToken: string
  /** This app's fake Expo push service (its scenario can be changed at any time). */
  push: FakeExpoPush
  /** A request as the console sends it: the admin's cookie, the `cms` header, optional `lang`. */
  asAdmin(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

export type TestUser = typeof users.$inferSelect & { password: string }

let clientNumber = 0
const nextAddress = () => {
  clientNumber++
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`
}
let userNumber = 0

export const cookieHeader = (token: string) => `accessToken=${token}`

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database
  const database = options.database ?? (await createTestDatabase())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-test-data-'))
  const { db } = database
  let seed: SeedResult | null = null
  if (options.seed !== false) {
    seed = await seedDatabase(db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      demo: false,
      ...(typeof options.seed === 'object' ? options.seed : {}),
    })
  }
  const push = await startFakeExpoPush()
  const app = await buildApp({
    db,
    onRoute: options.onRoute,
    files: options.files?.(dataDir),
    answers: options.answers,
    config: {
      sessionTtlHours: options.sessionTtlHours ?? 24,
      loginRateLimit: options.loginRateLimit ?? { max: 5, windowMs: 60_000 },
      version: packageVersion,
      consoleDir: options.consoleDir ?? path.join(dataDir, 'no-console'),
      dataDir,
      logLevel: 'silent',
      trustProxy: options.trustProxy,
      maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
      push: { url: push.url, timeoutMs: 5_000, ...options.push },
    },
  })
  await app.ready()

  async function login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<Credentials> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login-admin',
      payload: { email, password },
      remoteAddress: nextAddress(),
    })
    if (response.statusCode !== 200) {
      throw new Error(`login(${email}) answered ${response.statusCode}: ${response.body}`)
    }
    const body = response.json<{ accessToken: string; user: Credentials['user'] }>()
    return { cookie: cookieHeader(body.accessToken), token: body.accessToken, user: body.user }
  }

  async function createUser(values: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
    userNumber++
    const { password = USER_PASSWORD, ...row } = values
    const level: UserLevel = row.level ?? 'registered-user'
    const [created] = await db
      .insert(users)
      .values({
        firstName: `First${userNumber}`,
        lastName: `Last${userNumber}`,
        email: `user${userNumber}.${randomBytes(3).toString('hex')}@example.org`,
        passwordHash: await hashPassword(password),
        ...row,
        level,
      })
      .returning()
    return { ...created!, password }
  }

  async function sessionFor(userId: number, ttlHours = 1): Promise<Credentials> {
    const { token } = await createSession(db, userId, ttlHours)
    return { cookie: cookieHeader(token), token, user: { id: userId, email: null } }
  }

  const admin = seed ? await login(seed.adminEmail, seed.firstStart ? seed.password : ADMIN_PASSWORD) : null

  const asAdmin: TestApp['asAdmin'] = (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { cookie: admin?.cookie ?? '', cms: '1', ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    })

  return {
    app,
    db,
    database,
    dataDir,
    seed,
    login,
    createUser,
    sessionFor,
    adminCookie: admin?.cookie ?? '',
    adminToken: admin?.token ?? '',
    push,
    asAdmin,
    close: async () => {
      await app.close()
      await push.close()
      if (ownsDatabase) await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
