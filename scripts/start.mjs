// `npm start`: build the console and compile the server when either is missing or older than its
// sources (each in a child process that exits), then become the server: one Node process running
// compiled JavaScript, with no TypeScript loader and no wrapper left beside it (issue 11).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
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

function run(what, args, env = process.env) {
  console.log(what)
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// How the console in dist/ was made. Vite builds React's development build when the caller's
// NODE_ENV says so (vitest sets `test`): such a dist/ is never served as the console users get.
const buildRecord = path.join(root, 'dist/build.json')
const builtForProduction = () => {
  try {
    return JSON.parse(readFileSync(buildRecord, 'utf8')).mode === 'production'
  } catch {
    return false
  }
}

const shared = ['src/domain', 'package.json', 'package-lock.json']
if (
  !builtForProduction() ||
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
  run(
    'Building the console for production (first start, or its sources changed)…',
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--logLevel', 'warn'],
    { ...process.env, NODE_ENV: 'production' },
  )
  writeFileSync(buildRecord, `${JSON.stringify({ mode: 'production' })}\n`)
}
const server = path.join(root, 'dist-server/main.js')
if (stale(server, [...shared, 'src/server', 'scripts/build-server.mjs'])) {
  run('Compiling the server (first start, or its sources changed)…', [
    path.join(root, 'scripts/build-server.mjs'),
  ])
}

// `--build-only`: what `npm test` runs once before its lanes, so lanes that start the server side
// by side find it built and never build into the same folders at once.
if (!process.argv.includes('--build-only')) {
  process.env.NODE_ENV ??= 'production'
  await import(pathToFileURL(server).href)
}
