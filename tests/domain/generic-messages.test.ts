import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { addressProblem, linkAddress, richTextMessages } from '../../src/domain/rich-text.ts'
import { genericMessages } from '../../src/domain/validation.ts'

// What a field says when its schema names no message of its own (src/domain/validation.ts): the
// API's 400 answers and the forms read these, never zod's English defaults.

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('the messages of a field without its own', () => {
  it.each([
    [z.string(), 5, genericMessages.string],
    [z.number(), 'five', genericMessages.number],
    [z.boolean(), 'yes', genericMessages.boolean],
    [z.array(z.string()), {}, genericMessages.array],
    [z.object({}), [], genericMessages.object],
    [z.bigint(), 5, genericMessages.other],
    [z.string().max(3), 'four', genericMessages.tooLong],
    [z.number().max(3), 4, genericMessages.tooBig],
    [z.array(z.number()).max(1), [1, 2], genericMessages.tooBig],
    [z.number().min(3), 2, genericMessages.tooSmall],
    [z.string().min(3), 'ab', genericMessages.tooSmall],
    [z.enum(['a', 'b']), 'c', genericMessages.invalid],
    [z.string().regex(/^a$/), 'b', genericMessages.invalid],
  ])('%#: %j says %j', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message)
  })
})

describe('the address of a link (the insert link dialog)', () => {
  it.each([
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['  mailto:info@example.org  ', 'mailto:info@example.org'],
    ['https://example.org/a b', 'https://example.org/a%20b'],
    [' https://example.org ', 'https://example.org/'],
    ['mailto:info', null],
    ['mailto:@example.org', null],
    ['mailto:in fo@example.org', null],
    ['mailto:info@exa mple.org', null],
    ['mailto:a@b@c', null],
    ['xmailto:info@example.org', null],
    ['mailto:info@example.org x', null],
    ['javascript:alert(1)', null],
    ['', null],
    // URL_MAX (2,048 characters) and one more.
    [`mailto:${'a'.repeat(2_029)}@example.org`, `mailto:${'a'.repeat(2_029)}@example.org`],
    [`mailto:${'a'.repeat(2_030)}@example.org`, null],
  ])('%j → %j', (text, address) => {
    expect(linkAddress(text)).toBe(address)
  })

  it('says a blank address is required, and anything else what the dialog passes', () => {
    expect(addressProblem('  ', 'refused')).toBe(richTextMessages.urlRequired)
    expect(addressProblem('ftp://x', 'refused')).toBe('refused')
  })
})
