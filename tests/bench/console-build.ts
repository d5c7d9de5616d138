import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/** A production build of the console in a fresh temporary folder (the caller removes it). */
export function buildConsole(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'canopy-bundle-'))
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  )
  return out
}
