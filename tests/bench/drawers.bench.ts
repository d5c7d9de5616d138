// How soon a record drawer is usable after the click (issue 18 "Speed": ≤ 150 ms on this
// machine), per drawer, cold and warm: the production build in Debian's Chromium against the real
// server on PGlite with the demo content. "Usable" is defined in drawers/probe.ts: from the click
// event to the first painted frame in which the drawer shows the record's values with focus in
// its first field (the infographic's description rendered by the editor; a panel tab's panel
// rendered; the media drawer's Upload tab). Cold: the first open after the page loaded in a new
// browser profile (empty cache), the page left idle for a moment first, as a person reading the
// list would (BENCH_IDLE_MS, 1 s); warm: the same drawer again on another record. The mouse
// rests on the target for BENCH_HOVER_MS (100 ms) before pressing. p50/p95 of BENCH_RUNS (10)
// runs, and the main thread's CPU time (drawers/mainThreadCpu.ts; BENCH_CPU=0 leaves the tracing
// out): on a machine shared by busy processes the wall-clock figures swell with the wait for a
// core, and the load average is printed beside them. A figure, not a test: nothing fails the run.
// BENCH_ONLY=<text>[|<text>] runs the drawers whose name holds one of them; BENCH_DIST=<folder>[,<folder>] uses
// those builds (`npx vite build --outDir <folder>`) instead of building the sources, two of them
// compared run by run (the first as "before"); BENCH_JSON=<file> also writes every sample there.
import { rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'
import { BENCH_ADMIN, benchApp, openBenchDatabase } from './bench-server.ts'
import { buildConsole } from './console-build.ts'
import { mainThreadCpu } from './drawers/mainThreadCpu.ts'
import { drawerProbe, type ReadySpec } from './drawers/probe.ts'
import { type BuildSamples, buildRows, comparisonRows } from './drawers/report.ts'
import { HOVER_MS, type Sample, type Scenario, type Session, scenarios } from './drawers/scenarios.ts'
import { table } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 1000)
const only = process.env.BENCH_ONLY
/** The main thread's CPU time per open too, from a trace of each (BENCH_CPU=0 leaves it out). */
const withCpu = process.env.BENCH_CPU !== '0'

/** Polls the page (its CSP forbids Playwright's own waiting, which evaluates strings). */
async function poll<T>(page: Page, expression: string, what: string): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = (await page.evaluate(expression)) as T | null
    if (value !== null) return value
    if (Date.now() > deadline) throw new Error(`${what}: not usable within 20 s`)
    await page.waitForTimeout(10)
  }
}

function sessionOf(page: Page, base: string, samples: Sample[]): Session {
  return {
    page,
    async api(path) {
      const response = await page.request.get(`${base}/api/${path}`, { headers: { cms: 'true', lang: 'en' } })
      if (!response.ok()) throw new Error(`GET /api/${path}: ${response.status()}`)
      return response.json()
    },
    async open(what, temperature, target, ready: ReadySpec) {
      await target.hover()
      await page.waitForTimeout(HOVER_MS)
      await page.evaluate(`window.__drawerBench.arm(${JSON.stringify(ready)})`)
      const browser = page.context().browser()!
      if (withCpu) await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] })
      await target.click()
      const took = await poll<number>(page, 'window.__drawerBench.took()', what)
      const cpu = withCpu ? mainThreadCpu(await browser.stopTracing(), took) : null
      let keyDelay: number | null = null
      // A text field has focus: a character typed now goes in (then out again, so nothing changed).
      if (ready.focusValue !== undefined && ready.typing !== false) {
        await page.evaluate('window.__drawerBench.armKey()')
        await page.keyboard.press('x')
        keyDelay = await poll<number>(page, 'window.__drawerBench.keyDelay()', `${what}: the typed key`)
        await page.keyboard.press('Backspace')
      }
      const framesLate = ready.data
        ? ((await page.evaluate('window.__drawerBench.framesLate()')) as number | null)
        : null
      samples.push({ what, temperature, ms: took, cpu, keyDelay, framesLate })
    },
  }
}

async function runOnce(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  scenario: Scenario,
) {
  const samples: Sample[] = []
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } })
  try {
    const login = await context.request.post(`${base}/api/user/login-admin`, { data: BENCH_ADMIN })
    if (!login.ok()) throw new Error(`login: ${login.status()}`)
    await context.addInitScript({ content: drawerProbe })
    const page = await context.newPage()
    await page.goto(`${base}${scenario.path}`)
    await page
      .getByRole('grid', { name: scenario.grid, exact: true })
      .locator('tbody tr[id]')
      .first()
      .waitFor({ timeout: 30_000 })
    await page.waitForTimeout(IDLE_MS)
    await scenario.run(sessionOf(page, base, samples))
  } finally {
    await context.close()
  }
  return samples
}

// Each build is served by a server of its own (on the same database), and the runs alternate
// between them, so a change in the machine's load weighs on both alike.
const dists = process.env.BENCH_DIST?.split(',').filter(Boolean) ?? []
const builds = dists.length
  ? dists.map((dir) => ({ build: path.basename(dir), dir }))
  : [{ build: 'this build', dir: buildConsole() }]
const bench = await openBenchDatabase({ demo: true })
const servers = await Promise.all(
  builds.map(async ({ build, dir }) => {
    const app = await benchApp(bench, dir)
    await app.listen({ port: 0, host: '127.0.0.1' })
    return { build, app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` }
  }),
)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

const results: BuildSamples[] = builds.map(({ build }) => ({ build, samples: [] }))
const loadAtStart = loadavg()[0]!
try {
  const chosen = scenarios.filter(
    (scenario) => !only || only.split('|').some((part) => scenario.name.includes(part)),
  )
  // One untimed run per build warms the server and the operating system's file cache.
  for (const server of servers) await runOnce(browser, server.base, chosen[0]!)
  for (const scenario of chosen) {
    for (let run = 0; run < RUNS; run++) {
      // Each build goes first in turn.
      for (const index of servers.keys()) {
        const at = (index + run) % servers.length
        results[at]!.samples.push(...(await runOnce(browser, servers[at]!.base, scenario)))
      }
    }
    process.stdout.write('.')
  }
  process.stdout.write('\n')
} finally {
  await browser.close()
  for (const { app } of servers) await app.close()
  await bench.database.close()
  rmSync(bench.dataDir, { recursive: true, force: true })
  if (!dists.length) rmSync(builds[0]!.dir, { recursive: true, force: true })
}

console.log(
  `usable after the click, ${RUNS} runs each (idle ${IDLE_MS} ms, hover ${HOVER_MS} ms; load average ` +
    `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores)`,
)
for (const { build, samples } of results) {
  console.log(build)
  table(buildRows(samples))
}
if (results.length === 2) table(comparisonRows(results as [BuildSamples, BuildSamples]))
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 1))
