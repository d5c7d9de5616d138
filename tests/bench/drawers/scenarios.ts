import type { Locator, Page } from 'playwright-core'
import { isCalculationTable } from '../../../src/domain/calculation-tables.ts'
import type { ReadySpec } from './probe.ts'

/** How long the mouse rests on a row or button before the click: a person aims, then presses. */
export const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 100)
/** A person's pause between closing a drawer and the next click. */
const PAUSE_MS = 500

export type Temperature = 'cold' | 'warm'
/**
 * One figure of a run: `what` opened `temperature`, usable after `ms`, of which the main thread
 * worked `cpu` ms (when traced); the typed key's delay where a text field has focus.
 */
export type Sample = {
  what: string
  temperature: Temperature
  ms: number
  cpu: number | null
  keyDelay: number | null
  /** Frames that showed the drawer not yet usable after its data came (`ReadySpec.data`). */
  framesLate: number | null
}

export type Session = {
  page: Page
  /** GET `/api/<path>` with the page's session, in English. */
  api: <T>(path: string) => Promise<T>
  /** Clicks `target` like a person and waits until the drawer is usable; records the figure. */
  open: (what: string, temperature: Temperature, target: Locator, ready: ReadySpec) => Promise<void>
}

/** A drawer (or a group of drawers on one page) as the bench opens it, cold then warm. */
export type Scenario = {
  name: string
  /** The page it starts on; the bench waits for its list, then for the page to be idle. */
  path: string
  /** The grid the page shows when it is ready. */
  grid: string
  run: (session: Session) => Promise<void>
}

const pause = (page: Page, ms = PAUSE_MS) => page.waitForTimeout(ms)

/** Esc, and the dialog named `name` is gone. */
async function closeWith(page: Page, name: string) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog', { name, exact: true }).waitFor({ state: 'detached' })
  await pause(page)
}

const gridOf = (page: Page, name: string) => page.getByRole('grid', { name, exact: true })

/** The list's rows as their record ids, in the order shown. */
async function rowIds(page: Page, grid: string): Promise<number[]> {
  const ids = await gridOf(page, grid)
    .locator('tbody tr[id]')
    .evaluateAll((rows) => rows.map((row) => row.id), undefined)
  return ids.map((id) => Number(/-row-(\d+)$/.exec(id)?.[1]))
}
const row = (page: Page, grid: string, id: number) => gridOf(page, grid).locator(`tbody tr[id$="-row-${id}"]`)

