import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { projectRoot } from '../paths.ts'

const run = promisify(execFile)

// PGlite runs `initdb` (a WebAssembly program of its own) in the process that opens a data folder
// for the first time. That program's memory is never given back: a first start sat at 750 MB for
// as long as the server ran, where a later start of the same folder needs a third of that. So the
// new folder is made by a short-lived child process, whose memory goes when it exits (issue 11).
const INIT_SCRIPT = `
import { PGlite } from '@electric-sql/pglite'
const [dir, settings] = process.argv.slice(1)
const db = await PGlite.create(dir, { postgresqlconf: JSON.parse(settings) })
await db.close()
`

/** Whether `dir` already holds a PostgreSQL data folder (initdb writes PG_VERSION). */
export const isPGliteDataDir = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'))

/**
 * Makes `dir` a PGlite data folder unless it is one: initdb runs in a child process, into a
 * scratch folder beside `dir` that is renamed into place once complete, so a start killed half way
 * leaves no half-made folder behind (the next start makes it again).
 */
export async function initPGliteDataDir(dir: string, settings: string[]) {
  if (isPGliteDataDir(dir)) return
  const scratch = `${dir}.init-${process.pid}`
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  try {
    await run(
      process.execPath,
      ['--input-type=module', '-e', INIT_SCRIPT, scratch, JSON.stringify(settings)],
      {
        cwd: projectRoot,
      },
    )
    // An empty folder may stand where the data goes (made by hand, or by an older start).
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(path.dirname(dir), { recursive: true })
    renameSync(scratch, dir)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
