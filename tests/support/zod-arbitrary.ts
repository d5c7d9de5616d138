import fc from 'fast-check'
import type { z } from 'zod'
import { defOf, stringMax } from './zod-schemas.ts'

// fast-check values shaped like a zod schema and bent at its edges: strings at and past their
// maximum, odd unicode, numbers out of range, unknown keys, missing keys, and now and then a value
// of the wrong type anywhere in the tree. For fuzzing routes from the schemas they validate with.

const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff',
  '🌱',
  '👨‍👩‍👧‍👦',
  '\u202eevil',
  'e\u0301',
  'null',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '%00',
  '<script>alert(1)</script>',
  `\${7*7}`,
  '\\',
  '"',
]

const edgeNumbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  -1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
]

/** A value of another JSON type than the schema wants (a string where a number goes, …). */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...edgeNumbers),
  fc.constantFrom(...oddStrings),
  fc.constant([]),
  fc.constant({}),
  fc.constant([[[[{}]]]]),
)

function stringArbitrary(schema: z.ZodType, bend: boolean): fc.Arbitrary<string> {
  const max = stringMax(schema) ?? 200
  if (!bend) {
    return fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: Math.min(max, 40) }),
      fc.string({ unit: 'binary', maxLength: Math.min(max, 20) }),
      fc.constantFrom(...oddStrings.filter((text) => text.length <= max)),
    )
  }
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: Math.min(max, 40) }), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
    { arbitrary: fc.constantFrom(...oddStrings), weight: 2 },
    { arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'x'.repeat(max)} `), weight: 1 },
    { arbitrary: fc.constant('🌱'.repeat(Math.ceil(max / 2) + 1)), weight: 1 },
  )
}

function numberArbitrary(): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: -3, max: 50 }), weight: 4 },
    { arbitrary: fc.constantFrom(...edgeNumbers), weight: 2 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  )
}

/** Whole numbers an answer holds (ids, counts, versions), edges now and then. */
const answerInteger = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 5000 }), weight: 6 },
  { arbitrary: fc.constantFrom(0, -0, -1, 2_147_483_647, Number.MAX_SAFE_INTEGER), weight: 1 },
)

/** Any number: whole, fractions, and the far ends that JSON writes with an exponent. */
const answerNumber = fc.oneof(answerInteger, fc.double({ noNaN: true, noDefaultInfinity: true }))

const isWhole = (schema: z.ZodType) =>
  (defOf(schema).checks ?? []).some((check) => check._zod.def.format === 'safeint')

/** Values for `schema`, mostly well-shaped, sometimes bent. */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, depth, true)
  return fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: wrongType, weight: 1 })
}

/**
 * Values shaped like `schema` and mostly within it (every field, strings within their maximum,
 * odd unicode, unknown keys the schema drops): what a route could answer. Filter with the schema.
 */
export const answerArbitraryFor = (schema: z.ZodType) => shapedArbitrary(schema, 0, false)

function shapedArbitrary(schema: z.ZodType, depth: number, bend: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  if (depth > (bend ? 6 : 12)) return wrongType
  const child = (inner: z.ZodType, level = depth + 1) =>
    bend ? arbitraryFor(inner, level) : shapedArbitrary(inner, level, false)
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, bend)
    case 'number':
    case 'int':
    case 'bigint':
      if (!bend) return isWhole(schema) ? answerInteger : answerNumber
      return def.coerce ? fc.oneof(numberArbitrary(), numberArbitrary().map(String)) : numberArbitrary()
    case 'boolean':
      return fc.boolean()
    case 'enum':
      if (!bend) return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }))
      return fc.oneof(
        { arbitrary: fc.constantFrom(...Object.values(def.entries ?? { x: 'x' })), weight: 4 },
        { arbitrary: fc.constantFrom('', 'ADMIN', 'nope'), weight: 1 },
      )
    case 'literal':
      return fc.constantFrom(...((def.values as unknown[]) ?? [null]))
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(
        ([key, inner]) =>
          [key, bend ? fc.option(child(inner), { nil: undefined, freq: 6 }) : child(inner)] as const,
      )
      const known = fc.record(Object.fromEntries(entries))
      const unknownKeys = fc.dictionary(
        fc.constantFrom('extra', 'id', 'level', '__proto__', 'parentCategory'),
        wrongType,
        {
          maxKeys: 2,
        },
      )
      return fc.tuple(known, fc.option(unknownKeys, { freq: 3 })).map(([values, extra]) =>
        Object.fromEntries(
          [
            ...Object.entries(values),
            // Well-shaped values keep their own fields: an unknown key never stands in for one.
            ...Object.entries(extra ?? {}).filter(([key]) => bend || !Object.hasOwn(def.shape ?? {}, key)),
          ].filter(([, value]) => value !== undefined),
        ),
      )
    }
    case 'array':
      return fc.array(child(def.element!), { maxLength: 4 })
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => shapedArbitrary(option, depth, bend)))
    case 'optional':
      return fc.option(child(def.innerType!, depth), { nil: undefined })
    case 'nullable':
      return fc.option(child(def.innerType!, depth), { nil: null })
    case 'pipe':
      return shapedArbitrary(def.in!, depth, bend)
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 4 })
    default:
      return def.innerType ? shapedArbitrary(def.innerType, depth, bend) : wrongType
  }
}
