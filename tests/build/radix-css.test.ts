import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { radixCssForTests } from '../../scripts/radix-css.ts'

// The split of Radix Themes' sheet (scripts/radix-css.ts): nothing lost, nothing of the shell's
// in the public part, and the utilities last in the shell's part.
const file = createRequire(import.meta.url).resolve('@radix-ui/themes/styles.css')
const full = postcss.parse(readFileSync(file, 'utf8'))
const scales = radixCssForTests.scaleNames(path.join(path.dirname(file), 'tokens/colors'))
const sheets = radixCssForTests.split(full, scales)
const publicSheet = postcss.parse(sheets.public)
const shellSheet = postcss.parse(sheets.shell)

/** Every declaration of a sheet, with the selectors and at-rules around it. */
function declarations(root: postcss.Root) {
  const found = new Set<string>()
  root.walkDecls((decl) => {
    const context: string[] = []
    for (let node: postcss.Node | undefined = decl.parent; node && node.type !== 'root'; node = node.parent)
      context.unshift(
        node.type === 'rule' ? (node as postcss.Rule).selector : `@${(node as postcss.AtRule).params}`,
      )
    found.add(`${context.join(' > ')} { ${decl.prop}: ${decl.value} }`)
  })
  return found
}

describe('Radix Themes’ sheet, split for the login page', () => {
  it('keeps every declaration of the original in one of the two parts', () => {
    const parts = new Set([...declarations(publicSheet), ...declarations(shellSheet)])
    const lost = [...declarations(full)].filter((declaration) => !parts.has(declaration))
    expect(lost).toEqual([])
  })

  it('gives the public part a fraction of the whole', () => {
    expect(sheets.public.length / (sheets.public.length + sheets.shell.length)).toBeLessThan(0.35)
  })

  it('leaves the shell’s components, colour scales and breakpoint utilities out of the public part', () => {
    expect(sheets.public).not.toMatch(/\.rt-(DialogContent|SelectContent|TabsList|TableRoot|Badge)\b/)
    expect(sheets.public).not.toMatch(/--amber-9:|--blue-9:/)
    expect(sheets.public).toMatch(/\.rt-Button\b/)
    expect(sheets.public).toMatch(/--grass-9:/)
    expect(sheets.public).toMatch(/\.rt-r-gap-4\b/)
  })

  it('leaves every breakpoint variant out of the public part, the public components’ included', () => {
    const mediaOf = (root: postcss.Root) => {
      const found: string[] = []
      root.walkAtRules('media', (rule) => {
        found.push(rule.params)
      })
      return new Set(found)
    }
    expect([...mediaOf(publicSheet)].filter((params) => /min-width/.test(params))).toEqual([])
    // Hover styles are not breakpoints: the login button keeps them.
    expect(mediaOf(publicSheet).has('(hover: hover)')).toBe(true)
    expect(sheets.shell).toMatch(/\.rt-Button:where\(\.md\\:rt-r-size-3\)/)
  })

  it('leaves the dark theme, which the console never shows, to the shell’s part', () => {
    expect(sheets.public).not.toMatch(/\.dark\b/)
    expect(sheets.shell).toMatch(/\.dark, \.dark-theme/)
  })

  it('puts the utilities after every component in the shell’s part, as in the original', () => {
    const order: ('component' | 'utility')[] = []
    shellSheet.walkRules((rule) => {
      if (/\.rt-[A-Z]/.test(rule.selector)) order.push('component')
      else if (/rt-r-/.test(rule.selector)) order.push('utility')
    })
    expect(order.lastIndexOf('component')).toBeLessThan(order.indexOf('utility'))
  })

  it('knows Radix’s colour scales from its token files', () => {
    expect(scales.size).toBe(readdirSync(path.join(path.dirname(file), 'tokens/colors')).length)
    expect(scales.has('grass')).toBe(true)
  })
})
