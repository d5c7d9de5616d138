import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  DataDirLockedError,
  lockDataDir,
  processStartTime,
  readLockHolder,
} from '../../src/server/db/lock.ts'
import {
  killProcessesAfterEach,
  SERVER_ADMIN,
  SERVER_START_MS,
  SERVER_TEST_MS,
  spawnNode,
} from './support/server-process.ts'

const lockModule = fileURLToPath(new URL('../../src/server/db/lock.ts', import.meta.url))
const dirs: string[] = []

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-lock-'))
  dirs.push(dir)
  return dir
}
killProcessesAfterEach()
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A process that takes the lock and keeps it until killed. */
async function holdLock(dataDir: string) {
  const holder = spawnNode([
    '--input-type=module',
    '-e',
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)})
     lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000)`,
    dataDir,
  ])
  await holder.waitFor('locked')
  return holder
}

const startServer = (dataDir: string) =>
  spawnNode(['src/server/main.ts'], {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: SERVER_ADMIN.password,
  })

/** The pid named in a lock file. */
const lockPid = (file: string) => String(readLockHolder(readFileSync(file, 'utf8')).pid)

const others: ChildProcess[] = []
afterAll(() => {
  for (const child of others) child.kill('SIGKILL')
})

/** A live process that is not a Canopy server (what a recycled pid points at after a restart). */
function otherProgram() {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' })
  others.push(child)
  return child.pid!
}

/** The pid of a process that has certainly ended. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

// Only PGlite's data folder is locked (with DATABASE_URL the server takes no lock), and these tests
// start real server processes on PGlite whichever engine the run is for: once per run is enough.
// PGlite only: with DATABASE_URL the server takes no folder lock (vite.config.ts leaves this file out there).

describe('the data folder lock', () => {
  it('makes a second server on the same folder exit 1 with a message naming the folder', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = tempDir()
    const holder = await holdLock(dataDir)

    const second = startServer(dataDir)
    expect((await second.exited).code).toBe(1)
    expect(second.output()).toContain(dataDir)
    expect(second.output()).toMatch(/in use/)
    expect(second.output()).toContain(String(holder.child.pid))
    // The refused server leaves the holder's lock alone.
    expect(lockPid(path.join(dataDir, 'server.lock'))).toBe(String(holder.child.pid))
  })

  it('refuses in-process too while another live process holds it', async () => {
    const dataDir = tempDir()
    const holder = await holdLock(dataDir)
    let error: unknown
    try {
      lockDataDir(dataDir)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as DataDirLockedError).message).toContain(dataDir)
    expect((error as DataDirLockedError).pid).toBe(holder.child.pid)
  })

  it('takes over a stale lock left by a process that died', async () => {
    const dataDir = tempDir()
    const file = path.join(dataDir, 'server.lock')
    for (const stale of [String(await deadPid()), '', 'not a pid']) {
      writeFileSync(file, stale)
      const release = lockDataDir(dataDir)
      expect(lockPid(file)).toBe(String(process.pid))
      release()
      expect(existsSync(file)).toBe(false)
    }
  })

  it('lets a server start over the lock of a crashed one, and releases it on shutdown', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = tempDir()
    const holder = await holdLock(dataDir)
    holder.child.kill('SIGKILL')
    await holder.exited
    const file = path.join(dataDir, 'server.lock')
    expect(lockPid(file)).toBe(String(holder.child.pid))

    const server = startServer(dataDir)
    await server.waitFor('is running at', SERVER_START_MS)
    expect(lockPid(file)).toBe(String(server.child.pid))

    server.child.kill('SIGTERM')
    const ended = await server.exited
    expect(ended, server.output()).toEqual({ code: 0, signal: null })
    expect(existsSync(file)).toBe(false)
  })

  it('records the holder’s start time, so the pid and the time name one process', () => {
    const dataDir = tempDir()
    const release = lockDataDir(dataDir)
    const holder = readLockHolder(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))
    expect(holder.pid).toBe(process.pid)
    expect(holder.startTime).toBe(processStartTime(process.pid))
    expect(holder.startTime).toMatch(/^\d+$/)
    release()
  })

  it('takes over a lock whose pid now belongs to another program (a recycled pid)', () => {
    const dataDir = tempDir()
    const file = path.join(dataDir, 'server.lock')
    const pid = otherProgram()
    const startTime = processStartTime(pid)!
    // Written by an earlier server with this pid but another start time (before a restart)…
    writeFileSync(file, `${pid} ${Number(startTime) + 1}\n`)
    lockDataDir(dataDir)()
    // …and in the old one-number format, where the pid is now not a Node process at all.
    writeFileSync(file, `${pid}\n`)
    const release = lockDataDir(dataDir)
    expect(lockPid(file)).toBe(String(process.pid))
    release()
  })

  it('starts a server over the lock of a recycled pid without anyone deleting it by hand', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = tempDir()
    const file = path.join(dataDir, 'server.lock')
    const pid = otherProgram()
    writeFileSync(file, `${pid} 1\n`)
    const server = startServer(dataDir)
    await server.waitFor('is running at', SERVER_START_MS)
    expect(lockPid(file)).toBe(String(server.child.pid))
    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
  })
})
