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

/**
 * Runs in the page, so it is plain text: the bench runs through tsx, whose compiled functions
 * call a helper (`__name`) the page does not have. Types the whole term as one input event and
 * resolves once the first result shows the term and that frame is painted.
 */
const inPageSearch = `async (text) => {
  const input = document.querySelector('.palette-input')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  const wanted = text
  const started = performance.now()
  setValue.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  // Seen the moment React writes it (not at the next frame), then until that frame is painted.
  await new Promise((resolve) => {
    const shows = () => {
      const first = document.querySelector('.palette-item')
      return Boolean(first && first.textContent.toLowerCase().includes(wanted))
    }
    if (shows()) return resolve()
    const observer = new MutationObserver(() => {
      if (!shows()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  const total = performance.now() - started
  const request = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/user?')).at(-1)
  performance.clearResourceTimings()
  return { total, request: request ? request.responseEnd - request.startTime : 0 }
}`

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
  await page.locator('tbody tr[aria-rowindex]').first().waitFor()
  await page.keyboard.press('Control+k')
  await page.locator('.palette-input').waitFor()
  await page.keyboard.type('Open user')
  await page
    .getByRole('option', { name: /^Open user/ })
    .first()
    .waitFor()
  await page.keyboard.press('Enter')
  await page.locator('.palette-page').waitFor()

  const times: number[] = []
  /** Of which the request (sent to answer read), from the browser's resource timing. */
  const requests: number[] = []
  for (const [run, term] of terms.entries()) {
    const took = (await page.evaluate(`(${inPageSearch})(${JSON.stringify(term)})`)) as {
      total: number
      request: number
    }
    if (run >= WARM_UPS) {
      times.push(took.total)
      requests.push(took.request)
    }
  }
  console.log(`"Open user…" on ${BENCH_USERS.toLocaleString('en')} users, ${times.length} new searches`)
  table([
    {
      measure: 'keystroke → results painted',
      p50: ms(percentile(times, 50)),
      p95: ms(percentile(times, 95)),
      target: 'p50 < 50 ms',
    },
    {
      measure: '… of which the search request',
      p50: ms(percentile(requests, 50)),
      p95: ms(percentile(requests, 95)),
      target: '',
    },
  ])
} finally {
  await browser.close()
  await server.close()
  await bench.database.close()
  rmSync(bench.dataDir, { recursive: true, force: true })
}
