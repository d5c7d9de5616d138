import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Canopy CMS server (process ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR. ' +
        '(PGlite has no lock of its own; two servers on one folder would lose writes.)',
    )
  }
}

/** Whether a process with this id runs (EPERM: it runs, as another user). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * When a process started, in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22), or null
 * where there is no /proc. A pid and its start time name one process: after a restart (a container's
 * above all) the same pid belongs to another process with another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

/** The lock file: `<pid> <start time>` (the start time is missing where there is no /proc). */
export type LockHolder = { pid: number; startTime: string | null }

export function readLockHolder(text: string): LockHolder {
  const [pid, startTime] = text.trim().split(/\s+/)
  return { pid: /^\d{1,10}$/.test(pid ?? '') ? Number(pid) : 0, startTime: startTime || null }
}

/**
 * Whether the lock's holder still runs: alive, and (where start times can be read) the same process
 * that wrote the lock. A lock from before start times were written counts while its pid is a Node
 * process. A recycled pid (another program now) does not hold the folder.
 */
export function holdsLock(holder: LockHolder): boolean {
  if (!holder.pid || holder.pid === process.pid || !isAlive(holder.pid)) return false
  const current = processStartTime(holder.pid)
  if (current === null) return true
  if (holder.startTime) return holder.startTime === current
  return isNodeProcess(holder.pid)
}

function isNodeProcess(pid: number): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? ''
    return /(^|\/)node(js)?(\d+)?$/.test(command) || command === process.execPath
  } catch {
    return true
  }
}

/** Takes the data folder for this process; a stale lock (crashed or recycled process) is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      const startTime = processStartTime(process.pid)
      writeSync(fd, startTime ? `${process.pid} ${startTime}\n` : `${process.pid}\n`)
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readLockHolder(readFileSync(file, 'utf8'))
      if (holdsLock(holder)) throw new DataDirLockedError(dataDir, holder.pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`)
}
