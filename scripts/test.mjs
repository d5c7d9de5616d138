// `npm test`: every check, in order of speed, stopping at the first failure.
//
// The tests run in two vitest processes side by side: the browser tests (`e2e`) in one, every
// other project in the other. In one process vitest runs a project whose files must not run in
// parallel (the browser tests share one server) in a group of its own, after all the others, one
// file at a time, with one worker on a 2-core machine; the browser tests' worker mostly waits on
// Chromium and the server, so the rest of the suite ran beside nothing. Side by side, the whole
// run takes about as long as the browser tests. The browser tests' output is kept and printed
// after the other lane's, so neither is interleaved; with `--project` given, one process runs
// exactly what was asked.
//
// With `TEST_ALSO_ON_NODE` naming another Node binary (CI gives the Active LTS's, issue 19), a
// third lane runs the server suite (PGlite) and the browser tests again on that Node, beside the
// two others; the console and server are built once before the lanes start.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const extra = process.argv.slice(2)
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

const started = Date.now()
const asked = extra.some((arg) => arg === '--project' || arg.startsWith('--project='))

/** Runs one check to its end, stopping `npm test` when it fails. */
function step(name, command, args) {
  const stepStart = Date.now()
  console.log(`\n▶ ${name}: ${path.basename(command)} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${name} (${seconds(stepStart)})`)
}

step('types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])
step('lint', bin('biome'), ['check', '.'])
// The lanes below start the server side by side: built once first, so none builds while another
// starts it (a run of chosen projects leaves it to the browser tests' setup, as `npm start` does).
if (!asked) step('build', process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'])

/**
 * Runs vitest with `args`. Its output goes to the terminal as it comes (and is kept, for its
 * failure summary), or with `logFile` to that file, to be printed when it ends.
 */
function vitest(args, logFile, node = null) {
  return new Promise((resolve) => {
    const env = node ? { ...process.env, E2E_RESULTS: 'e2e-other-node' } : process.env
    const [command, first] = node
      ? [node, [path.join(root, 'node_modules/vitest/vitest.mjs')]]
      : [bin('vitest'), []]
    const child = spawn(command, [...first, 'run', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const kept = []
    const log = logFile ? createWriteStream(logFile) : null
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        if (log) log.write(chunk)
        else {
          to.write(chunk)
          kept.push(chunk)
        }
      })
    }
    child.on('close', (code, signal) => {
      log?.end()
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(kept).toString('utf8') })
    })
  })
}

/** The failure summary a lane's output ends with (tests/support/failure-summary-reporter.ts). */
const summaryOf = (output) => {
  const at = output.lastIndexOf('── failure summary ──')
  return at === -1 ? output.slice(-4000) : output.slice(at)
}

const testsStart = Date.now()
let failed = false
if (asked) {
  console.log(`\n▶ tests: vitest run ${extra.join(' ')}`)
  failed = (await vitest(extra)).code !== 0
} else {
  const logDir = path.join(root, 'test-results')
  mkdirSync(logDir, { recursive: true })
  const e2eLog = path.join(logDir, 'e2e-lane.log')
  // Every project but the browser tests: a project added to vite.config.ts joins this lane.
  const others = ['--project', '!e2e']
  console.log('\n▶ tests, two lanes side by side:')
  console.log(`  vitest run --project e2e ${extra.join(' ')}  (output below, when it ends)`)
  console.log(`  vitest run --project '!e2e' ${extra.join(' ')}\n`)
  const alsoOn = process.env.TEST_ALSO_ON_NODE || null
  const alsoVersion = alsoOn ? spawnSync(alsoOn, ['--version'], { encoding: 'utf8' }).stdout.trim() : null
  if (alsoOn) {
    if (!alsoVersion) {
      console.error(`\n✖ TEST_ALSO_ON_NODE=${alsoOn} does not run`)
      process.exit(1)
    }
    console.log(`  ${alsoOn} (${alsoVersion}): vitest run --project server --project e2e ${extra.join(' ')}`)
  }
  const lanesStart = Date.now()
  /** A lane whose end is told as it comes (its output is printed later). */
  const lane = (what, running) =>
    running.then((result) => {
      console.log(`\n(${what} ended after ${seconds(lanesStart)})`)
      return result
    })
  const e2e = lane('browser tests', vitest(['--project', 'e2e', ...extra], e2eLog))
  const alsoLog = path.join(logDir, 'other-node-lane.log')
  const other = alsoOn
    ? lane(
        `the lane on Node ${alsoVersion}`,
        vitest(['--project', 'server', '--project', 'e2e', ...extra], alsoLog, alsoOn),
      )
    : Promise.resolve({ code: 0 })
  const rest = await vitest([...others, ...extra])
  console.log(`\n(every other project ended after ${seconds(testsStart)})`)
  const browser = await e2e
  console.log('\n▶ the browser tests (e2e) said:\n')
  process.stdout.write(readFileSync(e2eLog, 'utf8'))
  const onOther = await other
  if (alsoOn) {
    console.log(`\n▶ the lane on Node ${alsoVersion} (server on PGlite, browser tests) said:\n`)
    process.stdout.write(readFileSync(alsoLog, 'utf8'))
    if (onOther.code !== 0) console.error(`\n✖ tests on Node ${alsoVersion} failed: see just above`)
  }
  failed = rest.code !== 0 || browser.code !== 0 || onOther.code !== 0
  // CI keeps the tail: the other lane's failures are repeated after the browser tests' output.
  if (rest.code !== 0) {
    console.error('\n✖ tests other than the browser tests failed (the first lane):\n')
    console.error(summaryOf(rest.output))
  }
  if (browser.code !== 0) console.error('\n✖ browser tests failed: see just above')
}
if (failed) {
  console.error(`\n✖ tests failed (${seconds(testsStart)})`)
  process.exit(1)
}
console.log(`✔ tests (${seconds(testsStart)})`)
console.log(`\nAll checks passed in ${seconds(started)}`)
