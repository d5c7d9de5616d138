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

/** Takes the data folder for this process; a stale lock from a crashed process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(file, 'utf8').trim())
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`)
}
