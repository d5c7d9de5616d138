import { describe, expect, it } from 'vitest'
import { labelSchema } from '../../src/domain/labels.ts'
import { listQuerySchema } from '../../src/domain/list.ts'
import { userListQuerySchema } from '../../src/domain/users.ts'

/** Every message a query or body is refused with, as `field: message` (what a 400 names). */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('list queries (?q=&page=&pageSize=&sort=&state=)', () => {
  it('takes the parameters as the URL sends them, as text', () => {
    expect(
      listQuerySchema.parse({ q: ' quiz ', page: '2', pageSize: '500', sort: '-title', state: 'missing' }),
    ).toEqual({ q: 'quiz', page: 2, pageSize: 500, sort: '-title', state: 'missing' })
    expect(listQuerySchema.parse({})).toEqual({})
  })

  it('caps the search text at 200 characters', () => {
    expect(listQuerySchema.safeParse({ q: 'x'.repeat(200) }).success).toBe(true)
    expect(messages(listQuerySchema.safeParse({ q: 'x'.repeat(201) }))).toEqual([
      'q: Search text is too long.',
    ])
  })

  it.each([
    ['abc', 'page: Page must be a number.'],
    ['1.5', 'page: Page must be a whole number.'],
    ['0', 'page: Page starts at 1.'],
    ['1000001', 'page: Page is too large.'],
  ])('refuses page=%s', (page, message) => {
    expect(messages(listQuerySchema.safeParse({ page }))).toEqual([message])
  })

  it.each([
    ['abc', 'pageSize: Page size must be a number.'],
    ['2.5', 'pageSize: Page size must be a whole number.'],
    ['0', 'pageSize: Page size is at least 1.'],
    ['501', 'pageSize: Page size is at most 500.'],
  ])('refuses pageSize=%s', (pageSize, message) => {
    expect(messages(listQuerySchema.safeParse({ pageSize }))).toEqual([message])
  })

  it('sorts by a field name with an optional minus, and says so once for anything else', () => {
    expect(listQuerySchema.parse({ sort: 'creationDate' }).sort).toBe('creationDate')
    const refused = ['title;drop', '--title', 'a b', '']
    for (const sort of refused)
      expect(messages(listQuerySchema.safeParse({ sort })), sort).toEqual([
        'sort: Sort is a field name, optionally prefixed with -.',
      ])
    // Too long is refused before the pattern reads it: one message, not two.
    expect(messages(listQuerySchema.safeParse({ sort: '!'.repeat(65) }))).toEqual([
      'sort: Sort is a field name, optionally prefixed with -.',
    ])
    expect(listQuerySchema.safeParse({ sort: 'a'.repeat(64) }).success).toBe(true)
  })

  it('filters by translation state', () => {
    expect(messages(listQuerySchema.safeParse({ state: 'done' }))).toEqual([
      'state: State should be translated or missing.',
    ])
  })

  it('filters users by level', () => {
    expect(userListQuerySchema.parse({ level: 'admin', page: '1' })).toEqual({ level: 'admin', page: 1 })
    expect(messages(userListQuerySchema.safeParse({ level: 'root' }))).toEqual([
      'level: Level must be device, registered-user or admin.',
    ])
  })
})

describe('labels (docs/product.md §5: "Label value required")', () => {
  it('requires a value of at most 100 characters, trimmed', () => {
    expect(labelSchema.parse({ value: ' CO2 ' })).toEqual({ value: 'CO2' })
    expect(messages(labelSchema.safeParse({ value: '  ' }))).toEqual(['value: Value is required.'])
    expect(messages(labelSchema.safeParse({}))).toEqual(['value: Value is required.'])
    expect(labelSchema.safeParse({ value: 'x'.repeat(100) }).success).toBe(true)
    expect(messages(labelSchema.safeParse({ value: 'x'.repeat(101) }))).toEqual([
      'value: Value should be at most 100 characters.',
    ])
  })
})
