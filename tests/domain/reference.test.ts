import { describe, expect, it } from 'vitest'
import { referenceSchema } from '../../src/domain/contracts/common.ts'
import { referenceLanguages, referenceOf, shownText, textsIn } from '../../src/domain/reference.ts'

describe('a translator’s reference', () => {
  it('looks in the other language: Dutch gets English, English gets Dutch', () => {
    expect(referenceLanguages('nl')).toEqual(['en'])
    expect(referenceLanguages('en')).toEqual(['nl'])
  })

  it('holds each text missing (or blank) in the language asked for, from the language that has it', () => {
    const values = {
      title: { en: 'Food waste', nl: '' },
      description: { en: '## Why', nl: '  ' },
      hint: { en: 'Per week', nl: 'Per week' },
    }
    expect(referenceOf(values, 'nl')).toEqual({
      lang: 'en',
      values: { title: 'Food waste', description: '## Why' },
    })
    expect(referenceOf(values, 'en')).toBeUndefined()
  })

  it('is left out when nothing is missing, or no other language has a missing text', () => {
    expect(referenceOf({ title: { en: 'A', nl: 'B' } }, 'nl')).toBeUndefined()
    expect(referenceOf({ title: { en: ' ' }, description: null }, 'nl')).toBeUndefined()
    expect(referenceOf({}, 'nl')).toBeUndefined()
  })

  it('gives an embedded record its texts in the language asked for and its own reference', () => {
    expect(textsIn({ title: { en: 'Food', nl: 'Voeding' } }, 'nl')).toEqual({ title: 'Voeding' })
    expect(textsIn({ title: { nl: 'Energie' } }, 'en')).toEqual({
      title: '',
      reference: { lang: 'nl', values: { title: 'Energie' } },
    })
  })

  it('tells what a reader is shown: the text, else its reference and the reference’s language', () => {
    const record = {
      title: '',
      parentTitle: 'Voeding',
      reference: { lang: 'en' as const, values: { title: 'Meat' } },
    }
    expect(shownText(record, 'title')).toEqual({ text: 'Meat', lang: 'en' })
    expect(shownText(record, 'parentTitle')).toEqual({ text: 'Voeding' })
    expect(shownText({ title: '' }, 'title')).toEqual({ text: '' })
    expect(shownText({ title: null }, 'title')).toEqual({ text: '' })
  })

  it('is described by a contract naming the fields it may hold', () => {
    const schema = referenceSchema(['title'])
    expect(schema.safeParse({ lang: 'en', values: { title: 'Meat' } }).success).toBe(true)
    expect(schema.safeParse({ lang: 'de', values: {} }).success).toBe(false)
    expect(schema.parse({ lang: 'en', values: { title: 'Meat', other: 'x' } })).toEqual({
      lang: 'en',
      values: { title: 'Meat' },
    })
  })
})
