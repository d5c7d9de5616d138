// `npm run bench`: prints figures (sizes, latencies, render times) as medians; see tests/bench/.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const only = process.argv[2]
const files = readdirSync(path.join(root, 'tests/bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort()

for (const file of files) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'tests/bench', file)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
