import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { type FakeExpoPush, startFakeExpoPush } from '../../support/fakeExpoPush.ts'
import { freePort } from '../../support/ports.ts'
import { stopGroup } from '../../support/processGroup.ts'
import { e2eResultsDir } from './results-dir.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `npm start` listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string
    /** The seeded admin's login. */
    adminEmail: string
    adminPassword: string
    /** The local stand-in for Expo's push service the server sends notifications to. */
    expoPushUrl: string
  }
}

const root = path.resolve(import.meta.dirname, '../../..')
const resultsDir = e2eResultsDir
const START_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 10_000
const ADMIN_EMAIL = 'admin@example.com'
const ADMIN_PASSWORD = 'e2e-admin-password'

/** Resolves with the URL once the server prints "… is running at http://…"; rejects with its output otherwise. */
function waitUntilRunning(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup()
      reject(
        new Error(
          `Canopy CMS did not start within ${START_TIMEOUT_MS / 1000} s.\n--- output ---\n${output()}`,
        ),
      )
    }, START_TIMEOUT_MS)
    const onData = () => {
      const match = /is running at (http:\/\/\S+)/.exec(output())
      if (match) {
        cleanup()
        resolve(match[1]!)
      }
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup()
      reject(
        new Error(
          `Canopy CMS exited before it was ready (code ${code}, signal ${signal}).\n--- output ---\n${output()}`,
        ),
      )
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const cleanup = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      child.off('error', onError)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
    child.once('error', onError)
  })
}

/**
 * Runs `npm start` (scripts/start.mjs) once for the e2e project, on a throw-away data folder and a
 * free port, with a local fake of Expo's push service (started first, stopped last), so sending a
 * notification never reaches the internet.
 */
export default async function setup(project: TestProject) {
  // Screenshots of failed tests (tests/e2e/support/browser.ts) and the server log describe this run only.
  rmSync(resultsDir, { recursive: true, force: true })
  const push: FakeExpoPush = await startFakeExpoPush('ok')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-e2e-'))
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true, // own process group, so teardown reaches the server start.mjs spawns
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      EXPO_PUSH_URL: push.url,
      EXPO_ACCESS_TOKEN: 'e2e-expo-access-token',
    },
  })
  const append = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)

  let stopping = false
  const teardown = async () => {
    stopping = true
    await stopGroup(child, STOP_TIMEOUT_MS)
    rmSync(dataDir, { recursive: true, force: true })
    await push.close()
  }

  let baseUrl: string
  try {
    baseUrl = await waitUntilRunning(child, () => output)
  } catch (error) {
    await teardown()
    throw error
  }
  // From here on the output goes to a log file, and an unexpected exit is reported at once with it.
  const logFile = path.join(resultsDir, 'server.log')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(logFile, output)
  child.stdout?.off('data', append)
  child.stderr?.off('data', append)
  const toLog = (chunk: Buffer) => appendFileSync(logFile, chunk)
  child.stdout?.on('data', toLog)
  child.stderr?.on('data', toLog)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(
      `\n[e2e] Canopy CMS stopped during the tests (code ${code}, signal ${signal}); its output is in ${logFile}:\n` +
        readFileSync(logFile, 'utf8').slice(-4000),
    )
  })

  project.provide('baseUrl', baseUrl.replace(/\/$/, ''))
  project.provide('adminEmail', ADMIN_EMAIL)
  project.provide('adminPassword', ADMIN_PASSWORD)
  project.provide('expoPushUrl', push.url)
  return teardown
}
