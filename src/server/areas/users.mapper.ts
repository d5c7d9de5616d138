import type { CurrentUser } from '../../domain/auth.ts'
import type { UserDto } from '../../domain/contracts/users.ts'
import type { SessionUser } from '../auth/guard.ts'
import type { CountedUser } from './users.query.ts'

export const toCurrentUser = (user: Pick<SessionUser, keyof CurrentUser>): CurrentUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  level: user.level,
})

/**
 * A user as lists and drawers read it: never the password hash, the device id or the push token.
 * Every field written out: on Node 20 an object spread followed by more fields made each record
 * 50 times slower to build (issue 19, a flame graph of the users list).
 */
export const toUserRecord = (user: CountedUser): UserDto => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  level: user.level,
  address: {
    street: user.street,
    house_number: user.houseNumber,
    postal_code: user.postalCode,
    city: user.city,
    country: user.country,
  },
  enablePushNotifications: user.enablePushNotifications,
  hasPushToken: user.hasPushToken,
  requestedAccountDeletion: user.requestedAccountDeletion,
  requestedDataRemoval: user.requestedDataRemoval,
  creationDate: user.creationDate.toISOString(),
  activeDate: user.activeDate?.toISOString() ?? null,
  quizzes: user.quizzes,
  list: user.list,
  // A user has no translatable field: always complete in every language.
  translated: true,
  version: user.version,
})
