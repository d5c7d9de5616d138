import type { Column } from 'drizzle-orm'
import type { Lang } from '../../domain/lang.ts'
import type { AnyResource } from './resource.ts'
import { mergeTranslation } from './sql.ts'

/**
 * A write's values as a resource stores them: columns of its table only, and translatable text
 * into the request language alone (an update keeps the other languages, see `mergeTranslation`).
 */
export function storedValues(resource: AnyResource, columns: Record<string, Column>) {
  const translatable = new Set<string>(resource.translatable ?? [])
  return (values: Record<string, unknown>, lang: Lang, mode: 'insert' | 'update') => {
    const result: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || !Object.hasOwn(columns, key)) continue
      if (!translatable.has(key)) result[key] = value
      else if (typeof value !== 'string')
        throw new Error(`${resource.name}.${key} is translatable: write it as text.`)
      else result[key] = mode === 'insert' ? { [lang]: value } : mergeTranslation(columns[key]!, lang, value)
    }
    return result
  }
}
