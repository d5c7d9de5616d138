import { z } from 'zod'
import { userLevels } from './enums.ts'
import { emailField, requiredText } from './validation.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

export const loginSchema = z.object({
  email: emailField('E-mail is required.', 'E-mail must be valid.'),
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }),
})
export type LoginInput = z.infer<typeof loginSchema>

/** Registration rules are not in the spec; these are the project's (README, "Choices"). */
export const registerSchema = z.object({
  email: emailField('E-mail is required.', 'E-mail must be valid.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 8 characters.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Password is too long.' }),
  firstName: requiredText('First name is required.'),
  lastName: requiredText('Last name is required.'),
})
export type RegisterInput = z.infer<typeof registerSchema>

export const currentUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  level: z.enum(userLevels),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

export type LoginResponse = { accessToken: string; user: CurrentUser }
export type StatusResponse = { version: string }
