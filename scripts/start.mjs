// `npm start`: build the console when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist', 'index.html')

function newestMtime(entry) {
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)))
  return newest
}

const sources = [
  'src/console',
  'src/domain',
  'src/locales',
  'machines',
  'index.html',
  'vite.config.ts',
  'package.json',
]
const stale =
  !existsSync(built) ||
  sources.some(
    (source) =>
      existsSync(path.join(root, source)) && newestMtime(path.join(root, source)) > statSync(built).mtimeMs,
  )

if (stale) {
  console.log('Building the console (first start, or its sources changed)…')
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
