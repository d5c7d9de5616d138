// What a first-time visitor's browser does to show /login (issue 11): the JS and CSS it fetches
// (gzip-equivalent, against ≤ 150 kB), the bytes really on the wire, how long until the login form
// is on screen on a cold load (median of 10, against ≤ 400 ms), and what a second visit downloads
// (only index.html may come from the network). Real Chromium against the real server and a
// production build, PGlite.
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type BrowserContext, chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'
import { benchApp, openBenchDatabase } from './bench-server.ts'
import { buildConsole } from './console-build.ts'
import { kb, median, ms, percentile, table } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)

type Fetched = { url: string; type: string; wire: number; cached: boolean }

/**
 * Marks the first frame in which the login form exists (its password field), in page time. A
 * string: the bench runs through tsx, whose helpers do not exist in the page.
 */
const markFormVisible = `
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('form input[type="password"]')) return
    observer.disconnect()
    requestAnimationFrame(() => { window.formVisibleAt = performance.now() })
  }).observe(document, { childList: true, subtree: true })
`

/** One visit to /login in `context`: every response with its bytes on the wire, and when the form showed. */
async function visit(context: BrowserContext, base: string) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map<string, Fetched>()
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      wire: 0,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
    })
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId)
    if (request) request.cached = true
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId)
    if (request) request.wire = encodedDataLength
  })
  await page.addInitScript({ content: markFormVisible })
  await page.goto(`${base}/login`)
  // Polled by CDP (the page's CSP forbids Playwright's own waiting, which evaluates strings).
  // The time is the page's own record, so the polling interval does not change it.
  let visibleAt = 0
  while (!visibleAt) {
    visibleAt = ((await page.evaluate('window.formVisibleAt')) as number | undefined) ?? 0
    if (!visibleAt) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await page.waitForLoadState('networkidle')
  await page.close()
  return { visibleAt, fetched: [...requests.values()] }
}

const out = buildConsole()
const bench = await openBenchDatabase()
const app = await benchApp(bench, out)
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

const gzipOf = (url: string) => {
  const file = path.join(out, new URL(url).pathname)
  return gzipSync(readFileSync(file)).length
}
const isCode = (f: Fetched) => /\.(js|css)$/.test(new URL(f.url).pathname)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

const coldTimes: number[] = []
let first: Fetched[] = []
let second: Fetched[] = []
for (let run = 0; run <= RUNS; run++) {
  const context = await browser.newContext({ locale: 'en-GB' })
  const cold = await visit(context, base)
  // The first run warms the server and the operating system's file cache only.
  if (run > 0) coldTimes.push(cold.visibleAt)
  if (run === RUNS) {
    first = cold.fetched
    second = (await visit(context, base)).fetched
  }
  await context.close()
}

const code = first.filter(isCode)
const codeGzip = sum(code.map((f) => gzipOf(f.url)))
const fromNetwork = second.filter((f) => !f.cached)
table([
  {
    what: '/login JS + CSS, gzip-equivalent',
    files: code.length,
    figure: kb(codeGzip),
    target: '≤ 150 kB',
    met: codeGzip <= 150 * 1024 ? 'yes' : 'NO',
  },
  {
    what: '/login JS + CSS on the wire',
    files: code.length,
    figure: kb(sum(code.map((f) => f.wire))),
    target: '',
    met: '',
  },
  {
    what: '/login everything on the wire (HTML, code, data)',
    files: first.length,
    figure: kb(sum(first.map((f) => f.wire))),
    target: '',
    met: '',
  },
  {
    what: `login form visible, cold load (median of ${RUNS})`,
    files: '',
    figure: `${ms(median(coldTimes))} (p95 ${ms(percentile(coldTimes, 95))})`,
    target: '≤ 400 ms',
    met: median(coldTimes) <= 400 ? 'yes' : 'NO',
  },
  {
    what: 'second visit: fetched from the network',
    files: fromNetwork.length,
    figure: `${kb(sum(fromNetwork.map((f) => f.wire)))}${fromNetwork.length <= 3 ? `: ${fromNetwork.map((f) => new URL(f.url).pathname).join(', ')}` : ''}`,
    target: 'index.html only',
    met: fromNetwork.every((f) => !isCode(f)) && fromNetwork.length <= 1 ? 'yes' : 'NO',
  },
])
if (process.env.BENCH_LIST)
  console.log(first.map((f) => `${f.wire}\t${isCode(f) ? gzipOf(f.url) : ''}\t${f.url}`).join('\n'))

await browser.close()
await app.close()
await bench.database.close()
rmSync(bench.dataDir, { recursive: true, force: true })
rmSync(out, { recursive: true, force: true })