/** A word of the description as the editor shows it (markdown marks dropped). */
export function shownWord(markdown: string) {
  const words = markdown
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>`[\]!()]/g, ' ')
    .split(/\s+/)
  return words.find((word) => /^\p{L}{4,}$/u.test(word)) ?? ''
}

/** Edit the first two records of a list page (cold, then warm), each with its first field's value. */
function editScenario(options: {
  name: string
  path: string
  grid: string
  dialog: string
  ready: (session: Session, id: number) => Promise<Omit<ReadySpec, 'dialog'>>
}): Scenario {
  return {
    name: options.name,
    path: options.path,
    grid: options.grid,
    async run(session) {
      const { page } = session
      const [first, second] = await rowIds(page, options.grid)
      for (const [temperature, id] of [
        ['cold', first],
        ['warm', second],
      ] as const) {
        const spec = { dialog: options.dialog, ...(await options.ready(session, id!)) }
        await session.open(options.name, temperature, row(page, options.grid, id!), spec)
        await closeWith(page, options.dialog)
      }
    },
  }
}

/** A button of the page (Add, Sort and Hierarchy) opening a drawer, twice. */
function buttonScenario(options: {
  name: string
  path: string
  grid: string
  button: string
  dialog: string
  ready: (session: Session) => Promise<Omit<ReadySpec, 'dialog'>>
}): Scenario {
  return {
    name: options.name,
    path: options.path,
    grid: options.grid,
    async run(session) {
      const { page } = session
      const spec = { dialog: options.dialog, ...(await options.ready(session)) }
      const button = page.getByRole('button', { name: options.button, exact: true })
      for (const temperature of ['cold', 'warm'] as const) {
        await session.open(options.name, temperature, button, spec)
        await closeWith(page, options.dialog)
      }
    },
  }
}

type Titled = { title: string }
type UserFull = { firstName: string; stories: unknown[]; actions: unknown[]; initiatives: unknown[] }

/** The first record's edit drawer is opened, then "Add media" in it, twice. */
const addMedia: Scenario = {
  name: 'Add media (over a category)',
  path: '/categories',
  grid: 'Categories',
  async run(session) {
    const { page } = session
    const [first] = await rowIds(page, 'Categories')
    await row(page, 'Categories', first!).click()
    await page.getByRole('dialog', { name: 'Edit Category' }).getByLabel('Title').waitFor()
    await pause(page)
    const button = page.getByRole('button', { name: 'Add media', exact: true })
    const spec: ReadySpec = { dialog: 'Media', tab: 'Upload', button: 'Choose an image' }
    for (const temperature of ['cold', 'warm'] as const) {
      await session.open('Add media (over a category)', temperature, button, spec)
      await closeWith(page, 'Media')
    }
    await closeWith(page, 'Edit Category')
  },
}

/**
 * A user with records in every kind is opened (cold), each panel tab is clicked in turn (cold:
 * the first time on this page), then each again (warm); then another user (warm).
 */
const userDrawer: Scenario = {
  name: 'user edit',
  path: '/users',
  grid: 'Users',
  async run(session) {
    const { page } = session
    const ids = await rowIds(page, 'Users')
    const fulls = await Promise.all(
      ids.map((id) => session.api<UserFull & { id: number }>(`user/${id}/full`)),
    )
    const richest = fulls
      .map((user) => ({ user, records: user.stories.length + user.actions.length + user.initiatives.length }))
      .sort((a, b) => b.records - a.records)
      .map(({ user }) => user)
    const [first, second] = richest
    const drawer = page.getByRole('dialog', { name: 'Edit User', exact: true })

    await session.open('user edit', 'cold', row(page, 'Users', first!.id), {
      dialog: 'Edit User',
      focusValue: first!.firstName,
    })
    const tabs = drawer.getByRole('tab')
    await tabs.first().waitFor()
    // A tab's label without its count (Radix keeps a hidden copy of the label beside it).
    const names = await tabs.evaluateAll(
      (elements) => elements.map((tab) => (tab.firstElementChild?.firstChild?.textContent ?? '').trim()),
      undefined,
    )
    for (const temperature of ['cold', 'warm'] as const) {
      // From the second tab to the last, then back to the first.
      for (const index of [...names.keys()].slice(1).concat(0)) {
        await pause(page, 300)
        await session.open(`user tab ${names[index]}`, temperature, tabs.nth(index), {
          dialog: 'Edit User',
          tab: names[index]!,
        })
      }
    }
    await closeWith(page, 'Edit User')
    await session.open('user edit', 'warm', row(page, 'Users', second!.id), {
      dialog: 'Edit User',
      focusValue: second!.firstName,
    })
    await closeWith(page, 'Edit User')
  },
}

type BptQuestion = { id: number; type: string; text: string; answers: { text: string }[] }

/**
 * The BPT drawer with the most answers (issue 23 "Speed": opens and is typable within one frame
 * after its data arrives): the behaviour question (eleven answers) cold, the barrier question
 * (ten) warm. Two figures: "typable", its text in its focused field and the first answer's text in
 * its field (the answers below the fold are built a moment later, `useFirstPaintCount`); "11
 * answers", also the last answer's text in its field.
 */
const bptDrawer = (name: string, allAnswers: boolean): Scenario => ({
  name,
  path: '/bpt',
  grid: 'Behaviour and Profile Tracker',
  async run(session) {
    const { page } = session
    const all = await session.api<BptQuestion[]>('bpt-question')
    for (const [temperature, type] of [
      ['cold', 'behavior'],
      ['warm', 'barrier'],
    ] as const) {
      const question = all.find((each) => each.type === type)!
      const shown = allAnswers ? question.answers.length - 1 : 0
      const spec: ReadySpec = {
        dialog: 'Edit Question',
        focusValue: question.text,
        values: [[`[name="answers.${shown}.text"]`, question.answers[shown]!.text]],
        data: '/api/bpt-question/',
      }
      await session.open(name, temperature, row(page, 'Behaviour and Profile Tracker', question.id), spec)
      await closeWith(page, 'Edit Question')
    }
  },
})

export const scenarios: Scenario[] = [
  editScenario({
    name: 'category edit',
    path: '/categories',
    grid: 'Categories',
    dialog: 'Edit Category',
    ready: async (session, id) => ({ focusValue: (await session.api<Titled>(`category/${id}`)).title }),
  }),
  buttonScenario({
    name: 'category add',
    path: '/categories',
    grid: 'Categories',
    button: 'Add Category',
    dialog: 'Add Category',
    ready: async () => ({ focusValue: '' }),
  }),
  buttonScenario({
    name: 'Sort and Hierarchy',
    path: '/categories',
    grid: 'Categories',
    button: 'Sort and Hierarchy',
    dialog: 'Sort and Hierarchy',
    ready: async (session) => {
      const all = await session.api<Titled[]>('category')
      return { texts: [all[0]!.title, all.at(-1)!.title] }
    },
  }),
  addMedia,
  userDrawer,
  editScenario({
    name: 'label edit',
    path: '/labels',
    grid: 'Labels',
    dialog: 'Edit Label',
    ready: async (session, id) => ({
      focusValue: (await session.api<{ value: string }>(`user-label/${id}`)).value,
    }),
  }),
  editScenario({
    name: 'data table edit',
    path: '/data-tables',
    grid: 'Data Tables',
    dialog: 'Edit Data Table',
    ready: async (session, id) => {
      const table = await session.api<{ name: string; data: unknown }>(`data-table/${id}`)
      // The first key in the data (of its first row, for a list), as the JSON editor shows it.
      const firstKey = /"[^"]*":/.exec(JSON.stringify(table.data))?.[0] ?? ''
      // A table the CO2 calculation reads keeps its name: the field is read-only, types nothing.
      return {
        focusValue: table.name,
        typing: !isCalculationTable(table.name),
        values: [['textarea', firstKey]],
      }
    },
  }),
  editScenario({
    name: 'feedback detail',
    path: '/feedback',
    grid: 'Feedback',
    dialog: 'Feedback',
    ready: async (session, id) => ({
      texts: [(await session.api<{ message: string }>(`feedback/${id}`)).message.slice(0, 40)],
    }),
  }),
  editScenario({
    name: 'infographic edit',
    path: '/content',
    grid: 'Content',
    dialog: 'Edit Infographic',
    ready: async (session, id) => {
      const infographic = await session.api<{ title: string; description: string }>(`info-graphic/${id}`)
      return { focusValue: infographic.title, editor: shownWord(infographic.description) }
    },
  }),
  editScenario({
    name: 'handle request',
    path: '/users',
    grid: 'Deletion requests',
    dialog: 'Handle the request',
    ready: async () => ({ button: 'Confirm' }),
  }),
  bptDrawer('BPT question (11 answers)', true),
  bptDrawer('BPT question (typable)', false),
]
