// `npm run dev`: the API server in watch mode plus Vite with HMR, which proxies /api and /file to it.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.PORT ?? '3000'
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, CONSOLE_DIR: path.join(root, '.no-console') },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', process.env.VITE_PORT ?? '5173'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: port },
    },
  ),
]
const stop = (signal) => {
  for (const child of children) child.kill(signal)
  process.exit(0)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'))
