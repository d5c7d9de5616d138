import type { CurrentUser } from '../../domain/auth.ts'
import type { SessionUser } from '../auth/guard.ts'

export const toCurrentUser = (user: SessionUser): CurrentUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  level: user.level,
})

/** A user as lists and drawers read it: never the password hash or device id. */
export const toUserRecord = (user: SessionUser) => ({
  ...toCurrentUser(user),
  address: {
    street: user.street,
    house_number: user.houseNumber,
    postal_code: user.postalCode,
    city: user.city,
    country: user.country,
  },
  enablePushNotifications: user.enablePushNotifications,
  hasPushToken: Boolean(user.expoPushToken),
  requestedAccountDeletion: user.requestedAccountDeletion,
  requestedDataRemoval: user.requestedDataRemoval,
  creationDate: user.creationDate.toISOString(),
  activeDate: user.activeDate?.toISOString() ?? null,
})
