import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isZodSchema, type StringSlot, stringSlots } from '../support/zod-schemas.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Every string the API takes has a maximum that fits its meaning (docs/choices.md "Length caps"): a
// string without one is how a megabyte name got stored and a megabyte emoji killed the process.
// This walks every zod schema `src/domain` exports and every schema a route validates with.

const domainDir = path.resolve(import.meta.dirname, '../../src/domain')

const unbounded = (slots: StringSlot[]) => slots.filter((slot) => slot.max === undefined)
/** A maximum not written with `maxText`: counted in another way than the console's counter. */
const countedOtherwise = (slots: StringSlot[]) =>
  slots.filter((slot) => slot.max !== undefined && !slot.counted)
const where = (owner: string, slot: StringSlot) => `${owner} at ${slot.path.join('.') || '(root)'}`

/** The domain's modules with request schemas: every folder but `contracts/` (answers, which the server writes). */
const domainFiles = () =>
  readdirSync(domainDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.startsWith('contracts'),
  )

describe('every string has a maximum', () => {
  it('in every schema src/domain exports', async () => {
    const missing: string[] = []
    let schemas = 0
    for (const file of domainFiles()) {
      const module = (await import(path.join(domainDir, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        if (!isZodSchema(value)) continue
        schemas++
        for (const slot of unbounded(stringSlots(value))) missing.push(where(`${file} ${name}`, slot))
      }
    }
    expect(schemas).toBeGreaterThan(15)
    expect(missing).toEqual([])
  })

  // One definition of length (issue 18): the counter said "120 of 100" for 60 emoji the server took.
  it('written with maxText in every schema src/domain exports, so the counter and the server count alike', async () => {
    const other: string[] = []
    for (const file of domainFiles()) {
      const module = (await import(path.join(domainDir, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        if (!isZodSchema(value)) continue
        for (const slot of countedOtherwise(stringSlots(value))) other.push(where(`${file} ${name}`, slot))
      }
    }
    expect(other).toEqual([])
  })

  describe('in every route’s body, query and params', () => {
    const routes: RouteOptions[] = []
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ seed: false, onRoute: (route) => void routes.push(route) })
    })
    afterAll(() => t?.close())

    it('has no string without one', () => {
      const missing: string[] = []
      let checked = 0
      for (const route of routes) {
        for (const part of ['body', 'querystring', 'params'] as const) {
          const schema = (route.schema as Record<string, unknown> | undefined)?.[part]
          if (!isZodSchema(schema)) continue
          checked++
          for (const slot of unbounded(stringSlots(schema)))
            missing.push(where(`${route.method} ${route.url} ${part}`, slot))
        }
      }
      expect(checked).toBeGreaterThan(20)
      expect(missing).toEqual([])
    })
  })

  it('the walk finds a string without a maximum (so the checks above can fail)', async () => {
    const { z } = await import('zod')
    const loose = z.object({ title: z.string().trim().min(1), tags: z.array(z.string().max(9)).optional() })
    expect(unbounded(stringSlots(loose)).map((slot) => slot.path)).toEqual([['title']])
    expect(countedOtherwise(stringSlots(loose)).map((slot) => slot.path)).toEqual([['tags', 0]])
  })
})
