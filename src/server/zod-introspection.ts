import type { z } from 'zod'

// Reading zod 4 schemas from the outside: the server's strict-body check and the tests that hold
// every schema to a rule or build requests from it (tests/support/zod-schemas.ts) share this.

export type SchemaDef = {
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

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def

export const isZodSchema = (value: unknown): value is z.ZodType =>
  !!value &&
  typeof value === 'object' &&
  '_zod' in value &&
  typeof (value as z.ZodType).safeParse === 'function'

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
