import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, expect, it } from 'vitest'

// PGlite only (vite.config.ts leaves tests/server/pglite out of server-postgres): the real server
// process killed with SIGKILL in the middle of parallel writes, then started again on the same data
// folder. Every write it acknowledged before it died must still be there.
const root = fileURLToPath(new URL('../../..', import.meta.url))
const ADMIN_EMAIL = 'admin@example.com'
const ADMIN_PASSWORD = 'correct horse battery'
const LOOPS = 8

const dirs: string[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

type Server = {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

async function startServer(dataDir: string): Promise<Server> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => {
    output += chunk
  })
  child.stderr!.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const start = Date.now()
  const running = /is running at (http:\/\/\S+)/
  while (!running.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`)
    if (Date.now() - start > 30_000) throw new Error(`server did not start: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, url: running.exec(output)![1]!, output: () => output, exited }
}

async function login(server: Server) {
  const response = await fetch(`${server.url}/api/user/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  expect(response.status).toBe(200)
  return `accessToken=${((await response.json()) as { accessToken: string }).accessToken}`
}

type Outcome = { value: string; status: number; body: string }

/** One label write as the console sends it; a dead server is status 0. */
async function write(server: Server, cookie: string, value: string): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}/api/user-label`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, cms: '1' },
      body: JSON.stringify({ value }),
      signal: AbortSignal.timeout(10_000),
    })
    return { value, status: response.status, body: await response.text() }
  } catch (error) {
    return { value, status: 0, body: String(error) }
  }
}

it('keeps every acknowledged write when the server is killed mid-write, and starts again on the same folder', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-drill-'))
  dirs.push(dataDir)
  const first = await startServer(dataDir)
  const firstCookie = await login(first)

  const outcomes: Outcome[] = []
  let killed = false
  const deadline = Date.now() + 15_000
  const loop = async (n: number) => {
    for (let i = 0; i < 500 && !killed && Date.now() < deadline; i++) {
      outcomes.push(await write(first, firstCookie, `kill-${n}-${i}`))
    }
  }
  const loops = Array.from({ length: LOOPS }, (_, n) => loop(n))
  // Kill once plenty has been acknowledged, with a write of every loop in flight.
  await expect
    .poll(() => outcomes.length, { timeout: 15_000, interval: 5 })
    .toBeGreaterThanOrEqual(10 * LOOPS)
  first.child.kill('SIGKILL')
  killed = true
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
  await Promise.all(loops)

  // Before the kill: acknowledged or cut off by it, nothing else.
  const unexpected = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 0)
  expect(unexpected).toEqual([])
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.value)
  expect(acknowledged.length).toBeGreaterThanOrEqual(10 * LOOPS - LOOPS)
  // The dead server's lock is still there; the next start takes it over.
  const lock = () => readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim().split(/\s+/)[0]
  expect(lock()).toBe(String(first.child.pid))

  const second = await startServer(dataDir)
  expect(second.output()).toContain('password as set on first start')
  expect(lock()).toBe(String(second.child.pid))
  const cookie = await login(second)
  const list = await fetch(`${second.url}/api/user-label`, { headers: { cookie } })
  expect(list.status).toBe(200)
  const stored = new Set(((await list.json()) as { value: string }[]).map((label) => label.value))
  expect(acknowledged.filter((value) => !stored.has(value))).toEqual([])
  // Whatever was stored came from this drill: no half-written rows under other names.
  expect([...stored].filter((value) => !value.startsWith('kill-'))).toEqual([])

  // The recovered database takes writes again, and the server shuts down cleanly.
  const after = await Promise.all(
    Array.from({ length: LOOPS }, (_, i) => write(second, cookie, `after-${i}`)),
  )
  expect(after.map((outcome) => outcome.status)).toEqual(after.map(() => 201))
  second.child.kill('SIGTERM')
  expect(await second.exited).toEqual({ code: 0, signal: null })
  expect(second.output()).not.toMatch(/unhandled error/)
}, 55_000)
