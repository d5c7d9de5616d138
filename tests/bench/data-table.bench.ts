// DataGrid render time, client mode, in jsdom (not a browser: no layout or paint, so real
// browsers differ; the figures compare sizes and catch regressions). For 1,000 and 10,000 rows:
// the first render, a filter change (typing into the title filter) and a page change (Next page).
// The component goes through Vite (the project config), so the Lingui macros compile as in the app.
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { createServer } from 'vite'
import { median, ms, table } from './support.ts'

const SIZES = [1_000, 10_000]
const RUNS = 15
const WARM_UPS = 2
const root = path.resolve(import.meta.dirname, '../..')

// jsdom ships no types (and @types/jsdom is not installed): a module name typed as string keeps
// tsc from looking, and this is the little of its API the bench uses.
const jsdomModule: string = 'jsdom'
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (
    html: string,
    options: { url: string; pretendToBeVisual: boolean },
  ) => { window: Window & typeof globalThis }
}

// The DOM must exist before React DOM loads: it decides at import whether it can use one.
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
})
const globals = globalThis as Record<string, unknown>
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis)) globals[key] = (dom.window as unknown as Record<string, unknown>)[key]
}
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true })
globals.window = dom.window
globals.document = dom.window.document
globals.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
dom.window.Element.prototype.scrollIntoView = () => {}

const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
})
type DataTableModule = typeof import('../../src/console/ui/grid/index.ts')
const { DataGrid, createColumns, textMatches } = (await vite.ssrLoadModule(
  '/src/console/ui/grid/index.ts',
)) as DataTableModule
const { createElement: h } = await import('react')
const { createRoot } = await import('react-dom/client')
const { MemoryRouter } = await import('react-router-dom')
const { I18nProvider } = await import('@lingui/react')
const { setupI18n } = await import('@lingui/core')
const { Theme } = await import('@radix-ui/themes')

type Row = { id: number; title: string; type: 'main' | 'sub'; translated: boolean }
const topics = [
  'Energy',
  'Food',
  'Mobility',
  'Waste',
  'Water',
  'Housing',
  'Clothing',
  'Nature',
  'Lab',
  'Shopping',
]
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `${topics[index % topics.length]} category ${index + 1}`,
    type: index % 3 === 0 ? 'main' : 'sub',
    translated: index % 5 !== 4,
  }))

const col = createColumns<Row>()
const columns = [
  col.id(),
  col.accessor('title', { header: 'Title' }),
  col.accessor('type', { header: 'Type' }),
  col.state({ translated: (row) => row.translated }),
]
const filters = [
  { id: 'q', kind: 'text', label: 'Title' },
  {
    id: 'type',
    kind: 'select',
    label: 'Type',
    options: [
      { value: 'main', label: 'Main category' },
      { value: 'sub', label: 'Sub category' },
    ],
  },
] as const
const matches = (row: Row, values: { q: string; type: string }) =>
  textMatches(values.q, row.title) && (!values.type || row.type === values.type)
// The committed English catalog, compiled by the Lingui Vite plugin; messages not extracted yet
// fall back to their id without the "uncompiled message" warning (console output would skew the clock).
const { messages: en } = (await vite.ssrLoadModule('/src/locales/en/messages.po')) as {
  messages: Record<string, unknown>
}
const i18n = setupI18n({ locale: 'en', messages: { en } as never, missing: (_locale, id) => id })

/**
 * Time from `work` until `done()` holds. React's production build has no `act`, so the clock
 * runs until the commit is visible in the DOM, yielding to the scheduler (setImmediate in Node)
 * between checks; router updates render in a transition, not synchronously.
 */
async function timed(work: () => void, done: () => boolean) {
  const start = performance.now()
  work()
  while (!done()) await new Promise((resolve) => setImmediate(resolve))
  return performance.now() - start
}

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[1]?.textContent ?? '')

/** One run: mount, type "energy" (a tenth of the rows match), then go to the next page. */
async function run(rows: Row[]) {
  const container = document.body.appendChild(document.createElement('div'))
  const reactRoot = createRoot(container)
  const ui = h(
    I18nProvider,
    { i18n },
    h(
      Theme,
      null,
      h(
        MemoryRouter,
        { initialEntries: ['/categories'] },
        h(DataGrid<Row, 'q' | 'type'>, {
          label: 'Categories',
          columns,
          rows,
          getRowId: (row: Row) => row.id,
          filters,
          matches,
          onOpen: () => {},
        }),
      ),
    ),
  )
  const first = await timed(
    () => reactRoot.render(ui),
    () => titles(container).length === 25,
  )
  const input = container.querySelector('input')!
  // Before: "Food category 2" second; after: "Energy category 11".
  const filter = await timed(
    () => {
      // React listens for input events and reads the value through the native setter.
      Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'energy',
      )
      input.dispatchEvent(new dom.window.Event('input', { bubbles: true }))
    },
    () => titles(container)[1] === 'Energy category 11',
  )
  // The pager's buttons are first, previous, next, last (their names are message ids here:
  // production macros with an empty catalog).
  const next = container.querySelectorAll<HTMLButtonElement>('.grid-pager button')[2]!
  const page = await timed(
    () => next.click(),
    () => titles(container)[0] === 'Energy category 251',
  )
  reactRoot.unmount()
  container.remove()
  return { first, filter, page }
}

const results: Record<string, string | number>[] = []
for (const size of SIZES) {
  const rows = rowsOf(size)
  for (let i = 0; i < WARM_UPS; i++) await run(rows) // JIT and caches
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await run(rows))
  results.push({
    rows: size.toLocaleString('en'),
    'first render': ms(median(runs.map((r) => r.first))),
    'filter change': ms(median(runs.map((r) => r.filter))),
    'page change': ms(median(runs.map((r) => r.page))),
    'fastest first render': ms(Math.min(...runs.map((r) => r.first))),
  })
}

const jsdomVersion = dom.window.navigator.userAgent.match(/jsdom\/([\d.]+)/)?.[1] ?? ''
console.log(
  `DataGrid, client mode, in jsdom ${jsdomVersion} (no layout or paint), React production build; ` +
    `median of ${RUNS} runs after ${WARM_UPS} warm-ups; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
)
table(results)
await vite.close()
dom.window.close()
