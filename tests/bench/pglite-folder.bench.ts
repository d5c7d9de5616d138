// PGlite's data folder (issue 19): how long a first open takes (initdb, migrations, the admin),
// and how big the folder and its write-ahead log are after loading 100,000 users, before and
// after the checkpoint that follows bulk work (src/server/db/client.ts, PGLITE_SETTINGS).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../src/server/db/client.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { insertUsers } from '../support/bulk-users.ts'
import { BENCH_ADMIN } from './bench-server.ts'
import { ms, table } from './support.ts'

const USERS = Number(process.env.BENCH_USERS ?? 100_000)
const root = mkdtempSync(path.join(tmpdir(), 'canopy-folder-'))
const dir = path.join(root, 'pg')
const megabytes = (folder: string) => `${execFileSync('du', ['-sm', folder]).toString().split('\t')[0]} MB`
const rows: Record<string, string>[] = []
const sizes = (moment: string) =>
  rows.push({ moment, folder: megabytes(dir), 'of which WAL': megabytes(path.join(dir, 'pg_wal')) })

try {
  const started = performance.now()
  const database = await openDatabase({ dataDir: dir })
  await database.migrate()
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    demo: false,
  })
  await database.checkpoint()
  console.log(`first open, migrations and the admin: ${ms(performance.now() - started)}`)
  sizes('first open')
  await insertUsers(database.db, USERS)
  sizes(`${USERS.toLocaleString('en')} users loaded`)
  await database.checkpoint()
  sizes('after CHECKPOINT')
  await database.close()
  sizes('closed')
  table(rows)
} finally {
  rmSync(root, { recursive: true, force: true })
}
