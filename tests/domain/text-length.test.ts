import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { categoryMessages, categorySchema } from '../../src/domain/categories.ts'
import { maxText, textLength, unitsFor } from '../../src/domain/text-length.ts'
import { TEXT_MAX } from '../../src/domain/validation.ts'

// One definition of length for the console's counters and the server's caps (issue 18: the
// counter said "120 of 100" for 60 emoji that the server saved).

describe('textLength: Unicode code points', () => {
  it('counts an emoji as one character, not as its two UTF-16 units', () => {
    expect('🌱'.length).toBe(2)
    expect(textLength('🌱')).toBe(1)
    expect(textLength('🌱'.repeat(60))).toBe(60)
    expect(textLength('Fietsen naar het werk 🚲')).toBe(23)
  })

  it('counts every combining mark, so one letter cannot hide a megabyte', () => {
    expect(textLength('e\u0301')).toBe(2)
    expect(textLength(`Z${'\u0336'.repeat(500)}`)).toBe(501)
    // A family joined by zero-width joiners counts its parts (7 code points, one picture).
    expect(textLength('👨‍👩‍👧‍👦')).toBe(7)
  })

  it('counts half a surrogate pair as one character', () => {
    expect(textLength('\uD83C')).toBe(1)
    expect(textLength('\uDF31\uD83C')).toBe(2)
    expect(textLength('a\uD83Cb')).toBe(3)
  })

  it('agrees with the string iterator on any text, and stays within the UTF-16 bound', () => {
    fc.assert(
      fc.property(
        // Pieces that pair up, or not: surrogate halves in either order, emoji, accents, letters.
        fc.array(fc.constantFrom('a', 'é', '\u0301', '🌱', '\uD83C', '\uDF31', '\u200D'), { maxLength: 30 }),
        (pieces) => {
          const text = pieces.join('')
          return textLength(text) === [...text].length && text.length <= unitsFor(textLength(text))
        },
      ),
      { numRuns: 1_000 },
    )
  })
})

describe('maxText', () => {
  const schema = z.string().check(...maxText(10, 'At most ten.'))

  it('takes as many emoji as characters, and refuses one more with its message', () => {
    expect(schema.safeParse('🌱'.repeat(10)).success).toBe(true)
    expect(schema.safeParse('🌱'.repeat(11)).error?.issues.map((issue) => issue.message)).toEqual([
      'At most ten.',
    ])
  })

  it('refuses a pasted megabyte by its UTF-16 length, once, with the same message', () => {
    const result = schema.safeParse('e\u0301'.repeat(500_000))
    expect(result.error?.issues).toHaveLength(1)
    expect(result.error?.issues[0]?.message).toBe('At most ten.')
  })

  it('is declared as a maximum length for the OpenAPI document', () => {
    expect(z.toJSONSchema(schema)).toMatchObject({ type: 'string', maxLength: 10 })
  })

  it('caps a category title at 100 characters as typed (the counter counts the same)', () => {
    const title = (text: string) => categorySchema.shape.title.safeParse(text)
    expect(title('🌱'.repeat(60)).data).toBe('🌱'.repeat(60))
    expect(title('🌱'.repeat(TEXT_MAX.title)).success).toBe(true)
    expect(title(` ${'x'.repeat(TEXT_MAX.title)}`).success).toBe(false)
    expect(title('🌱'.repeat(101)).error?.issues.map((issue) => issue.message)).toEqual([
      categoryMessages.titleTooLong,
    ])
  })
})
