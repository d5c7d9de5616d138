import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { baseUrl, shellReady, signedInAt } from './browser.ts'

// Every screen of the console: each page (built, not built, public) and each drawer (nested ones
// and the user drawer's panels too), with how to reach it and what shows once it is ready. The
// accessibility test runs axe over them, the layout test measures them, `npm run screenshots`
// photographs them. Selectors do not depend on the interface language: every screen is visited
// in English and in Dutch.

export type Screen = {
  /** A short name, also the screenshot's file name: `users--drawer-actions`. */
  name: string
  /** Where the screen starts. */
  path: string
  /** A page without a session (login, register); the others are signed in. */
  anonymous?: boolean
  /** A drawer (or a dialog over the page) rather than a page. */
  drawer?: boolean
  /** What a person does after the page has loaded to reach the screen (open a tab, a nested drawer). */
  open?: (page: Page) => Promise<unknown>
  /** Resolves once what the screen is about shows. */
  ready: (page: Page) => Promise<unknown>
}

const firstRow = (page: Page) => page.locator('tbody tr[aria-rowindex]').first()
const listReady = (page: Page) => firstRow(page).waitFor()
const dialog = (page: Page) => page.getByRole('dialog').last()
const drawerField = (page: Page) => dialog(page).getByRole('textbox').first().waitFor()
/** A button named in either language. */
const button = (scope: Page | Locator, en: string, nl: string) =>
  scope.getByRole('button', { name: new RegExp(`^(${en}|${nl})$`) })

/** The user drawer's panels, in tab order (docs/product.md §2), by name for the file. */
const userPanels = [
  'information',
  'notifications',
  'bpt',
  'stories',
  'actions',
  'initiatives',
  'infographics',
  'co2-quiz',
] as const

/** A user of the demo with records in every panel (Eva Dijkstra). */
const DEMO_USER = 6

/**
 * The first demo story's last page, "Try a shared car" and two more actions (the seed numbers the
 * pages of the stories in order: the first story's five are 1 to 5; src/server/seed/demo/stories.ts).
 */
const STORY_1_ACTIONS_PAGE = 5
/** The story editor's grid, once its cards show. */
const storyGridReady = (page: Page) => page.locator('.story-card').first().waitFor()

/** Opens the media drawer over a record drawer, on the tab at `tab` (0 Upload, 1 Search, 2 Edit). */
const mediaDrawer = (tab: number) => async (page: Page) => {
  await drawerField(page)
  await button(dialog(page), 'Add media', 'Media toevoegen').click()
  const tabs = dialog(page).getByRole('tab')
  await tabs.first().waitFor()
  if (tab > 0) await tabs.nth(tab).click()
}
const mediaReady = (page: Page) => dialog(page).getByRole('tabpanel').waitFor()
/** Waits for `target`, then scrolls the drawer to it (a chart at the end of a drawer). */
const inView = async (target: Locator) => {
  await target.waitFor()
  await target.scrollIntoViewIfNeeded()
}

/** Every chart card of a statistics page has drawn its chart. */
async function chartsDrawn(page: Page) {
  const cards = page.locator('[data-stats-card]')
  await cards.first().waitFor()
  for (const card of await cards.all()) await card.locator('svg[role="img"]').waitFor()
}

const notBuilt: string[] = []

