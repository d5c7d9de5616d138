import { msg } from '@lingui/core/macro'
import type { DeletionRequestType } from '../../../../domain/enums.ts'

/** The Type of a deletion request (docs/product.md §2: "shown as Delete account or Delete data"). */
export const requestTypeLabels = {
  account: msg`Delete account`,
  data: msg`Delete data`,
} as const satisfies Record<DeletionRequestType, unknown>
