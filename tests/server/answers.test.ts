import fc from 'fast-check'
import Fastify, { type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as endpoints from '../../src/domain/contracts/endpoints.ts'
import { answerModeFor, answerSerializerCompiler, compileAnswer } from '../../src/server/answers.ts'
import { isZodSchema } from '../../src/server/zod-introspection.ts'
import { answerArbitraryFor } from '../support/zod-arbitrary.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Production writes answers with serializers compiled from their schemas (src/server/answers.ts);
// the rest of the test run checks each answer and compares. These hold the compiled serializer to
// the checked answer's exact bytes for every route's answer schema, and the check to staying on.

/** JSON.stringify of the answer as its schema checks it (zod keeps the schema's fields, in its order). */
const checkedJson = (schema: z.ZodType, value: unknown) => {
  const checked = z.safeEncode(schema, value as never)
  return checked.success ? JSON.stringify(checked.data) : undefined
}

describe('the compiled serializer', () => {
  const routes: { route: string; schema: z.ZodType }[] = []
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      onRoute: (route: RouteOptions) => {
        const responses = (route.schema?.response ?? {}) as Record<string, unknown>
        for (const [status, schema] of Object.entries(responses)) {
          if (isZodSchema(schema)) routes.push({ route: `${route.method} ${route.url} ${status}`, schema })
        }
      },
    })
  })
  afterAll(() => t?.close())

  it("writes every route's answers byte for byte as JSON.stringify of the checked answer", () => {
    expect(routes.length).toBeGreaterThan(60)
    for (const [position, { route, schema }] of routes.entries()) {
      const write = compileAnswer(schema)
      let written = 0
      fc.assert(
        fc.property(answerArbitraryFor(schema), (value) => {
          const expected = checkedJson(schema, value)
          if (expected === undefined) return
          written++
          expect(write(value), route).toBe(expected)
        }),
        { numRuns: 40, seed: 19 + position, endOnFailure: true },
      )
      // The values are mostly valid: each schema's serializer wrote some.
      expect(written, route).toBeGreaterThan(0)
    }
  })

  const dto = z.object({
    id: z.number().int(),
    title: z.string(),
    reference: z.object({ lang: z.string(), values: z.record(z.string(), z.string()) }).optional(),
    translated: z.boolean(),
    parent: z.object({ id: z.number().int() }).nullable(),
    score: z.number().nullable(),
  })

  it('keeps the schema order, an optional field before required ones included, and drops unknown fields', () => {
    const answer = {
      translated: false,
      secret: 'password hash',
      parent: { id: 2, extra: true },
      reference: { lang: 'en', values: { title: 'Food' } },
      score: null,
      title: '',
      id: 1,
    }
    const expected =
      '{"id":1,"title":"","reference":{"lang":"en","values":{"title":"Food"}},"translated":false,"parent":{"id":2},"score":null}'
    expect(checkedJson(dto, answer)).toBe(expected)
    expect(compileAnswer(dto)(answer)).toBe(expected)
  })

  it('writes text and numbers as JSON.stringify does', () => {
    const texts = [
      '"quoted" \\ back',
      'line\nbreak\u0000',
      '\ud800 lone',
      '🌱👨‍👩‍👧‍👦',
      'x'.repeat(6000),
      '</script>',
    ]
    for (const title of texts) {
      for (const score of [0, -0, 0.1, 1e21, 5e-324, -1.5, null]) {
        const answer = { id: 1, title, translated: true, parent: null, score }
        expect(compileAnswer(dto)(answer)).toBe(checkedJson(dto, answer))
      }
    }
  })
})

describe('answers in the test run', () => {
  /** A server with one route answering `answer` under `schema`, written the way `mode` says. */
  async function serverAnswering(schema: z.ZodType, answer: unknown, mode = answerModeFor()) {
    const server = Fastify()
    server.setSerializerCompiler(answerSerializerCompiler(mode))
    server.get('/answer', { schema: { response: { 200: schema } } }, async () => answer)
    const response = await server.inject({ method: 'GET', url: '/answer' })
    await server.close()
    return response
  }

  it('are checked against their schema: an answer that breaks it fails', async () => {
    expect(answerModeFor()).toBe('checked')
    const response = await serverAnswering(z.object({ id: z.number().int() }), { id: 'one' })
    expect(response.statusCode).toBe(500)
  })

  it('fail where the compiled serializer would write other bytes than the checked answer', async () => {
    // A union of objects is left to JSON.stringify by the compiled serializer, which then keeps
    // the field zod drops: production would send it, the test run refuses it.
    const schema = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })])
    const answer = { a: 'x', secret: 'y' }
    expect((await serverAnswering(schema, answer, 'compiled')).body).toBe('{"a":"x","secret":"y"}')
    expect((await serverAnswering(schema, answer)).statusCode).toBe(500)
    expect((await serverAnswering(schema, { a: 'x' })).body).toBe('{"a":"x"}')
  })

  it('are compiled, unchecked, in production only', () => {
    expect(answerModeFor('production')).toBe('compiled')
    for (const nodeEnv of ['test', 'development', undefined]) expect(answerModeFor(nodeEnv)).toBe('checked')
  })
})

describe('a production server', () => {
  let checked: TestApp
  let compiled: TestApp
  beforeAll(async () => {
    checked = await createTestApp({ seed: { demo: true } })
    compiled = await createTestApp({ seed: false, database: checked.database, answers: 'compiled' })
  })
  afterAll(async () => {
    await compiled?.close()
    await checked?.close()
  })

  it('answers the lists byte for byte as the checked server does, in both languages', async () => {
    // Every resource's list, as its contract names it, and the signed-in user.
    const lists = Object.values(endpoints).map((endpoint) => `/api${endpoint.path}`)
    for (const url of [...lists, '/api/user/current']) {
      for (const lang of ['en', 'nl']) {
        const headers = { cookie: checked.adminCookie, lang }
        const expected = await checked.app.inject({ method: 'GET', url, headers })
        const actual = await compiled.app.inject({ method: 'GET', url, headers })
        expect(expected.statusCode, url).toBe(200)
        expect(actual.body, `${url} ${lang}`).toBe(expected.body)
      }
    }
  })
})
