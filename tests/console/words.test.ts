import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// One spelling for each name the console uses (issue 18, docs/choices.md "Words"), in English and Dutch,
// checked over every message of both catalogs (i18n-catalogs.test.ts keeps them in step with the
// source), so a new message cannot bring a second spelling back.

const root = path.resolve(import.meta.dirname, '../..')

/** msgid → msgstr of every entry of a catalog (a message with a context is one more entry). */
function messages(lang: 'en' | 'nl') {
  const entries: { id: string; text: string }[] = []
  for (const catalog of ['messages', 'public']) {
    let id: string | null = null
    for (const line of readFileSync(path.join(root, `src/locales/${lang}/${catalog}.po`), 'utf8').split(
      '\n',
    )) {
      if (line.startsWith('msgid ')) id = JSON.parse(line.slice(6))
      else if (line.startsWith('msgstr ') && id) {
        entries.push({ id, text: JSON.parse(line.slice(7)) || id })
        id = null
      }
    }
  }
  return entries.filter((entry) => entry.id !== '')
}

const english = messages('en').map((entry) => entry.id)
const dutch = messages('nl').map((entry) => entry.text)
const matching = (texts: string[], pattern: RegExp) => texts.filter((text) => pattern.test(text))

describe('one spelling each', () => {
  it('CO2, never Co2; the quiz is the "CO2 Quiz" (Dutch "CO2-quiz")', () => {
    expect(english.some((text) => text.includes('CO2 Quiz'))).toBe(true)
    expect(matching(english, /\bCo2\b|\bCO2[ -]quiz\b/)).toEqual([])
    expect(matching(dutch, /\bCo2|CO2 ?[Qq]uiz|CO2-Quiz/)).toEqual([])
  })

  it('"Postal code" (Dutch "Postcode"), not "Postalcode"', () => {
    expect(english).toContain('Postal code')
    expect(matching(english, /postalcode/i)).toEqual([])
    expect(matching(dutch, /postalcode|post code/i)).toEqual([])
  })

  it('"Data Table" as docs/product.md writes it (\'Saved Data Table\'), in every message', () => {
    expect(english).toContain('Saved Data Table')
    expect(matching(english, /data table/i).filter((text) => !/Data Tables?\b/.test(text))).toEqual([])
    // Dutch writes one word, capitalised only where a sentence starts.
    const writtenApart = (text: string) => /data[ -]tabel/i.test(text) || /\S Datatabel/.test(text)
    expect(matching(dutch, /data[ -]?tabel/i).filter(writtenApart)).toEqual([])
  })

  it('"label" in sentences (\'Saved label\'), "Label" only where a button or heading is in title case', () => {
    expect(english).toContain('Saved label')
    const capitalised = matching(english, /\S Label\b/)
    expect(capitalised.filter((text) => !/^(Add|Edit) Label$/.test(text))).toEqual([])
    expect(matching(dutch, /\S Label\b/)).toEqual([])
  })

  it('no bare "Reset": each button says what it undoes or removes (Dutch never "Herstellen")', () => {
    expect(matching(dutch, /herstel/i)).toEqual([])
    expect(english).toContain('Undo changes')
    expect(english).toContain('Remove BPT answers…')
    expect(english).toContain('Remove CO2 Quiz answers…')
  })
})
