import { msg } from '@lingui/core/macro'

/** The two values of the Type column and filter (docs/product.md §2). */
export const categoryTypeLabels = {
  main: msg`Main category`,
  sub: msg`Sub category`,
} as const
