// The palette's "Open user…" search in the browser (issue 9 §4: under 50 ms from keystroke to
// results on 100,000 users): the built console in Debian's Chromium against the real server on
// PGlite filled by tests/bench/users-data.ts. Each run types a new name (no cached answer) and
// times from the input event to the frame that shows that name's first result: the pause before
// the search, the request, the trigram search and the render. A figure, not a test.
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { buildApp } from '../../src/server/app.ts'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'
import { BENCH_ADMIN, openBenchDatabase } from './bench-server.ts'
import { ms, percentile, table } from './support.ts'
import { BENCH_USERS, fillUsersBench } from './users-data.ts'

const root = path.resolve(import.meta.dirname, '../..')
const consoleDir = path.join(root, 'dist')
if (!existsSync(path.join(consoleDir, 'index.html'))) {
  console.log('palette: skipped, no built console (run `npm run build` first)')
  process.exit(0)
}

const first = 'Sanne Daan Emma Lucas Julia Noah Tess Sem Fleur Levi Lotte Finn'.split(' ')
const last = 'Bakker Visser Smit Meijer Mulder Bos Vos Peters Hendriks Dekker'.split(' ')
/** Distinct searches, each matching some users: "sanne bakker", "sanne visser", … */
const terms = first.flatMap((a) => last.map((b) => `${a} ${b}`.toLowerCase())).slice(0, 40)
const WARM_UPS = 5

const bench = await openBenchDatabase()
await fillUsersBench(bench.database.db)
// Like benchApp, but serving the built console.
const server = await buildApp({
  db: bench.database.db,
  config: {
    sessionTtlHours: 1,
    loginRateLimit: { max: 1_000_000, windowMs: 60_000 },
    version: 'bench',
    consoleDir,
    dataDir: bench.dataDir,
  },
})
await server.listen({ port: 0, host: '127.0.0.1' })
const { port } = server.server.address() as { port: number }
const base = `http://127.0.0.1:${port}`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${base}/login`)
  await page.getByLabel('E-mail').fill(BENCH_ADMIN.email)
  await page.getByLabel('Password').fill(BENCH_ADMIN.password)
  await page.keyboard.press('Enter')
  await page.waitForURL('**/users')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Open user')
  await page.keyboard.press('Enter')
  await page.locator('.palette-page').waitFor()

  const times: number[] = []
  for (const [run, term] of terms.entries()) {
    const took = await page.evaluate(async (text) => {
      const input = document.querySelector<HTMLInputElement>('.palette-input')!
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const wanted = text.split(' ')[0]!
      const shows = () =>
        document.querySelector('.palette-item')?.textContent?.toLowerCase().includes(wanted) ?? false
      const started = performance.now()
      setValue.call(input, text)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await new Promise<void>((resolve) => {
        const check = () => (shows() ? resolve() : requestAnimationFrame(check))
        requestAnimationFrame(check)
      })
      // Until the frame with the results is painted.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      return performance.now() - started
    }, term)
    if (run >= WARM_UPS) times.push(took)
  }
  console.log(`"Open user…" on ${BENCH_USERS.toLocaleString('en')} users, ${times.length} new searches`)
  table([
    {
      measure: 'keystroke → results painted',
      p50: ms(percentile(times, 50)),
      p95: ms(percentile(times, 95)),
      target: 'p50 < 50 ms',
    },
  ])
} finally {
  await browser.close()
  await server.close()
  await bench.database.close()
  rmSync(bench.dataDir, { recursive: true, force: true })
}
