import { z } from 'zod'
import { maxText } from './text-length.ts'

/**
 * Plain words for what a schema does not name itself (a body that is not an object, a list that
 * is text): every message the domain can produce is one the console translates (a test collects
 * them all). Set once for every schema, since every schema file imports this one.
 */
export const genericMessages = {
  object: 'This should be an object.',
  string: 'This should be text.',
  boolean: 'This should be true or false.',
  number: 'This should be a number.',
  array: 'This should be a list.',
  other: 'This value has the wrong type.',
  tooLong: 'This text is too long.',
  tooBig: 'This value is too large.',
  tooSmall: 'This value is too small.',
  invalid: 'This value is not valid.',
} as const

z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      const expected = issue.expected as keyof typeof genericMessages
      return expected in genericMessages ? genericMessages[expected] : genericMessages.other
    }
    if (issue.code === 'too_big')
      return issue.origin === 'string' ? genericMessages.tooLong : genericMessages.tooBig
    if (issue.code === 'too_small') return genericMessages.tooSmall
    return genericMessages.invalid
  },
})

/**
 * The longest string of each kind the API takes, in characters as `textLength` counts them (code
 * points; docs/choices.md, "Length caps"). Every string in a schema has one of these as its
 * maximum, written with `maxText` (src/domain/text-length.ts): a UTF-16 cap checked before any
 * trim, pattern or rule reads the whole value, so no field can make the server (or a pasted form)
 * work on a megabyte of text, then the count. A test walks every schema in `src/domain` and fails
 * on a string without such a maximum.
 */
export const TEXT_MAX = {
  /** RFC 5321: a forward path holds at most 254 characters. */
  email: 254,
  password: 200,
  /** First name, last name. */
  personName: 100,
  /** A record's title, a label's value, a table's name. */
  title: 100,
  /** `?q=` on every list. */
  search: 200,
  /** `?sort=`: a field name with an optional `-`. */
  sortField: 64,
  /** Longer text shown as one paragraph (a description, a feedback message). */
  description: 2_000,
  /** Markdown bodies of content and stories. */
  markdown: 100_000,
  /** A data table's data as compact JSON (what the API stores). */
  jsonData: 1_000_000,
  /** The same data as the editor holds it, pretty-printed (indentation doubles it at most). */
  jsonText: 2_000_000,
} as const

/**
 * "text, at sign, text, dot, text" (docs/product.md §5): one @, nothing blank, and a dot in the domain
 * with text on both sides. Written so that it cannot backtrack: the domain's first character,
 * then characters up to its first later dot (none of them a dot), then the rest. Each position
 * has one way to match, so the time is linear in the input (the old `[^\s@]+\.[^\s@]+` was
 * quadratic: 120,000 dots blocked the server for 8.6 s).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/

/** A string that must not be blank, with its maximum (counted as typed, before trimming). */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .check(...maxText(max, tooLong))
    .trim()
    .min(1, { error: message })

/** The e-mail rule: too long is invalid, checked before the pattern runs. */
export const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .check(...maxText(TEXT_MAX.email, invalid))
    .trim()
    .min(1, { error: required, abort: true })
    .regex(EMAIL_PATTERN, { error: invalid })

/** Ids in paths arrive as strings: a positive integer or a clear 400. */
export const MAX_ID = 2_147_483_647

/**
 * Only the canonical form of an id: digits without a leading zero, sign, space, exponent,
 * fraction or hex prefix (`0x32`, `50e0`, `+50`, ` 50`, `50.0` are not record 50), within int32.
 */
export const ID_PATTERN = /^[1-9][0-9]*$/

export const idParam = z.object({
  id: z
    .string({ error: 'Id must be a number.' })
    .regex(ID_PATTERN, { error: 'Id must be a number.', abort: true })
    .check(...maxText(String(MAX_ID).length, 'Id is out of range.'))
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: 'Id is out of range.' }),
})
