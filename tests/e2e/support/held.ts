import type { Page } from 'playwright-core'

/**
 * Holds back the page's requests to `url` (a glob or a pattern) until `release`, as a slow network
 * would, so a test can act while something is still on its way. Routing turns the browser's cache
 * off for the page, so a file it has fetched before is held as well.
 */
export async function held(page: Page, url: string | RegExp) {
  let release!: () => void
  const gate = new Promise<void>((open) => {
    release = open
  })
  await page.route(url, async (route) => {
    await gate
    await route.continue()
  })
  /** Lets the held requests (and later ones) through. */
  return { release }
}
