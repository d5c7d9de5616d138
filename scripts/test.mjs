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
// With `TEST_NODE` naming another Node binary (CI gives the Active LTS's, issue 19), the server
// suite on PGlite and the browser tests (whose server is started by that Node too) run on it, in
// lanes of their own; everything else, the server suite on PostgreSQL included, stays on the Node
// running `npm test`. Both Node versions run the server suite, each on one engine, and the run does
// the same work as without it: running the two suites twice would not fit CI's 25 minutes on 2 cores.
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
function vitest(args, logFile, { node = null, env = process.env } = {}) {
  return new Promise((resolve) => {
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
  const laneNode = process.env.TEST_NODE || null
  const laneVersion = laneNode ? spawnSync(laneNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : null
  if (laneNode && !laneVersion) {
    console.error(`\n✖ TEST_NODE=${laneNode} does not run`)
    process.exit(1)
  }
  const on = laneNode ? ` (on Node ${laneVersion})` : ''
  // Every project but the browser tests (and, with TEST_NODE, the server suite on PGlite, which
  // vite.config.ts then leaves out): a project added to vite.config.ts joins this lane.
  const others = ['--project', '!e2e']
  const elsewhere = laneNode ? { ...process.env, TEST_PROJECTS_ELSEWHERE: 'server' } : process.env
  console.log(`\n▶ tests, ${laneNode ? 'three' : 'two'} lanes side by side:`)
  console.log(`  vitest run --project e2e ${extra.join(' ')}${on}  (output below, when it ends)`)
  if (laneNode)
    console.log(`  vitest run --project server ${extra.join(' ')}${on}  (output below, when it ends)`)
  console.log(
    `  vitest run --project '!e2e' ${extra.join(' ')}${laneNode ? '  (server on PGlite left out)' : ''}\n`,
  )
  const lanesStart = Date.now()
  /** A lane whose end is told as it comes (its output is printed later). */
  const lane = (what, running) =>
    running.then((result) => {
      console.log(`\n(${what} ended after ${seconds(lanesStart)})`)
      return result
    })
  const e2e = lane('browser tests', vitest(['--project', 'e2e', ...extra], e2eLog, { node: laneNode }))
  const serverLog = path.join(logDir, 'server-lane.log')
  const server = laneNode
    ? lane('server suite on PGlite', vitest(['--project', 'server', ...extra], serverLog, { node: laneNode }))
    : Promise.resolve({ code: 0 })
  const rest = await vitest([...others, ...extra], null, { env: elsewhere })
  console.log(`\n(every other project ended after ${seconds(testsStart)})`)
  const browser = await e2e
  console.log(`\n▶ the browser tests (e2e)${on} said:\n`)
  process.stdout.write(readFileSync(e2eLog, 'utf8'))
  const onServer = await server
  if (laneNode) {
    console.log(`\n▶ the server suite on PGlite${on} said:\n`)
    process.stdout.write(readFileSync(serverLog, 'utf8'))
  }
  // CI keeps the tail: every failed lane's summary is repeated at the end.
  const failures = [
    [rest, 'tests other than the browser tests (the first lane)', () => rest.output],
    [browser, `the browser tests${on}`, () => readFileSync(e2eLog, 'utf8')],
    [onServer, `the server suite on PGlite${on}`, () => readFileSync(serverLog, 'utf8')],
  ].filter(([result]) => result.code !== 0)
  for (const [, what, output] of failures) {
    console.error(`\n✖ ${what} failed:\n`)
    console.error(summaryOf(output()))
  }
  failed = failures.length > 0
}
if (failed) {
  console.error(`\n✖ tests failed (${seconds(testsStart)})`)
  process.exit(1)
}
console.log(`✔ tests (${seconds(testsStart)})`)
console.log(`\nAll checks passed in ${seconds(started)}`)
