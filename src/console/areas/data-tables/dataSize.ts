import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { DataSize } from '../../../domain/data-tables.ts'

/** The Data column (docs/product.md §2): "12 rows" for an array, "5 fields" for an object. */
export function dataSizeMessage({ kind, count }: DataSize): MessageDescriptor {
  return kind === 'rows'
    ? msg({ message: plural(count, { one: '# row', other: '# rows' }) })
    : msg({ message: plural(count, { one: '# field', other: '# fields' }) })
}
