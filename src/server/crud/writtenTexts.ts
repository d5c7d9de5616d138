import { type Column, or, type SQL, sql } from 'drizzle-orm'
import { type Lang, languages } from '../../domain/lang.ts'
import { isFilled } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import { filledText } from './sql.ts'

// Optional translated texts (a CO2 question's hint, a BPT answer's hint): written in the request
// language like every translated text, but counted in `translated` only once some language has
// them. A hint nobody wrote is not a missing translation; a Dutch hint missing beside an English
// one is.

/** The optional texts that count in `translated`: those some language has. */
export const writtenTexts = (...values: (Translated | null | undefined)[]) =>
  values.filter((value) => languages.some((lang) => isFilled(value, lang)))

/** The SQL twin of `writtenTexts` for one column: filled in `lang`, or in no language at all. */
export const writtenTextComplete = (column: Column, lang: Lang): SQL =>
  sql`(${or(...languages.map((each) => sql`${filledText(column, each)} is not null`))}) is not true or ${filledText(column, lang)} is not null`
