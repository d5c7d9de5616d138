// A Vite plugin that splits Radix Themes' one stylesheet (685 kB, 81 kB gzip) in two, so the login
// page downloads only what it shows (issue 11):
//
// - `virtual:radix-themes/public.css` (main.tsx): the theme's base, the light theme's colour scales
//   the public pages use, the components they use (PUBLIC_COMPONENTS) without their breakpoint
//   variants (`md:rt-r-size-3`), and the utility classes without theirs;
// - `virtual:radix-themes/shell.css` (the signed-in shell's chunk): every other colour scale and
//   component, the breakpoint variants, the dark theme (which the console never shows: its root
//   carries no `.dark`), then all utility classes again, so utilities still come after every
//   component, as in the original sheet.
//
// Every rule of the original sheet is in one of the two, in its original order, and the signed-in
// console has both before any page renders. tests/e2e/radix-css.test.ts checks in Chromium that
// every Radix class on the login and registration pages has its rules in the first.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss'
import type { Plugin } from 'vite'

/** Radix component classes (`rt-Button`, `rt-TextFieldRoot`…) the public pages render. */
const PUBLIC_COMPONENTS =
  /^rt-(?:(?:Base)?(?:Button|Card)|IconButton|TextField\w*|SegmentedControl\w*|Callout\w*|Text|Heading|Spinner\w*|Link|Flex|Box|reset)$/
/** Utility families the public pages do not use: margins (`rt-r-mx-2`) and grid layouts (`rt-r-gtc-3`). */
const SHELL_UTILITIES = /\.-?rt-r-(?:m[xytrbl]?|gt[cra]|g[cr][se]?|gaf)-/

/** Colour scales of the public pages: the theme's accent and grey, and red for errors. */
const PUBLIC_COLORS = new Set(['grass', 'sage', 'gray', 'red'])

const MODULES = { public: 'virtual:radix-themes/public.css', shell: 'virtual:radix-themes/shell.css' }

type Parts = { public?: Rule; shell?: Rule; utility?: Rule }

/** A rule of the dark theme only (`.dark, .dark-theme { --grass-1: … }`). */
const DARK = /(?:^|[\s,(])\.dark(?:-theme)?\b/

const componentClasses = (selector: string) => selector.match(/\brt-[A-Z]\w*|\brt-reset\b/g) ?? []

/** Radix's colour scales (one file each in tokens/colors), e.g. `amber`, `sage`. */
const scaleNames = (dir: string) => new Set(readdirSync(dir).map((file) => file.replace(/\.css$/, '')))

/** A rule divided between the sheets: colour variables by scale, then components and utilities. */
function divide(rule: Rule, scales: Set<string>): Parts {
  if (DARK.test(rule.selector)) return { shell: rule }
  const mapped = /data-(?:accent|gray)-color='(\w+)'/.exec(rule.selector)?.[1]
  if (mapped) return PUBLIC_COLORS.has(mapped) ? { public: rule } : { shell: rule }
  const scaleOf = (prop: string) => {
    const name = /^--([a-z]+)-/.exec(prop)?.[1]
    return name && scales.has(name) ? name : null
  }
  const scaled = rule.nodes.filter((node) => node.type === 'decl' && scaleOf(node.prop))
  if (scaled.length) {
    // The token rules declare every scale at once (`:root, .light { --amber-1: …; --gray-1: … }`).
    const publicRule = rule.clone()
    const shellRule = rule.clone({ nodes: [] })
    publicRule.each((node) => {
      const scale = node.type === 'decl' ? scaleOf(node.prop) : null
      if (scale && !PUBLIC_COLORS.has(scale)) {
        shellRule.append(node.clone())
        node.remove()
      }
    })
    return {
      ...(publicRule.nodes.length ? { public: publicRule } : {}),
      ...(shellRule.nodes.length ? { shell: shellRule } : {}),
    }
  }
  const components = componentClasses(rule.selector)
  if (components.length)
    return components.every((name) => PUBLIC_COMPONENTS.test(name)) ? { public: rule } : { shell: rule }
  return /\.(?:\w+\\:)?-?rt-r-/.test(rule.selector) ? { utility: rule } : { public: rule }
}

/** `node` with only its rules' `part` (at-rules keep their place and lose empty children). */
function partOf(
  node: ChildNode,
  pick: (parts: Parts, inBreakpoint: boolean) => Rule | undefined,
  scales: Set<string>,
  inBreakpoint = false,
): ChildNode | null {
  if (node.type === 'rule') return pick(divide(node, scales), inBreakpoint)?.clone() ?? null
  if (node.type !== 'atrule') return node.clone()
  const atRule = node as AtRule
  if (!atRule.nodes || atRule.name === 'keyframes' || atRule.name === 'font-face') return atRule.clone()
  const copy = atRule.clone({ nodes: [] })
  const breakpoint = inBreakpoint || (atRule.name === 'media' && /min-width/.test(atRule.params))
  for (const child of atRule.nodes) {
    const kept = partOf(child, pick, scales, breakpoint)
    if (kept) copy.append(kept)
  }
  return copy.nodes?.length ? copy : null
}

function split(sheet: Root, scales: Set<string>) {
  const sheets = { public: postcss.root(), shell: postcss.root() }
  const utilities = postcss.root()
  for (const node of sheet.nodes) {
    // Rules without a breakpoint (`rt-r-gap-4`) serve the public pages; `md:rt-r-gap-4`, the
    // margins and the grid's wait for the shell.
    const publicNode = partOf(
      node,
      (parts, inBreakpoint) =>
        inBreakpoint
          ? undefined
          : (parts.public ??
            (!parts.utility || SHELL_UTILITIES.test(parts.utility.selector) ? undefined : parts.utility)),
      scales,
    )
    if (publicNode) sheets.public.append(publicNode)
    const shellNode = partOf(
      node,
      (parts, inBreakpoint) => parts.shell ?? (inBreakpoint ? parts.public : undefined),
      scales,
    )
    if (shellNode) sheets.shell.append(shellNode)
    const utilityNode = partOf(node, (parts) => parts.utility, scales)
    if (utilityNode) utilities.append(utilityNode)
  }
  sheets.shell.append(utilities.nodes)
  return { public: sheets.public.toString(), shell: sheets.shell.toString() }
}

export function radixThemesCss(): Plugin {
  let sheets: { public: string; shell: string } | null = null
  const load = () => {
    if (!sheets) {
      const file = createRequire(import.meta.url).resolve('@radix-ui/themes/styles.css')
      const scales = scaleNames(path.join(path.dirname(file), 'tokens/colors'))
      sheets = split(postcss.parse(readFileSync(file, 'utf8')), scales)
    }
    return sheets
  }
  return {
    name: 'canopy:radix-themes-css',
    enforce: 'pre',
    resolveId(id) {
      if (id === MODULES.public || id === MODULES.shell) return `\0${id}`
    },
    load(id) {
      if (id === `\0${MODULES.public}`) return load().public
      if (id === `\0${MODULES.shell}`) return load().shell
    },
  }
}

export const radixCssForTests = { split, scaleNames }
