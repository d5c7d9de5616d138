import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../support/ports.ts'
import { adminQuery } from '../../support/postgresAdmin.ts'
import { stopGroup } from '../../support/processGroup.ts'
import { startTestBucket, type TestBucket } from '../../support/s3rver.ts'
import { e2eResultsDir } from './results-dir.ts'

// Two Canopy CMS servers as a scaled-out deployment runs them (docs/deploy.md): one PostgreSQL
// database and one S3 bucket shared, each server with its own port and its own (unused) data
// folder. tests/e2e/two-servers.test.ts drives them; the shared e2e server is not involved.

const root = path.resolve(import.meta.dirname, '../../..')
const START_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 10_000

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null }

export type CanopyServer = {
  name: string
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string
  /** Everything the process has printed so far. */
  output(): string
  /** Resolves with the first match of `pattern` in the output, once it is printed. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>
  /** Sends `signal` to the server process (start.mjs became the server: one process). */
  kill(signal: NodeJS.Signals): void
  /** Resolves when the process has exited. */
  exited: Promise<ExitStatus>
}

export type ServerPair = {
  a: CanopyServer
  b: CanopyServer
  bucket: TestBucket
  /** Stops whatever is still running (SIGTERM, SIGKILL after a while), drops the database. */
  stop(): Promise<void>
}

type Options = {
  adminEmail: string
  adminPassword: string
  /** More environment for both servers (LOGIN_RATE_LIMIT, LOG_LEVEL, …). */
  env?: Record<string, string>
}

/** `node scripts/start.mjs --build-only`: builds dist/ and dist-server/ when stale, then exits. */
function buildOnce(): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`start.mjs --build-only failed (${code}):\n${output}`)),
    )
  })
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

function spawnServer(name: string, env: Record<string, string>): CanopyServer & { child: ChildProcess } {
  let output = ''
  const listeners = new Set<() => void>()
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true, // its own process group, so stopping reaches anything it started
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  const append = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve({ code, signal })
      for (const listener of listeners) listener()
    }),
  )
  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output)
        if (match) {
          done()
          resolve(match)
        } else if (hasExited(child)) {
          done()
          reject(new Error(`Server ${name} exited before printing ${pattern}.\n--- output ---\n${output}`))
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(
          new Error(
            `Server ${name} did not print ${pattern} within ${timeoutMs} ms.\n--- output ---\n${output}`,
          ),
        )
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        listeners.delete(check)
      }
      listeners.add(check)
      check()
    })
  return {
    name,
    url: '',
    child,
    output: () => output,
    waitForOutput,
    kill: (signal) => {
      if (child.pid !== undefined && !hasExited(child)) process.kill(child.pid, signal)
    },
    exited,
  }
}

const stopServer = (server: CanopyServer & { child: ChildProcess }) =>
  stopGroup(server.child, STOP_TIMEOUT_MS)

/**
 * A new database `canopy_e2e_two_<random>` on TEST_DATABASE_URL's server, an s3rver bucket, and two
 * servers on both, started at the same moment (so they also meet at the start lock: one migrates
 * and seeds, the other waits and finds it done). Resolves once both say they are running; whatever
 * was started is stopped again when that fails.
 */
export async function startServerPair({ adminEmail, adminPassword, env = {} }: Options): Promise<ServerPair> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('tests/e2e/two-servers.test.ts needs TEST_DATABASE_URL (a PostgreSQL server).')
  const databaseName = `canopy_e2e_two_${randomBytes(4).toString('hex')}`
  const databaseUrl = new URL(base)
  databaseUrl.pathname = `/${databaseName}`

  const servers: (CanopyServer & { child: ChildProcess })[] = []
  const dataDirs: string[] = []
  let bucket: TestBucket | undefined
  let databaseMade = false

  const stop = async () => {
    await Promise.allSettled(servers.map(stopServer))
    // Their output, for a failure's post-mortem (the folder is emptied at the start of each run).
    mkdirSync(e2eResultsDir, { recursive: true })
    for (const server of servers) {
      writeFileSync(path.join(e2eResultsDir, `two-servers-${server.name}.log`), server.output())
    }
    await bucket?.close().catch(() => {})
    if (databaseMade) {
      await adminQuery(base, `drop database if exists "${databaseName}" with (force)`).catch(() => {})
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }

  try {
    // Built once here, so the two never build into the same folders at once (the shared e2e
    // server's start built them already unless a source changed since: then this is the wait).
    await buildOnce()
    await adminQuery(base, `create database "${databaseName}"`)
    databaseMade = true
    bucket = await startTestBucket()
    const ports = [await freePort(), await freePort()]
    while (ports[1] === ports[0]) ports[1] = await freePort()
    for (const [index, name] of ['A', 'B'].entries()) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `canopy-e2e-two-${name}-`))
      dataDirs.push(dataDir)
      servers.push(
        spawnServer(name, {
          PORT: String(ports[index]),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
          ...bucket.env,
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: adminPassword,
          // Nothing here sends a notification; were one sent, it would find nobody listening.
          EXPO_PUSH_URL: 'http://127.0.0.1:9',
          EXPO_ACCESS_TOKEN: 'e2e-expo-access-token',
          ...env,
        }),
      )
    }
    // "ready in …" ends what a server prints on start (its address and how it found the database).
    await Promise.all(servers.map((server) => server.waitForOutput(/ready in \d+ ms/, START_TIMEOUT_MS)))
    for (const server of servers) {
      server.url = /is running at (http:\/\/\S+)/.exec(server.output())![1]!.replace(/\/$/, '')
    }
    return { a: servers[0]!, b: servers[1]!, bucket, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
