import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The project's folder (the one holding package.json), found from this file's: the source runs
 * from src/server, the compiled server (`npm start`) from dist-server, so a fixed `../..` would do
 * for one of them only.
 */
function findProjectRoot(from: string): string {
  let dir = from
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${from}.`)
    dir = parent
  }
  return dir
}

export const projectRoot = findProjectRoot(import.meta.dirname)
