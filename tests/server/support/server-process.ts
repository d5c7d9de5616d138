import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach } from 'vitest'

// Real server processes for the tests that must see what a process does (exit codes, the data
// folder lock, SIGKILL mid-write, connections cut under it), started as `npm start` would.

const root = fileURLToPath(new URL('../../..', import.meta.url))

export type NodeRun = {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Resolves once the output contains `text`; throws if the process ends first or time runs out. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>
}

/**
 * A real server's start (a fresh PGlite folder, the sources through tsx) takes 8–15 s alone and
 * 33–46 s on 2 cores shared with the two other lanes of `npm test`: a test that starts one takes
 * this long at most, and waits this long for the start.
 */
export const SERVER_TEST_MS = 120_000
export const SERVER_START_MS = 100_000

const running = new Set<ChildProcess>()

/** Every process a test started is killed after it, whatever the test did. */
export function killProcessesAfterEach() {
  afterEach(() => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    running.clear()
  })
}

/** `node --import tsx …args` in the repository, without DATABASE_URL unless `env` sets it. */
export function spawnNode(args: string[], env: Record<string, string> = {}): NodeRun {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
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
  const waitFor = async (text: string | RegExp, timeoutMs = SERVER_START_MS) => {
    const start = Date.now()
    const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output))
    while (!found()) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${output}`)
      if (Date.now() - start > timeoutMs) throw new Error(`no "${text}" within ${timeoutMs} ms: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { child, output: () => output, exited, waitFor }
}

export const SERVER_ADMIN = { email: 'admin@example.com', password: 'correct horse battery' }

export type ServerProcess = NodeRun & { url: string }

/** `src/server/main.ts` on a free port; resolves once it prints where it runs. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const run = spawnNode(['src/server/main.ts'], {
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: SERVER_ADMIN.email,
    ADMIN_PASSWORD: SERVER_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...env,
  })
  const address = /is running at (http:\/\/\S+)/
  await run.waitFor(address)
  return { ...run, url: address.exec(run.output())![1]! }
}

/** How often a client asks again when the server says it is busy (503 with Retry-After). */
const BUSY_RETRIES = 4

/**
 * `fetch` as a well-behaved client does it: a 503 with `retry-after` (the server busy, its event
 * loop lagging on CI's shared cores, or its database briefly away) is asked again after the time it
 * names. Anything else, and the last answer, is returned as it came.
 */
export async function fetchHonouringRetryAfter(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, init)
    const wait = Number(response.headers.get('retry-after'))
    if (response.status !== 503 || !(wait > 0) || attempt >= BUSY_RETRIES) return response
    await response.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, wait * 1000))
  }
}

/** Signs the seeded admin in over HTTP; the session cookie to send. */
export async function loginOverHttp(url: string): Promise<string> {
  const response = await fetchHonouringRetryAfter(`${url}/api/user/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SERVER_ADMIN),
  })
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  return `accessToken=${((await response.json()) as { accessToken: string }).accessToken}`
}

/** `body` is the parsed JSON answer (or its text when it is not JSON). */
export type WriteOutcome = { value: string; status: number; body: unknown }

/** One label write as the console sends it; a dead server or a timeout is status 0. */
export async function writeLabel(url: string, cookie: string, value: string): Promise<WriteOutcome> {
  try {
    const response = await fetch(`${url}/api/user-label`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, cms: '1' },
      body: JSON.stringify({ value }),
      signal: AbortSignal.timeout(15_000),
    })
    const text = await response.text()
    try {
      return { value, status: response.status, body: JSON.parse(text) as unknown }
    } catch {
      return { value, status: response.status, body: text }
    }
  } catch (error) {
    return { value, status: 0, body: String(error) }
  }
}

/** SIGTERM, then SIGKILL if it has not ended within five seconds. */
export async function stopProcess(run: NodeRun) {
  const { child } = run
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  await Promise.race([run.exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
