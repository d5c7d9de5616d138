import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type FileStoreConfig, readFileStoreConfig } from './files/config.ts'
import { projectRoot } from './paths.ts'
import { DEFAULT_PUSH_TIMEOUT_MS, DEFAULT_PUSH_URL, type PushConfig } from './push/config.ts'

export type ServerConfig = {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  adminEmail: string
  adminPassword?: string
  seedDemo: boolean
  sessionTtlHours: number
  loginRateLimit: { max: number; windowMs: number }
  consoleDir: string
  version: string
  logLevel: string
  /** Behind a reverse proxy: whose X-Forwarded-For/-Proto to believe (Fastify's `trustProxy`). */
  trustProxy: TrustProxy
  /** Answer 503 instead of queueing when the event loop lags this long (0: never). */
  maxEventLoopDelayMs: number
  /** The Expo push service that user notifications go through. */
  push: PushConfig
  /** Where media and screenshots are kept: the data folder, or a bucket shared by several servers. */
  files: FileStoreConfig
  /** How long a stopping server waits for the requests it is answering (SIGTERM, a rolling update). */
  shutdownTimeoutMs: number
}

/** false (default): the socket is the client; true: any proxy; n: n hops; or proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[]

/**
 * `TRUST_PROXY`: unset or `false` → false; `true` → true; a whole number → that many hops;
 * anything else → a comma-separated list of proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (!text || text === 'false') return false
  if (text === 'true') return true
  if (/^\d{1,2}$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** `EXPO_PUSH_URL`, `EXPO_ACCESS_TOKEN`, `EXPO_PUSH_TIMEOUT_MS`. */
export function readPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const timeoutMs = Number(env.EXPO_PUSH_TIMEOUT_MS ?? DEFAULT_PUSH_TIMEOUT_MS)
  return {
    url: env.EXPO_PUSH_URL || DEFAULT_PUSH_URL,
    accessToken: env.EXPO_ACCESS_TOKEN || undefined,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_PUSH_TIMEOUT_MS,
  }
}

const root = projectRoot

export const packageVersion: string = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).version

/** Every environment variable the server reads; README.md lists the same. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT ?? 10),
      windowMs: Number(env.LOGIN_RATE_WINDOW_MS ?? 60_000),
    },
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(root, 'dist')),
    version: packageVersion,
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxEventLoopDelayMs: Number(env.MAX_EVENT_LOOP_DELAY_MS ?? 1000),
    push: readPushConfig(env),
    files: readFileStoreConfig(env),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 30_000),
  }
}
