import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A stand-in for the built console: `index.html` and the given files under assets/ (the caller removes it). */
export function fakeConsoleDir(index: string, assets: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-console-'))
  writeFileSync(path.join(dir, 'index.html'), index)
  mkdirSync(path.join(dir, 'assets'))
  for (const [name, content] of Object.entries(assets)) writeFileSync(path.join(dir, 'assets', name), content)
  return dir
}
