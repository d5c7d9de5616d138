import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { expect, openSignedIn, shellReady, test } from './support/browser.ts'
import { sidewaysOverflow } from './support/overflow.ts'
import { animationsDone, screens, viewports, visit } from './support/screens.ts'

// Axe on every page and drawer, in English and in Dutch, in the real browser against the real
// server: no serious or critical violation (issue 8). Stories run axe on components too; this
// catches what only the whole page shows (landmarks, contrast over the real layout).

// Evaluated over the DevTools protocol, which the console's CSP (script-src 'self') does not block.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] }

async function seriousViolations(page: Page) {
  // A drawer or dialog fades in: measured half way, its text's contrast is that of the fade.
  await animationsDone(page)
  // Once per loaded page: the walk below changes screens by reloading, the language in place.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

type Lang = 'en' | 'nl'
const other = (lang: Lang): Lang => (lang === 'en' ? 'nl' : 'en')

/** Switches the console's language the way a person does (Alt+Shift+N / E), without a reload. */
async function switchTo(page: Page, lang: Lang) {
  await page.keyboard.press(lang === 'nl' ? 'Alt+Shift+N' : 'Alt+Shift+E')
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
}

// One walk of every screen at a laptop's 1024×768 (issue 18) checks two things a person meets on
// it: axe's serious and critical findings, and anything that scrolls sideways (the layout at
// 1440×900: layout.test.ts). Each screen is opened once and checked in both languages, switched
// in place as a person switches (issue 19: half the page loads of a walk per language); the
// language it ends in is the one the next screen opens in.
describe('every screen at 1024×768: accessibility (axe, serious and critical) and nothing sideways', () => {
  test('every page and drawer, in English and in Dutch', { timeout: 6 * 60_000 }, async ({ page }) => {
    await page.setViewportSize(viewports.laptop)
    await openSignedIn(page, '/labels')
    let lang: Lang = 'en'
    const found: Record<string, string[]> = {}
    const sideways: Record<string, string[]> = {}
    /**
     * Both languages on what the page shows now, under `name`. What takes the keys to itself (a
     * drag, the palette) is opened for each language by `open` and left by `close`, the language
     * changing in between.
     */
    const checkBoth = async (
      name: string,
      { open, close }: { open?: () => Promise<unknown>; close?: () => Promise<unknown> } = {},
    ) => {
      for (const turn of [0, 1]) {
        if (turn) {
          lang = other(lang)
          await switchTo(page, lang)
        }
        await open?.()
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang)
        const violations = await seriousViolations(page)
        if (violations.length) found[`${name} (${lang})`] = violations
        const wrong = await sidewaysOverflow(page)
        if (wrong.length) sideways[`${name} (${lang})`] = wrong
        await close?.()
      }
    }
    for (const screen of screens.filter((screen) => !screen.anonymous)) {
      await visit(page, screen)
      await checkBoth(screen.name)
    }
    // During a keyboard drag in Sort and Hierarchy (the row left behind, the preview).
    await page.goto('/categories?hierarchy')
    await page.locator('.hierarchy-row').first().waitFor()
    await checkBoth('dragging', {
      open: async () => {
        await page.keyboard.press('Space')
        await page.keyboard.press('ArrowDown')
      },
      close: () => page.keyboard.press('Escape'),
    })

    // The palette and the ? dialog, over a list.
    await page.goto('/labels')
    await shellReady(page)
    await checkBoth('palette', {
      open: async () => {
        await page.keyboard.press('Control+k')
        await page.getByRole('dialog').getByRole('combobox').waitFor()
      },
      close: () => page.keyboard.press('Escape'),
    })
    await page.keyboard.press('?')
    await page.getByRole('dialog').getByRole('table').first().waitFor()
    await checkBoth('shortcuts')
    expect(sideways, 'sticks out sideways at 1024×768').toEqual({})
    expect(found).toEqual({})
  })

  for (const lang of ['en', 'nl'] as const) {
    test(`login and register in ${lang === 'en' ? 'English' : 'Dutch'}`, async ({ page }) => {
      await page.setViewportSize(viewports.laptop)
      await page.goto('/login')
      if (lang === 'nl') {
        await page.evaluate(() => localStorage.setItem('canopy.lang', 'nl'))
        await page.reload()
      }
      await page.getByRole('button').first().waitFor()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
      const login = [...(await seriousViolations(page)), ...(await sidewaysOverflow(page))]
      await page.goto('/register')
      await page.getByRole('button').first().waitFor()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
      const register = [...(await seriousViolations(page)), ...(await sidewaysOverflow(page))]
      expect({ login, register }).toEqual({ login: [], register: [] })
    })
  }
})
