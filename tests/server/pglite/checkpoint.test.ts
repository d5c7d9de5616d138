import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../../src/server/db/client.ts'
import { insertUsers } from '../../support/bulk-users.ts'

// PGlite only: it has no checkpointer, so its write-ahead log grew with every write (1.1 GB after
// loading 100,000 users). A checkpoint after bulk work leaves no more than max_wal_size of it.
const MB = 1024 * 1024
const root = mkdtempSync(path.join(tmpdir(), 'canopy-checkpoint-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const walBytes = (dir: string) =>
  readdirSync(path.join(dir, 'pg_wal'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(dir, 'pg_wal', entry.name)).size, 0)

it('leaves a small write-ahead log after a bulk load, and the data in place', {
  timeout: 180_000,
}, async () => {
  const dir = path.join(root, 'pg')
  const database = await openDatabase({ dataDir: dir })
  await database.migrate()
  const count = 10_000
  await insertUsers(database.db, count)
  const loaded = walBytes(dir)
  expect(loaded).toBeGreaterThan(100 * MB)
  await database.checkpoint()
  // max_wal_size (64 MB) and the segment being written.
  expect(walBytes(dir)).toBeLessThanOrEqual(80 * MB)
  await database.close()

  const reopened = await openDatabase({ dataDir: dir })
  const rows = (await reopened.query('select count(*)::int as n from users')) as { rows: { n: number }[] }
  expect(rows.rows[0]!.n).toBe(count)
  await reopened.close()
})
