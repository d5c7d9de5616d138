import type { UserLevel } from '../../../../domain/enums.ts'
import type { UserDto, UserFormInput } from '../../../../domain/users.ts'

/**
 * The drawer's form values: the domain's user form, except that a new user starts with no level
 * chosen (`''`), so the select shows its placeholder and the form says 'Level is required.'.
 */
export type UserFormDraft = Omit<UserFormInput, 'level' | 'email'> & { email: string; level: UserLevel | '' }

export const emptyUserForm: UserFormDraft = { firstName: '', lastName: '', email: '', level: '' }

/** A loaded user as the form holds it (a device user has no e-mail: an empty field). */
export const userToForm = (user: UserDto): UserFormDraft => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  level: user.level,
})

/**
 * The request body: the drawer's four fields and nothing else, so what the app owns (device id,
 * stories, actions, …; docs/product.md §3) is never sent. Only called with values the schema accepted.
 */
export const toUserInput = (values: UserFormDraft): UserFormInput => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email,
  level: values.level as UserLevel,
})
