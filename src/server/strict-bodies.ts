import type { FastifyInstance, FastifySchema } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { defOf, inputSchema, isZodSchema } from './zod-introspection.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields a route ignores like echoed read-only ones, beyond those of its own
     * answer: what other clients are known to send along (a user edit with the app's records).
     */
    ignoredBodyFields?: readonly string[]
  }
}

/**
 * Bodies say no: a field a route does not take answers 400 naming it, instead of being dropped
 * without a word (`parentCategory` sent where `parentCategoryId` was meant once stored a main
 * category). A field of the record's own answer that a client echoes back after a GET (`id`,
 * `translated`, counts, dates) is read-only and ignored: the route's success response schema says
 * which. Nested objects (list entries) are held to their own fields.
 */
export function installStrictBodies(app: FastifyInstance) {
  const echoedByRoute = new Map<string, { echoed: Set<string>; answer: z.ZodType | undefined }>()
  app.addHook('onRoute', (route) => {
    const echoed = new Set([
      ...Object.keys(successShape(route.schema) ?? {}),
      ...(route.config?.ignoredBodyFields ?? []),
    ])
    const answer = successSchema(route.schema)
    for (const method of [route.method].flat())
      echoedByRoute.set(`${method} ${route.url}`, { echoed, answer })
  })
  app.setValidatorCompiler((request) => {
    const validate = validatorCompiler(request as Parameters<typeof validatorCompiler>[0])
    if (request.httpPart !== 'body') return validate
    const schema = request.schema as z.ZodType
    const strict = (data: unknown) => {
      const known = echoedByRoute.get(`${request.method} ${request.url}`)
      const unknown = unknownFields(schema, data, known?.echoed ?? new Set<string>(), known?.answer)
      const result = validate(data) as { value?: unknown; error?: unknown[] }
      if (!unknown.length) return result
      return { error: [...unknown.map(unknownFieldError), ...(result.error ?? [])] }
    }
    return strict as typeof validate
  })
}

/** The object a schema is at heart (through optional, nullable, default and a pipe's input). */
const unwrap = (schema: z.ZodType) => defOf(inputSchema(schema))

/** A route's 200/201 answer schema. */
function successSchema(schema: FastifySchema | undefined): z.ZodType | undefined {
  const responses = (schema?.response ?? {}) as Record<string, z.ZodType | undefined>
  const success = responses[200] ?? responses[201]
  return isZodSchema(success) ? success : undefined
}

/** The fields of a schema when it is an object (a route's answer: its read-only echo). */
function shapeOf(schema: z.ZodType | undefined) {
  if (!schema) return undefined
  const def = unwrap(schema)
  return def.type === 'object' ? def.shape : undefined
}

const successShape = (schema: FastifySchema | undefined) => shapeOf(successSchema(schema))

/** The entries of a list schema. */
function elementOf(schema: z.ZodType | undefined) {
  if (!schema) return undefined
  const def = unwrap(schema)
  return def.type === 'array' ? def.element : undefined
}

type Path = (string | number)[]

/** Enough to tell a client what is wrong; a list of thousands of entries is not walked further. */
const MAX_REPORTED = 20
/** Longer lists are refused by their schema's maximum anyway; the first entries show the mistake. */
const MAX_WALKED = 10_000

/**
 * Paths of fields the schema does not know. `echoed` ones are allowed at the top level; below it,
 * the fields the route's `answer` has at the same place (a step's `index` and `reference`, echoed
 * back with the action a client read).
 */
export function unknownFields(
  schema: z.ZodType,
  value: unknown,
  echoed: ReadonlySet<string>,
  answer?: z.ZodType,
  path: Path = [],
) {
  const found: Path[] = []
  const walk = (current: z.ZodType, data: unknown, at: Path, answered: z.ZodType | undefined) => {
    if (found.length >= MAX_REPORTED) return
    const def = unwrap(current)
    if (def.type === 'object' && def.shape && data && typeof data === 'object' && !Array.isArray(data)) {
      const answerShape = shapeOf(answered)
      for (const key of Object.keys(data)) {
        const child = def.shape[key]
        if (child) walk(child, (data as Record<string, unknown>)[key], [...at, key], answerShape?.[key])
        else if (at.length === 0 ? !echoed.has(key) : !answerShape?.[key]) found.push([...at, key])
      }
    } else if (def.type === 'array' && def.element && Array.isArray(data)) {
      // Entries that are not objects have no fields to check (the schema refuses them itself).
      const element = unwrap(def.element)
      if (element.type !== 'object' && element.type !== 'array') return
      const count = Math.min(data.length, MAX_WALKED)
      const answerElement = elementOf(answered)
      for (let index = 0; index < count; index++)
        walk(def.element, data[index], [...at, index], answerElement)
    }
  }
  walk(schema, value, path, answer)
  return found
}

/** An error fastify-type-provider-zod's handler reads like its own (the error handler maps `fields`). */
const unknownFieldError = (path: Path) => ({
  [Symbol.for('ZodFastifySchemaValidationError')]: true,
  keyword: 'unrecognized_keys',
  instancePath: `/${path.join('/')}`,
  schemaPath: `#/${path.join('/')}/unrecognized_keys`,
  message: `Unknown field "${path.join('.')}".`,
  params: {},
})
