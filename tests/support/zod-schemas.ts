import type { z } from 'zod'

// Reading zod 4 schemas from the outside, for tests that hold every schema to a rule (every
// string has a maximum) or build requests from a route's schema (over-long values, fuzzing).

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  innerType?: z.ZodType
  element?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  options?: z.ZodType[]
  left?: z.ZodType
  right?: z.ZodType
  items?: z.ZodType[]
  valueType?: z.ZodType
  keyType?: z.ZodType
  getter?: () => z.ZodType
  entries?: Record<string, string | number>
  values?: unknown[]
  checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[]
  coerce?: boolean
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

export const isZodSchema = (value: unknown): value is z.ZodType =>
  !!value &&
  typeof value === 'object' &&
  '_zod' in value &&
  typeof (value as z.ZodType).safeParse === 'function'

export type Path = (string | number)[]

/** A place in a schema where a string goes, and the longest string it takes (undefined: no limit). */
export type StringSlot = { path: Path; max: number | undefined }

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
    case 'string':
      slots.push({ path, max: stringMax(schema) })
      break
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

/** The schema a client's value meets first (through optional, default, nullable, pipes' inputs). */
export function inputSchema(schema: z.ZodType): z.ZodType {
  let current = schema
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current)
    const next = def.type === 'pipe' ? def.in : def.innerType
    if (!next) return current
    current = next
  }
  return current
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