export const screens: Screen[] = [
  // Public pages.
  {
    name: 'login',
    path: '/login',
    anonymous: true,
    ready: (page) => page.getByRole('button').first().waitFor(),
  },
  {
    name: 'register',
    path: '/register',
    anonymous: true,
    ready: (page) => page.getByRole('button').first().waitFor(),
  },
  // Pages.
  { name: 'home', path: '/', ready: (page) => page.locator('main a[data-primary-focus]').waitFor() },
  { name: 'categories', path: '/categories', ready: listReady },
  { name: 'users', path: '/users', ready: listReady },
  { name: 'users-emails', path: '/users?view=emails', ready: listReady },
  { name: 'labels', path: '/labels', ready: listReady },
  { name: 'data-tables', path: '/data-tables', ready: listReady },
  { name: 'feedback', path: '/feedback', ready: listReady },
  { name: 'content', path: '/content', ready: listReady },
  { name: 'stories', path: '/stories', ready: listReady },
  { name: 'co2quiz', path: '/co2quiz', ready: listReady },
  { name: 'co2quiz-values', path: '/co2quiz/values', ready: listReady },
  { name: 'co2quiz-averages', path: '/co2quiz/averages', ready: listReady },
  { name: 'bpt', path: '/bpt', ready: listReady },
  // The story editor of the first demo story: its grid of pages.
  { name: 'story-editor', path: '/stories/1', ready: storyGridReady },
  {
    name: 'quiz-of-the-day',
    path: '/quiz-of-the-day',
    ready: (page: Page) => page.locator('.quiz-order-row').first().waitFor(),
  },
  ...notBuilt.map((path) => ({
    name: `not-built${path.replaceAll('/', '-')}`,
    path,
    ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor(),
  })),
  // The statistics hub once its cards have figures, and each chart page once its charts are drawn.
  {
    name: 'statistics',
    path: '/statistics',
    ready: (page: Page) => page.locator('.statistics-sparkline').first().waitFor(),
  },
  ...['quizzes', 'actions', 'co2-scan', 'user-interests'].map((slug) => ({
    name: `statistics-${slug}`,
    path: `/statistics/${slug}`,
    ready: chartsDrawn,
  })),
  {
    name: 'not-found',
    path: '/no/such/page',
    ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  // Drawers.
  { name: 'categories--drawer', path: '/categories?edit=1', drawer: true, ready: drawerField },
  { name: 'categories--new', path: '/categories?new', drawer: true, ready: drawerField },
  {
    name: 'categories--media-upload',
    path: '/categories?edit=1',
    drawer: true,
    open: mediaDrawer(0),
    ready: mediaReady,
  },
  {
    name: 'categories--media-search',
    path: '/categories?edit=1',
    drawer: true,
    open: mediaDrawer(1),
    ready: mediaReady,
  },
  {
    name: 'categories--hierarchy',
    path: '/categories?hierarchy',
    drawer: true,
    ready: (page) => page.locator('.hierarchy-row').first().waitFor(),
  },
  { name: 'labels--new', path: '/labels?new', drawer: true, ready: drawerField },
  { name: 'labels--drawer', path: '/labels?edit=1', drawer: true, ready: drawerField },
  {
    name: 'data-tables--drawer',
    path: '/data-tables?edit=1',
    drawer: true,
    ready: (page) => dialog(page).locator('.cm-content, textarea').first().waitFor(),
  },
  {
    name: 'data-tables--new',
    path: '/data-tables?new',
    drawer: true,
    ready: (page) => dialog(page).locator('.cm-content, textarea').first().waitFor(),
  },
  {
    name: 'feedback--drawer',
    path: '/feedback',
    drawer: true,
    open: (page) => firstRow(page).click(),
    ready: (page) => dialog(page).getByRole('button').first().waitFor(),
  },
  {
    name: 'content--drawer',
    path: '/content?info-graphic=1',
    drawer: true,
    ready: (page) => dialog(page).locator('[contenteditable="true"]').first().waitFor(),
  },
  // Food waste and "The life of a pair of jeans" have no Dutch texts: in Dutch their drawers show
  // the English beside the empty fields (docs/choices.md "Translation references").
  { name: 'categories--drawer-untranslated', path: '/categories?edit=6', drawer: true, ready: drawerField },
  {
    name: 'content--drawer-untranslated',
    path: '/content?info-graphic=4',
    drawer: true,
    ready: (page) => dialog(page).locator('[contenteditable="true"]').first().waitFor(),
  },
  { name: 'stories--new', path: '/stories?new', drawer: true, ready: drawerField },
  { name: 'stories--drawer', path: '/stories?edit=1', drawer: true, ready: drawerField },
  {
    name: 'content--new',
    path: '/content?new=info-graphic',
    drawer: true,
    ready: (page) => dialog(page).locator('[contenteditable="true"]').first().waitFor(),
  },
  {
    name: 'content--media-upload',
    path: '/content?info-graphic=1',
    drawer: true,
    open: mediaDrawer(0),
    ready: mediaReady,
  },
  // The other kinds' drawers: an action with its steps (and sources), an initiative with its
  // address, a quiz question with its answers and the chart of how app users answered it.
  {
    name: 'content--action',
    path: '/content?action=1',
    drawer: true,
    ready: (page) => dialog(page).locator('.child-list-entry').first().waitFor(),
  },
  {
    name: 'content--initiative',
    path: '/content?initiative=1',
    drawer: true,
    ready: (page) => dialog(page).locator('[contenteditable="true"]').first().waitFor(),
  },
  {
    name: 'content--question',
    path: '/content?question=1',
    drawer: true,
    ready: (page) => inView(dialog(page).locator('.answer-stats svg[role="img"]')),
  },
  {
    name: 'content--question-table',
    path: '/content?question=1',
    drawer: true,
    open: (page) => dialog(page).locator('.answer-stats button[aria-pressed]').click(),
    ready: (page) => inView(dialog(page).locator('.answer-stats .rt-TableRoot')),
  },
  // The story editor's page drawers: a saved page (the first story's actions page, listing three
  // in order), and a new info page with the matches to pick from.
  {
    name: 'story-editor--page',
    path: `/stories/1?page=${STORY_1_ACTIONS_PAGE}`,
    drawer: true,
    ready: async (page) => {
      await dialog(page).locator('.page-chosen-list li').first().waitFor()
      await dialog(page).locator('.record-option').first().waitFor()
    },
  },
  {
    name: 'story-editor--new-page',
    path: '/stories/1?new=page&kind=info',
    drawer: true,
    ready: (page) => dialog(page).locator('.record-option').first().waitFor(),
  },
  // The CO2 quiz's drawers: a question with its answers (the demo's short flights: a chain), a
  // new one (its warning showing), a value with its source, an average.
  {
    name: 'co2quiz--drawer',
    path: '/co2quiz?edit=15',
    drawer: true,
    ready: (page) => dialog(page).locator('.child-list-entry').first().waitFor(),
  },
  {
    name: 'co2quiz--new',
    path: '/co2quiz?new',
    drawer: true,
    ready: (page) => dialog(page).locator('.co2-warnings').waitFor(),
  },
  {
    name: 'co2quiz-values--drawer',
    path: '/co2quiz/values?edit=1',
    drawer: true,
    ready: (page) => dialog(page).locator('.child-list-entry').first().waitFor(),
  },
  { name: 'co2quiz-averages--drawer', path: '/co2quiz/averages?edit=1', drawer: true, ready: drawerField },
  // The demo's behaviour question: eleven answers. Opened from its row, as its id changes when
  // the BPT browser test puts the demo set back.
  {
    name: 'bpt--drawer',
    path: '/bpt',
    drawer: true,
    open: async (page: Page) => {
      await listReady(page)
      await page
        .getByRole('grid')
        .getByRole('gridcell', { name: /^(Behaviour|Gedrag)$/ })
        .click()
    },
    ready: (page) => dialog(page).locator('.child-list-entry').first().waitFor(),
  },
  { name: 'bpt--new', path: '/bpt?new', drawer: true, ready: drawerField },
  {
    name: 'bpt--hierarchy',
    path: '/bpt?hierarchy',
    drawer: true,
    ready: (page) => dialog(page).locator('.sort-row').first().waitFor(),
  },
  { name: 'users--new', path: '/users?new', drawer: true, ready: drawerField },
  ...userPanels.map((panel, index) => ({
    name: `users--drawer-${panel}`,
    path: `/users?edit=${DEMO_USER}`,
    drawer: true,
    open: async (page: Page) => {
      const tab = dialog(page).getByRole('tab').nth(index)
      await tab.click()
    },
    ready: (page: Page) => dialog(page).getByRole('tabpanel').waitFor(),
  })),
  {
    name: 'users--deletion-request',
    path: '/users',
    drawer: true,
    open: (page) => page.getByRole('grid').nth(1).locator('tbody tr[aria-rowindex]').first().click(),
    ready: (page) => dialog(page).locator('h3').first().waitFor(),
  },
]

export type Lang = 'en' | 'nl'
export type Viewport = { width: number; height: number }

/** The two sizes every screen is checked and photographed at (issue 18: a laptop and a desktop). */
export const viewports = {
  laptop: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const satisfies Record<string, Viewport>

/**
 * Two pages at `viewport` in `lang`: one signed in as the admin, one anonymous (the login and
 * register pages; signed in they move on to the console). The language is the one the console
 * remembers in the browser, as after pressing EN or NL.
 */
export async function screenPages(browser: Browser, viewport: Viewport, lang: Lang) {
  const contexts: BrowserContext[] = []
  const pageIn = async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', viewport })
    // A loaded machine can take a while over the first visit of a page's chunk.
    context.setDefaultTimeout(30_000)
    contexts.push(context)
    const page = await context.newPage()
    // Leaving a page never waits on a question (no screen edits anything).
    page.on('dialog', (dialog) => void dialog.accept())
    return page
  }
  const remember = (page: Page) =>
    page.evaluate((language) => localStorage.setItem('canopy.lang', language), lang)
  const signedIn = await pageIn()
  await signedInAt(signedIn, '/labels')
  await remember(signedIn)
  const anonymous = await pageIn()
  await anonymous.goto('/login')
  await remember(anonymous)
  return {
    pageFor: (screen: Screen) => (screen.anonymous ? anonymous : signedIn),
    close: () => Promise.all(contexts.map((context) => context.close())),
  }
}

/** Opens `screen` on `page` as a person would reach it, and waits until it shows, animations done. */
export async function visit(page: Page, screen: Screen) {
  try {
    await page.goto(screen.path)
    if (!screen.anonymous) await shellReady(page)
    await screen.open?.(page)
    await screen.ready(page)
  } catch (error) {
    if (error instanceof Error) error.message = `Screen ${screen.name}: ${error.message}`
    throw error
  }
  await animationsDone(page)
}

/**
 * Waits until what is fading or sliding in (a drawer, a popup's list) has arrived: measured or
 * photographed half way, it is not what a person sees. (An animation cancelled meanwhile rejects
 * `finished`: it is over too.)
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  )
}
