import { describe, expect, it } from 'vitest'
import {
  isTranslationComplete,
  missingLanguages,
  pickLang,
  translatedSchema,
  withLang,
} from '../../src/domain/translated.ts'

describe('translation completeness', () => {
  const title = { en: 'Eat less meat', nl: 'Eet minder vlees' }
  const hint = { en: 'Per week', nl: '' }

  it('is complete only when every value is filled in that language', () => {
    expect(isTranslationComplete([title], 'nl')).toBe(true)
    expect(isTranslationComplete([title, hint], 'nl')).toBe(false)
    expect(isTranslationComplete([title, hint], 'en')).toBe(true)
  })

  it('counts whitespace, a missing language and a missing value as not translated', () => {
    expect(isTranslationComplete([{ en: '  ' }], 'en')).toBe(false)
    expect(isTranslationComplete([{ en: 'x' }], 'nl')).toBe(false)
    expect(isTranslationComplete([null, undefined], 'en')).toBe(false)
  })

  it('treats a record without translatable values as complete', () => {
    expect(isTranslationComplete([], 'nl')).toBe(true)
  })

  it('lists the languages that miss something', () => {
    expect(missingLanguages([title, hint])).toEqual(['nl'])
    expect(missingLanguages([{}])).toEqual(['en', 'nl'])
  })
})

describe('per-language values', () => {
  it('reads one language, empty when missing', () => {
    expect(pickLang({ en: 'Hello' }, 'en')).toBe('Hello')
    expect(pickLang({ en: 'Hello' }, 'nl')).toBe('')
    expect(pickLang(null, 'nl')).toBe('')
  })

  it('writes one language and keeps the other', () => {
    expect(withLang({ en: 'Hello', nl: 'Hallo' }, 'nl', 'Hoi')).toEqual({ en: 'Hello', nl: 'Hoi' })
    expect(withLang(undefined, 'en', 'Hi')).toEqual({ en: 'Hi' })
  })
})

describe('per-language text in a body', () => {
  it('takes each language up to the longest text kind (markdown, 100,000 characters)', () => {
    const full = 'x'.repeat(100_000)
    expect(translatedSchema.parse({ en: full, nl: 'Hallo' })).toEqual({ en: full, nl: 'Hallo' })
    for (const lang of ['en', 'nl'])
      expect(translatedSchema.safeParse({ [lang]: `${full}x` }).success, lang).toBe(false)
  })
})
