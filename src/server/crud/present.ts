import type { Column } from 'drizzle-orm'
import { referenceOf } from '../../domain/reference.ts'
import { isTranslationComplete, type Translated } from '../../domain/translated.ts'
import type { ChildListParts } from './childLists.ts'
import type { AnyResource, ReadContext } from './resource.ts'

type Row = Record<string, unknown>

/**
 * How a resource answers its rows: its `load`, its `toDto`, then what the kit adds to every DTO:
 * `reference` (the texts missing in the request language, in the language that has them),
 * `translated`, and `version` for a versioned record.
 */
export function presenter(
  resource: AnyResource,
  versionColumn: Column | undefined,
  children: readonly ChildListParts[] = [],
) {
  const translatable = new Set<string>(resource.translatable ?? [])

  /** The stored values of the DTO's translated texts, by DTO field (what `reference` is made of). */
  const referencedValues = (row: Row, dto: Row) => {
    const values: Record<string, Translated | null | undefined> = {}
    for (const key of translatable) {
      if (typeof dto[key] === 'string') values[key] = row[key] as Translated | null | undefined
    }
    return { ...values, ...resource.references?.(row) }
  }

  /** The rows with their child lists under the lists' fields (one query per list for all rows). */
  const withChildren = async (rows: Row[], context: ReadContext): Promise<Row[]> => {
    if (!children.length || !rows.length) return rows
    const ids = rows.map((row) => row.id as number)
    const loaded = await Promise.all(children.map((list) => list.load(context.db, ids)))
    return rows.map((row) => {
      const withLists: Row = { ...row }
      children.forEach((list, i) => {
        withLists[list.field] = loaded[i]!.get(row.id as number) ?? []
      })
      return withLists
    })
  }

  return async (rows: Row[], context: ReadContext): Promise<Row[]> => {
    const read = await withChildren(rows, context)
    const loaded = resource.load ? await resource.load(read, context) : read
    return loaded.map((row: Row) => {
      const values = [...translatable].map((key) => row[key] as Translated | null | undefined)
      for (const list of children) values.push(...list.translations(row[list.field] as Row[] as never))
      if (resource.ownedTranslations) values.push(...resource.ownedTranslations(row))
      const dto = resource.toDto(row, context.lang) as Row
      const reference = referenceOf(referencedValues(row, dto), context.lang)
      // Fields added one by one: on Node 20 a spread followed by more fields is 50 times slower
      // (issue 19). The answer's field order is the schema's whatever the order here.
      const answer = Object.assign({}, dto)
      if (reference) answer.reference = reference
      answer.translated = isTranslationComplete(values, context.lang)
      if (versionColumn) answer.version = row.version
      return answer
    })
  }
}
