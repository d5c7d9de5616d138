import { z } from 'zod'
import type { currentUserDtoSchema, loginAnswerSchema, registerAnswerSchema } from './contracts/users.ts'
import { maxText } from './text-length.ts'
import { emailField, requiredText, TEXT_MAX } from './validation.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = TEXT_MAX.password

export const loginSchema = z.object({
  email: emailField('E-mail is required.', 'E-mail must be valid.'),
  password: z
    .string({ error: 'Password is required.' })
    .check(...maxText(PASSWORD_MAX_LENGTH, 'Password is too long.'))
    .min(1, { error: 'Password is required.' }),
})
export type LoginInput = z.infer<typeof loginSchema>

/** The rule for a new password, at registration and at a reset (docs/product.md leaves it open; docs/choices.md). */
export const newPasswordField = z
  .string({ error: 'Password is required.' })
  .check(...maxText(PASSWORD_MAX_LENGTH, 'Password is too long.'))
  .min(1, { error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 8 characters.' })

/** Registration rules are not in the spec; these are the project's (docs/choices.md). */
export const registerSchema = z.object({
  email: emailField('E-mail is required.', 'E-mail must be valid.'),
  password: newPasswordField,
  firstName: requiredText('First name is required.', TEXT_MAX.personName, 'First name is too long.'),
  lastName: requiredText('Last name is required.', TEXT_MAX.personName, 'Last name is too long.'),
})
export type RegisterInput = z.infer<typeof registerSchema>

export type CurrentUser = z.infer<typeof currentUserDtoSchema>
export type LoginResponse = z.infer<typeof loginAnswerSchema>
export type { StatusResponse } from './contracts/common.ts'

/**
 * The answer to every accepted registration, whether the e-mail was new or already taken, so
 * registering reveals no account (docs/choices.md). It names no user and carries no id.
 */
export type RegisterResponse = z.infer<typeof registerAnswerSchema>
export const REGISTER_ACCEPTED_MESSAGE = 'Registration received.'
