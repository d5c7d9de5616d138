import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { test } from '../e2e/support/browser.ts'
import { animationsDone, type Lang, screenPages, screens, viewports, visit } from '../e2e/support/screens.ts'

// Run by `npm run screenshots` (vitest.screenshots.config.ts), never by `npm test`: a picture of
// every screen in tests/e2e/support/screens.ts, per size and language, for a person to look at:
// test-results/screenshots/<width>x<height>/<lang>/<screen>.png, and `<screen>--end.png` scrolled
// to the bottom when the page is taller than the window.

/**
 * Opens, with the mouse, a popup of the drawer on top: its first select's list, or else the
 * tooltip of its rich text toolbar's first button (`<screen>--popup.png`: is it on top, readable,
 * clickable?). False when the drawer has neither.
 */
async function openAPopup(page: Page) {
  const drawer = page.getByRole('dialog').last()
  const select = drawer.locator('button[role="combobox"]:not([disabled])').first()
  if (await select.count()) {
    await select.click()
    await page.getByRole('listbox').waitFor()
    return true
  }
  const tool = drawer.getByRole('toolbar').getByRole('button').first()
  if (await tool.count()) {
    await tool.hover()
    await page.getByRole('tooltip').waitFor()
    return true
  }
  return false
}

const outDir = path.resolve(import.meta.dirname, '../../test-results/screenshots')
rmSync(outDir, { recursive: true, force: true })
/** `SCREENS=content npm run screenshots`: only the screens whose name starts with it. */
const chosen = screens.filter((screen) => screen.name.startsWith(process.env.SCREENS ?? ''))

describe('screenshots', () => {
  for (const viewport of Object.values(viewports)) {
    for (const lang of ['en', 'nl'] as Lang[]) {
      test(`${viewport.width}×${viewport.height} in ${lang}`, async ({ browser }) => {
        const dir = path.join(outDir, `${viewport.width}x${viewport.height}`, lang)
        mkdirSync(dir, { recursive: true })
        const pages = await screenPages(browser, viewport, lang)
        try {
          for (const screen of chosen) {
            const page = pages.pageFor(screen)
            await visit(page, screen)
            await page.screenshot({ path: path.join(dir, `${screen.name}.png`) })
            if (screen.drawer && (await openAPopup(page))) {
              await animationsDone(page)
              await page.screenshot({ path: path.join(dir, `${screen.name}--popup.png`) })
              await page.keyboard.press('Escape')
              await page
                .getByRole('listbox')
                .waitFor({ state: 'detached' })
                .catch(() => undefined)
            }
            const tall = await page.evaluate(() => {
              const root = document.scrollingElement!
              return root.scrollHeight > root.clientHeight
            })
            if (!tall || screen.drawer) continue
            await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
            await page.screenshot({ path: path.join(dir, `${screen.name}--end.png`) })
          }
        } finally {
          await pages.close()
        }
      })
    }
  }
})
