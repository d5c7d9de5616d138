import { z } from 'zod'

/**
 * The length of a text, the one definition the console's character counters and every capped
 * schema share (docs/choices.md "Length caps"): its Unicode code points.
 *
 * - Not UTF-16 units (JavaScript's `length`): those count an emoji as two, so the counter said
 *   "120 of 100" for 60 emoji the server took.
 * - Not graphemes (what a reader sees as one character): a grapheme has no upper size, so one
 *   letter carrying a thousand combining marks would count as one and a 100-character title
 *   could hold megabytes; and where graphemes end changes with each Unicode version, so a
 *   browser and the server could disagree.
 * - Code points bound the storage (at most 4 bytes of UTF-8, 2 UTF-16 units each), every combining
 *   mark counts, the rule needs no Unicode tables, and PostgreSQL's `char_length` counts the same.
 *   A family emoji built of several people joined by zero-width joiners counts each part.
 *
 * A lone surrogate (half a pair) counts as one.
 */
export function textLength(text: string): number {
  let length = text.length
  for (let at = 0; at < text.length - 1; at++) {
    if (isHighSurrogate(text.charCodeAt(at)) && isLowSurrogate(text.charCodeAt(at + 1))) {
      length--
      at++
    }
  }
  return length
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** The most UTF-16 units a text of `max` characters can take: a code point is one or two units. */
export const unitsFor = (max: number) => max * 2

/** The checks `maxText` makes, so a test can tell them from a plain `.max()`. */
const textCaps = new WeakSet<object>()

/** Whether a zod check is one of the caps `maxText` made. */
export const isTextCap = (check: unknown): boolean =>
  typeof check === 'object' && check !== null && textCaps.has(check)

type TooLong = string

/**
 * A zod `max_length` check (so the OpenAPI document says `maxLength`, and schema walkers read the
 * maximum) whose test is `within`. Aborts: after "too long", nothing else is worth saying or
 * reading.
 */
function lengthCheck(maximum: number, declared: number, error: TooLong, within: (text: string) => boolean) {
  const check = z.maxLength(declared, { error, abort: true })
  check._zod.check = (payload) => {
    const value = payload.value
    if (typeof value !== 'string' || within(value)) return
    payload.issues.push({
      origin: 'string',
      code: 'too_big',
      maximum,
      inclusive: true,
      input: value,
      inst: check,
      continue: false,
    })
  }
  textCaps.add(check)
  return check
}

/**
 * The cheap cap, checked first: more UTF-16 units than `max` characters can take is too long
 * without reading the text, so no later trim, pattern or count reads a pasted megabyte.
 */
const textUnitsCap = (max: number, error: TooLong) =>
  lengthCheck(max, unitsFor(max), error, (text) => text.length <= unitsFor(max))

/**
 * The real cap: at most `max` characters as `textLength` counts them. A text of at most `max`
 * UTF-16 units has at most `max` characters, so only a longer one is counted.
 */
const textCountCap = (max: number, error: TooLong) =>
  lengthCheck(max, max, error, (text) => text.length <= max || textLength(text) <= max)

/**
 * A string's maximum, as every capped schema in `src/domain` writes it (a test checks): the cheap
 * UTF-16 cap, then the count. Both say `error`, so a pasted megabyte and one character too many
 * read alike. It comes first in the chain, before any trim or pattern: the text is counted as
 * typed, as the field's counter shows it, and a later rule never reads more than `2 × max` units.
 *
 * @example z.string().check(...maxText(TEXT_MAX.search, 'Search text is too long.')).trim()
 */
export const maxText = (max: number, error: TooLong) =>
  [textUnitsCap(max, error), textCountCap(max, error)] as const
