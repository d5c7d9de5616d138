import { readFileSync } from 'node:fs'
import path from 'node:path'

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
}

const root = path.resolve(import.meta.dirname, '../..')

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
  }
}
