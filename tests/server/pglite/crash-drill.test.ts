import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import {
  killProcessesAfterEach,
  loginOverHttp,
  startServerProcess,
  type WriteOutcome,
  writeLabel,
} from '../support/server-process.ts'

// PGlite only (vite.config.ts leaves tests/server/pglite out of server-postgres): the real server
// process killed with SIGKILL in the middle of parallel writes, then started again on the same data
// folder. Every write it acknowledged before it died must still be there.
const LOOPS = 8

const dirs: string[] = []
killProcessesAfterEach()
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

it('keeps every acknowledged write when the server is killed mid-write, and starts again on the same folder', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-drill-'))
  dirs.push(dataDir)
  const first = await startServerProcess({ DATA_DIR: dataDir })
  const firstCookie = await loginOverHttp(first.url)

  const outcomes: WriteOutcome[] = []
  let killed = false
  const deadline = Date.now() + 15_000
  const loop = async (n: number) => {
    for (let i = 0; i < 500 && !killed && Date.now() < deadline; i++) {
      outcomes.push(await writeLabel(first.url, firstCookie, `kill-${n}-${i}`))
    }
  }
  const loops = Array.from({ length: LOOPS }, (_, n) => loop(n))
  // Kill once plenty has been acknowledged, with a write of every loop in flight.
  await expect
    .poll(() => outcomes.filter((outcome) => outcome.status === 201).length, { timeout: 15_000, interval: 5 })
    .toBeGreaterThanOrEqual(10 * LOOPS)
  first.child.kill('SIGKILL')
  killed = true
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
  await Promise.all(loops)

  // Before the kill: acknowledged, cut off by it, or refused as busy (CI's shared cores can lag
  // the server's event loop past its limit; that refusal stores nothing), nothing else.
  const busy = (outcome: WriteOutcome) =>
    outcome.status === 503 && JSON.stringify(outcome.body).includes('The server is busy')
  const unexpected = outcomes.filter(
    (outcome) => outcome.status !== 201 && outcome.status !== 0 && !busy(outcome),
  )
  expect(unexpected).toEqual([])
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.value)
  expect(acknowledged.length).toBeGreaterThanOrEqual(10 * LOOPS - LOOPS)
  // The dead server's lock is still there; the next start takes it over.
  const lock = () => readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim().split(/\s+/)[0]
  expect(lock()).toBe(String(first.child.pid))

  const second = await startServerProcess({ DATA_DIR: dataDir })
  expect(second.output()).toContain('password as set on first start')
  expect(lock()).toBe(String(second.child.pid))
  const cookie = await loginOverHttp(second.url)
  const list = await fetch(`${second.url}/api/user-label`, { headers: { cookie } })
  expect(list.status).toBe(200)
  const stored = new Set(((await list.json()) as { value: string }[]).map((label) => label.value))
  expect(acknowledged.filter((value) => !stored.has(value))).toEqual([])
  // Whatever was stored came from this drill: no half-written rows under other names.
  expect([...stored].filter((value) => !value.startsWith('kill-'))).toEqual([])

  // The recovered database takes writes again, and the server shuts down cleanly.
  const after = await Promise.all(
    Array.from({ length: LOOPS }, (_, i) => writeLabel(second.url, cookie, `after-${i}`)),
  )
  expect(after.map((outcome) => outcome.status)).toEqual(after.map(() => 201))
  second.child.kill('SIGTERM')
  expect(await second.exited).toEqual({ code: 0, signal: null })
  expect(second.output()).not.toMatch(/unhandled error/)
}, 150_000)
