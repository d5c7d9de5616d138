// `npm test`: every check, in order of speed, stopping at the first failure.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const steps = [
  ['types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('biome'), ['check', '.']],
  ['tests', bin('vitest'), ['run', ...process.argv.slice(2)]],
]

const started = Date.now()
for (const [name, command, args] of steps) {
  const stepStart = Date.now()
  console.log(`\n▶ ${name}: ${path.basename(command)} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${name} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
