import fastJsonStringify from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify'
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isZodSchema } from './zod-introspection.ts'

// How the API writes its answers (issue 19, the request path). Every answer has a zod schema (the
// route's `response`). Checking each answer against it and then JSON.stringify-ing the checked copy
// cost more than the rest of a list request; in production the answer is written by a serializer
// compiled once from the same schema (fast-json-stringify, through zod's JSON Schema), which also
// writes only the schema's fields, in the schema's order. Everywhere else (tests, development, the
// browser tests) each answer is still checked, and the compiled serializer's bytes must equal
// JSON.stringify of the checked answer: every answer of the test run proves the two agree.

/** `compiled`: written by the compiled serializer alone; `checked`: checked, then compared. */
export type AnswerMode = 'compiled' | 'checked'

/** Production (`npm start` sets NODE_ENV=production) writes compiled answers; anything else checks them. */
export const answerModeFor = (nodeEnv = process.env.NODE_ENV): AnswerMode =>
  nodeEnv === 'production' ? 'compiled' : 'checked'

type JsonSchema = { [key: string]: unknown }

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isNull = (schema: unknown) =>
  isObject(schema) && schema.type === 'null' && Object.keys(schema).length === 1

/**
 * zod's JSON Schema made into the form fast-json-stringify writes without a validator: `X or
 * null` becomes `X` marked `nullable`, references are inlined, and any other union (JSON values:
 * `z.json()`) is left to JSON.stringify. A union of objects would lose zod's stripping that way
 * (no answer has one today): the checked mode, and so the tests, would catch it.
 */
function writable(schema: unknown, definitions: JsonSchema, resolving: Set<string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => writable(item, definitions, resolving))
  if (!isObject(schema)) return schema
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/definitions/', '')
    if (resolving.has(name) || !definitions[name]) return {}
    return writable(definitions[name], definitions, new Set([...resolving, name]))
  }
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
  if (union) {
    const others = union.filter((option) => !isNull(option))
    if (others.length === 1 && union.length === 2 && isObject(others[0])) {
      return { ...(writable(others[0], definitions, resolving) as JsonSchema), nullable: true }
    }
    return {}
  }
  const result: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'definitions' || key === '$schema') continue
    result[key] = writable(value, definitions, resolving)
  }
  if (!keepsOrder(result)) delete result.required
  return result
}

/**
 * Whether fast-json-stringify writes the object's fields in the schema's order, as zod does: it
 * writes the required ones first, so an optional field (a `reference`) before a required one
 * would move. Without `required` it keeps the order (and leaves the check to the checked mode).
 */
function keepsOrder(schema: JsonSchema) {
  const required = new Set(Array.isArray(schema.required) ? schema.required : [])
  const keys = Object.keys(isObject(schema.properties) ? schema.properties : {})
  const firstOptional = keys.findIndex((key) => !required.has(key))
  return firstOptional === -1 || keys.slice(firstOptional).every((key) => !required.has(key))
}

/** The JSON Schema a compiled serializer is built from, for the answer schema `schema`. */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })
  return writable(json, (json.definitions ?? {}) as JsonSchema, new Set()) as JsonSchema
}

const compiled = new WeakMap<z.ZodType, (value: unknown) => string>()

/** The compiled serializer of an answer schema, built on first use (and once per schema). */
export function compileAnswer(schema: z.ZodType): (value: unknown) => string {
  let write = compiled.get(schema)
  if (!write) {
    write = fastJsonStringify(answerJsonSchema(schema)) as (value: unknown) => string
    compiled.set(schema, write)
  }
  return write
}

/** A route's `response` entry: a zod schema (or `{ properties: zod }`, as the type provider allows). */
function answerSchemaOf(schema: unknown): z.ZodType {
  if (isZodSchema(schema)) return schema
  if (isObject(schema) && isZodSchema(schema.properties)) return schema.properties
  throw new Error(`An answer schema must be a zod schema: ${JSON.stringify(schema)}`)
}

/** The compiled serializer did not write what the checked answer reads as: a bug, shown in tests. */
export class AnswerMismatchError extends Error {
  constructor(route: string, compiledJson: string, checkedJson: string) {
    super(`${route}: the compiled serializer wrote ${compiledJson}, the checked answer is ${checkedJson}.`)
  }
}

/**
 * Fastify's serializer compiler for every route's answers, by `mode`. Compiling waits for a
 * route's first answer: a server (or a test's app) pays only for the routes it serves.
 */
export function answerSerializerCompiler(mode: AnswerMode): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = answerSchemaOf(route.schema)
    let write: ((value: unknown) => string) | undefined
    if (mode === 'compiled') {
      return (data) => {
        write ??= compileAnswer(schema)
        return write(data)
      }
    }
    const check = checkedSerializerCompiler({ ...route, schema })
    return (data) => {
      write ??= compileAnswer(schema)
      // Checked first: an answer that breaks its schema fails as it always did.
      const checkedJson = check(data)
      const compiledJson = write(data)
      if (compiledJson !== checkedJson) {
        throw new AnswerMismatchError(`${route.method} ${route.url}`, compiledJson, checkedJson)
      }
      return compiledJson
    }
  }
}
