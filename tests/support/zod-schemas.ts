import type { z } from 'zod'
import { isTextCap } from '../../src/domain/text-length.ts'
import { defOf } from '../../src/server/zod-introspection.ts'

export { defOf, inputSchema, isZodSchema } from '../../src/server/zod-introspection.ts'

// Reading zod 4 schemas from the outside, for tests that hold every schema to a rule (every
// string has a maximum) or build requests from a route's schema (over-long values, fuzzing).

export type Path = (string | number)[]

/**
 * A place in a schema where a string goes, the longest string it takes (undefined: no limit), and
 * whether that limit counts characters the one way (`maxText`, src/domain/text-length.ts).
 */
export type StringSlot = { path: Path; max: number | undefined; counted: boolean }

/** The maximum length a string schema's own checks set. */
export function stringMax(schema: z.ZodType): number | undefined {
  let max: number | undefined
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def
    const limit =
      def.check === 'max_length'
        ? (def.maximum as number)
        : def.check === 'length_equals'
          ? (def.length as number)
          : undefined
    if (limit !== undefined) max = Math.min(max ?? limit, limit)
  }
  return max
}

/**
 * Every string in a schema, on both sides of each pipe (what the client sends and what a later
 * step checks), inside objects, arrays, unions, records and lazies. Lazies are followed once.
 */
export function stringSlots(schema: z.ZodType, path: Path = [], seen = new Set<unknown>()): StringSlot[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = defOf(schema)
  const slots: StringSlot[] = []
  const walk = (child: z.ZodType | undefined, at: Path = path) => {
    if (child) slots.push(...stringSlots(child, at, seen))
  }
  switch (def.type) {
    case 'string': {
      const caps = (defOf(schema).checks ?? []).filter((check) => check._zod.def.check === 'max_length')
      slots.push({ path, max: stringMax(schema), counted: caps.length > 0 && caps.every(isTextCap) })
      break
    }
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key])
      break
    case 'array':
      walk(def.element, [...path, 0])
      break
    case 'tuple':
      for (const [index, item] of (def.items ?? []).entries()) walk(item, [...path, index])
      break
    case 'record':
      walk(def.keyType, [...path, '<key>'])
      walk(def.valueType, [...path, '<value>'])
      break
    case 'union':
      for (const option of def.options ?? []) walk(option)
      break
    case 'intersection':
      walk(def.left)
      walk(def.right)
      break
    case 'pipe':
      walk(def.in)
      walk(def.out)
      break
    case 'lazy':
      walk(def.getter?.())
      break
    default:
      walk(def.innerType)
  }
  return slots
}

/** `value` with `path` set to `leaf`, building objects and arrays on the way. */
export function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (!path.length) return leaf
  const [head, ...rest] = path
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : []
    list[head] = setAt(list[head], rest, leaf)
    return list
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}
  ;(object as Record<string, unknown>)[head!] = setAt((object as Record<string, unknown>)[head!], rest, leaf)
  return object
}
