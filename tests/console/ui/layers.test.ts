import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { layers } from '../../../src/console/ui/layers/layers.ts'

// Issue 18, "Broken" 1: the console's stacking order is declared once (src/console/ui/layers/
// layers.css) and every floating part takes its z-index from it. The browser tests check what
// that gives on screen (tests/e2e/layers.test.ts, popups.test.ts); these check the declaration.

const consoleDir = path.resolve(import.meta.dirname, '../../../src/console')
/** A stylesheet of the console without its comments. */
const read = (file: string) =>
  readFileSync(path.join(consoleDir, file), 'utf8').replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, '')

/** A sheet that makes an element its own stacking context, so z-indexes inside it stay local. */
const isolating = (file: string) => /isolation:\s*isolate/.test(read(file))

const cssFiles = (dir: string): string[] =>
  readdirSync(path.join(consoleDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(relative)
    return entry.name.endsWith('.css') ? [relative] : []
  })

/** `--layer-name: 100;` declarations, in the order written. */
const declared = [...read('ui/layers/layers.css').matchAll(/--layer-([a-z-]+):\s*(-?\d+)\s*;/g)].map(
  ([, name, value]) => ({ name: name!, value: Number(value) }),
)

describe('the layers', () => {
  it('are declared in layers.css in the order layers.ts lists, each above the one before', () => {
    expect(declared.map((layer) => layer.name)).toEqual([...layers])
    for (let index = 1; index < declared.length; index++) {
      expect(declared[index]!.value, declared[index]!.name).toBeGreaterThan(declared[index - 1]!.value)
    }
  })

  it('put page < chrome < drawer < nested drawer < dialog < ? dialog < palette < popup < toast', () => {
    const value = Object.fromEntries(declared.map((layer) => [layer.name, layer.value]))
    const order = ['chrome', 'drawer', 'nested-drawer', 'dialog', 'shortcuts', 'palette', 'popup', 'toast']
    expect(order.map((name) => value[name])).toEqual(order.map((name) => value[name]).sort((a, b) => a! - b!))
    expect(value.chrome).toBeGreaterThan(0)
  })

  it('are the only z-indexes of the console above a local -1 to 3 (inside an isolated stacking context)', () => {
    // The table's sticky header and columns order themselves (1 to 3) inside the table's frame,
    // which `isolation: isolate` makes one stacking context: they cannot rise above a drawer.
    const strays = cssFiles('.').flatMap((file) =>
      [...read(file).matchAll(/z-index:\s*([^;]+);/g)]
        .map(([, value]) => value!.trim())
        .filter(
          (value) => !(['-1', '0', '1'].includes(value) || (['2', '3'].includes(value) && isolating(file))),
        )
        .filter((value) => !/^(?:var\(--layer-[a-z-]+\)|calc\(var\(--layer-[a-z-]+\) \+ 1\))$/.test(value))
        .map((value) => `${file}: ${value}`),
    )
    expect(strays).toEqual([])
  })

  it('let a value above 1 only in a sheet that isolates its stacking context', () => {
    expect(isolating('ui/grid/grid.css')).toBe(true)
    expect(isolating('ui/drawer/drawer.css')).toBe(false)
  })

  it('name only layers that exist', () => {
    const used = cssFiles('.').flatMap((file) =>
      [...read(file).matchAll(/var\(--layer-([a-z-]+)\)/g)].map(([, name]) => name!),
    )
    expect(used.length).toBeGreaterThan(5)
    expect(used.filter((name) => !(layers as readonly string[]).includes(name))).toEqual([])
  })
})
