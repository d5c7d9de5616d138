// `npm start`: build the console and compile the server when either is missing or older than its
// sources (each in a child process that exits), then become the server: one Node process running
// compiled JavaScript, with no TypeScript loader and no wrapper left beside it (issue 11).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')

function newestMtime(entry) {
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)))
  return newest
}

/** Whether `output` is missing or older than any of `sources` (files or folders, relative to root). */
function stale(output, sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((source) => {
    const file = path.join(root, source)
    return existsSync(file) && newestMtime(file) > built
  })
}

function run(what, args) {
  console.log(what)
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const shared = ['src/domain', 'package.json', 'package-lock.json']
if (
  stale(path.join(root, 'dist/index.html'), [
    ...shared,
    'src/console',
    'src/locales',
    'machines',
    'index.html',
    'vite.config.ts',
    'scripts/radix-css.ts',
    'scripts/precompress.ts',
  ])
) {
  run('Building the console (first start, or its sources changed)…', [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
  ])
}
const server = path.join(root, 'dist-server/main.js')
if (stale(server, [...shared, 'src/server', 'scripts/build-server.mjs'])) {
  run('Compiling the server (first start, or its sources changed)…', [
    path.join(root, 'scripts/build-server.mjs'),
  ])
}

process.env.NODE_ENV ??= 'production'
await import(pathToFileURL(server).href)
