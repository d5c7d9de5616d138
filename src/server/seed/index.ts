import { randomBytes } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { hashPassword } from '../auth/password.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import type { FileStore } from '../files/store.ts'
import { demoSeeds } from './demo/index.ts'

export type SeedOptions = {
  adminEmail: string
  adminPassword?: string
  demo: boolean
  now?: Date
  /** Where demo files (feedback screenshots, media) go; without it the demo content has no files. */
  dataDir?: string
  /** The file store for them instead of `dataDir/files`. */
  files?: FileStore
}
export type SeedResult =
  | { firstStart: true; adminEmail: string; password: string; passwordGenerated: boolean }
  | { firstStart: false; adminEmail: string }

/** A later start: the database has users, and the admin of the first start logs in; else null. */
export async function seededAdmin(db: Db, fallbackEmail: string): Promise<SeedResult | null> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  if (n === 0) return null
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.level, 'admin'))
    .orderBy(asc(users.id)) // the admin of the first start, not one of the demo admins
    .limit(1)
  return { firstStart: false, adminEmail: admin?.email ?? fallbackEmail }
}

/** First start on an empty database: the admin, then each area's demo content. Later starts change nothing. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const seeded = await seededAdmin(db, options.adminEmail)
  if (seeded) return seeded
  const password = options.adminPassword ?? randomBytes(12).toString('base64url')
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      email: options.adminEmail,
      firstName: 'Ada',
      lastName: 'Admin',
      level: 'admin',
      passwordHash: await hashPassword(password),
    })
    if (options.demo) {
      const now = options.now ?? new Date()
      const context = { dataDir: options.dataDir, files: options.files }
      for (const seed of demoSeeds()) await seed(tx as unknown as Db, now, context)
    }
  })
  return {
    firstStart: true,
    adminEmail: options.adminEmail,
    password,
    passwordGenerated: !options.adminPassword,
  }
}
