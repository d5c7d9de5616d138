import { msg } from '@lingui/core/macro'
import type { UserLevel } from '../../../domain/enums.ts'

/** A user's level as the list and its filter show it (docs/product.md §4: "displayed as Device, User, Admin"). */
export const userLevelLabels = {
  device: msg`Device`,
  'registered-user': msg`User`,
  admin: msg`Admin`,
} as const satisfies Record<UserLevel, unknown>

/** The level filter's order, as docs/product.md §2 names them: Admin, User, Device. */
export const levelFilterOrder: readonly UserLevel[] = ['admin', 'registered-user', 'device']

/** The Type badge's colour: admins stand out, device registrations stay quiet. */
export const userLevelColors = {
  admin: 'grass',
  'registered-user': 'blue',
  device: 'gray',
} as const satisfies Record<UserLevel, string>
