/** A free-text filter, e.g. the title filter (`?q=`). */
export type TextFilterDef<Id extends string = string> = {
  id: Id
  kind: 'text'
  label: string
  placeholder?: string
}

/** A choice among fixed options, e.g. Main/Sub (`?type=main`); the empty choice reads `allLabel`. */
export type SelectFilterDef<Id extends string = string> = {
  id: Id
  kind: 'select'
  label: string
  options: readonly { value: string; label: string }[]
  /** The label of "no filter"; defaults to "All". */
  allLabel?: string
}

/**
 * One filter of a table. Its `id` is also its URL parameter (prefixed when the table has a
 * prefix), so `page` is taken.
 */
export type FilterDef<Id extends string = string> = TextFilterDef<Id> | SelectFilterDef<Id>

/** Current filter values by id; an unset filter is `''`. */
export type FilterValues<Id extends string = string> = Readonly<Record<Id, string>>

const fold = (value: string) => value.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')

/**
 * True when `needle` (trimmed, case- and accent-insensitive) occurs in any of `fields`; an empty
 * needle matches everything. The building block for a table's `matches`.
 */
export function textMatches(needle: string | undefined, ...fields: unknown[]): boolean {
  const wanted = fold((needle ?? '').trim())
  if (!wanted) return true
  return fields.some(
    (field) =>
      (typeof field === 'string' || typeof field === 'number') && fold(String(field)).includes(wanted),
  )
}

export const hasActiveFilter = (values: Readonly<Record<string, string>>) =>
  Object.values(values).some((value) => value !== '')
