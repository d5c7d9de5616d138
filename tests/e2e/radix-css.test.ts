import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe } from 'vitest'
import { expect, test } from './support/browser.ts'

// The login and registration pages load only part of Radix Themes' sheet (scripts/radix-css.ts):
// every Radix class they render must find its rules there, or the page shows unstyled.
const fullSheet = readFileSync(createRequire(import.meta.url).resolve('@radix-ui/themes/styles.css'), 'utf8')
const hasRules = (name: string) => new RegExp(`\\.${name.replace(/[:]/g, '\\\\:')}(?![\\w-])`).test(fullSheet)

describe('Radix Themes’ rules on the public pages', () => {
  for (const path of ['/login', '/register']) {
    test(`every Radix class on ${path} has its rules loaded, and the shell’s are not`, async ({ page }) => {
      await page.goto(path)
      await page.locator('form input').first().waitFor()
      const { classes, selectors } = await page.evaluate(() => {
        const names = new Set<string>()
        for (const element of document.querySelectorAll('[class]'))
          for (const name of element.classList) if (name.startsWith('rt-')) names.add(name)
        const found: string[] = []
        const walk = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule) found.push(rule.selectorText)
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
          }
        }
        for (const sheet of document.styleSheets) walk(sheet.cssRules)
        return { classes: [...names], selectors: found.join('\n') }
      })
      expect(classes.length).toBeGreaterThan(10)
      const styled = classes.filter(hasRules)
      const missing = styled.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(selectors))
      expect(missing).toEqual([])
      // What only the signed-in console shows stays out of the login page's download.
      expect(selectors).not.toMatch(/\.rt-(DialogContent|SelectContent|TabsList|TableRoot|Badge)\b/)
    })
  }
})
