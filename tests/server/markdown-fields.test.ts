import fc from 'fast-check'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isMarkdownField, markdownMessages } from '../../src/domain/markdown-field.ts'
import { allowedTarget, asLinkTarget, refusedTarget } from '../support/markdown-targets.ts'
import { defOf, inputSchema, isZodSchema } from '../support/zod-schemas.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Every markdown field the API takes refuses links and images outside the allow-list and raw
// HTML, on create and on update, with a 400 naming the field; allowed ones are stored byte for
// byte (docs/choices.md "Safe links"). The app renders this markdown: nothing dangerous may be stored.

type MarkdownFieldCase = {
  /** Where the resource is created (POST) and updated (PUT `…/:id`). */
  path: string
  field: string
  /** What a request needs besides the markdown field. */
  rest: Record<string, unknown>
}

/** Every markdown field of the API. The first test fails on a route with one this list lacks. */
const markdownFields: MarkdownFieldCase[] = [
  { path: '/api/action', field: 'description', rest: { title: 'Safe links', type: 'action' } },
  // Category 1 is made in beforeAll: a CO2 question needs exactly one.
  { path: '/api/co2-quiz-question', field: 'description', rest: { title: 'Safe links', categoryIds: [1] } },
  { path: '/api/info-graphic', field: 'description', rest: { title: 'Safe links' } },
  { path: '/api/info-item', field: 'description', rest: { title: 'Safe links' } },
  {
    path: '/api/initiative',
    field: 'description',
    rest: { title: 'Safe links', quizTitle: 'Safe', website: 'https://example.org', impactArea: 'local' },
  },
]

const routes: RouteOptions[] = []
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) })
  expect((await t.asAdmin('POST', '/api/category', { title: 'Safe links' })).json()).toMatchObject({ id: 1 })
})
afterAll(() => t?.close())

/** `METHOD path field` of each markdown field in a route's body. */
function markdownFieldsOf(route: RouteOptions): string[] {
  const body = (route.schema as { body?: unknown } | undefined)?.body
  if (!isZodSchema(body)) return []
  const shape = defOf(inputSchema(body)).shape ?? {}
  return Object.entries(shape)
    .filter(([, schema]) => isMarkdownField(inputSchema(schema)))
    .map(([field]) => `${[route.method].flat().join(',')} ${route.url} ${field}`)
}

it('covers every markdown field of every route, on create and update', () => {
  const found = routes.flatMap(markdownFieldsOf).sort()
  const listed = markdownFields
    .flatMap(({ path, field }) => [`POST ${path} ${field}`, `PUT ${path}/:id ${field}`])
    .sort()
  expect(found).toEqual(listed)
})

for (const { path, field, rest } of markdownFields) {
  describe(`${path} ${field}`, () => {
    const create = (markdown: string) => t.asAdmin('POST', path, { ...rest, [field]: markdown })
    let id: number
    let version: number
    const stored = async () => {
      const read = await t.asAdmin('GET', `${path}/${id}`)
      return read.json<Record<string, unknown>>()
    }

    beforeAll(async () => {
      const made = await create('Safe.\n')
      expect(made.statusCode, made.body).toBe(201)
      id = made.json<{ id: number }>().id
      version = made.json<{ version: number }>().version
    })

    /** Updates the record; on success the version moves on. */
    async function update(markdown: string) {
      const response = await t.asAdmin('PUT', `${path}/${id}`, { ...rest, [field]: markdown, version })
      if (response.statusCode === 200) version = response.json<{ version: number }>().version
      return response
    }

    it.each([
      ['a javascript: link', '[js link](javascript:alert\\(7\\))', markdownMessages.targetNotAllowed],
      ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', markdownMessages.targetNotAllowed],
      ['an entity in the scheme', '[x](&#106;avascript:alert(1))', markdownMessages.targetNotAllowed],
      ['a reference definition', '[x][a]\n\n[a]: JaVaScRiPt:alert(1)', markdownMessages.targetNotAllowed],
      ['an autolink', '<vbscript:msgbox(1)>', markdownMessages.targetNotAllowed],
      ['a relative image', '![chart](images/chart.png)', markdownMessages.targetNotAllowed],
      ['raw HTML', '<img src=x onerror=alert(1)>', markdownMessages.htmlNotAllowed],
    ])(
      'refuses %s with 400 naming the field, on create and update, storing nothing',
      async (_what, markdown, message) => {
        const made = await create(markdown)
        expect(made.statusCode, made.body).toBe(400)
        expect(made.json()).toMatchObject({ error: 'bad_request', message, fields: { [field]: message } })
        const before = await stored()
        const updated = await update(markdown)
        expect(updated.statusCode, updated.body).toBe(400)
        expect(updated.json()).toMatchObject({ fields: { [field]: message } })
        expect(await stored()).toEqual(before)
      },
    )

    it('stores allowed links, images, initiatives, media and the empty line byte for byte', async () => {
      const markdown = [
        '## Links',
        '',
        '[the report](https://example.org/report "Report") and [mail](mailto:info@example.org)',
        '',
        '[Video](https://www.youtube.com/watch?v=abc123 "video:portrait") [Repair café](initiative:12)',
        '',
        '<br />',
        '',
        '![Chart](/file/0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11/original.webp) <https://example.org>',
        '',
        '[ref]: HTTPS://EXAMPLE.ORG/ref',
        '',
      ].join('\n')
      const made = await create(markdown)
      expect(made.statusCode, made.body).toBe(201)
      expect(made.json<Record<string, unknown>>()[field]).toBe(markdown)
      const updated = await update(`${markdown}More.\n`)
      expect(updated.statusCode, updated.body).toBe(200)
      expect((await stored())[field]).toBe(`${markdown}More.\n`)
    })

    it('never stores a refused target, however written and wherever it stands', async () => {
      await fc.assert(
        fc.asyncProperty(refusedTarget.chain(asLinkTarget), fc.boolean(), async (markdown, onUpdate) => {
          const response = onUpdate ? await update(markdown) : await create(markdown)
          expect(response.statusCode, response.body).toBe(400)
          expect(response.json()).toMatchObject({ fields: { [field]: markdownMessages.targetNotAllowed } })
        }),
        { numRuns: 60 },
      )
      expect((await stored())[field]).not.toMatch(/javascript|data:|vbscript/i)
    })

    it('keeps every allowed target exactly as sent', async () => {
      await fc.assert(
        fc.asyncProperty(allowedTarget.chain(asLinkTarget), async (markdown) => {
          const response = await update(markdown)
          expect(response.statusCode, response.body).toBe(200)
          expect((await stored())[field]).toBe(markdown)
        }),
        { numRuns: 30 },
      )
    })
  })
}
