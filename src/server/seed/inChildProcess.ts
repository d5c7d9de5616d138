import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { SeedResult } from './index.ts'

/**
 * This process's Node flags for the child (a TypeScript loader in development, none when
 * compiled), but not `--watch` (`npm run dev`: the child would wait for file changes instead of
 * exiting, and the server with it) or a debugger's port.
 */
export const childFlags = (flags: string[]) => flags.filter((flag) => !/^--(watch|inspect)/.test(flag))

/**
 * Seeds the first start's database in a short-lived child process (src/server/seed/child.ts), so
 * what seeding leaves behind goes with it: drawing the demo pictures loads libvips, fonts and
 * their caches, 100 MB that a server would otherwise keep for as long as it runs (issue 11). The
 * child reads the same environment; the caller must not hold a PGlite database open meanwhile.
 * `entry`: the child's module, the compiled one beside the compiled server.
 */
export function seedInChildProcess(entry: URL): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    let result: SeedResult | null = null
    const child = fork(fileURLToPath(entry), [], { execArgv: childFlags(process.execArgv), stdio: 'inherit' })
    child.on('message', (message) => {
      result = message as SeedResult
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (result && code === 0) resolve(result)
      else reject(new Error(`Seeding the database failed (exit ${code ?? signal}).`))
    })
  })
}
