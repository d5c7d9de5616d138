import { z } from 'zod'

/** "text, at sign, text, dot, text" (SPEC §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message })

export const emailField = (required: string, invalid: string) =>
  requiredText(required).pipe(z.string().regex(EMAIL_PATTERN, { error: invalid }))

/** Ids in paths arrive as strings: a positive integer or a clear 400. */
export const MAX_ID = 2_147_483_647

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Id must be a number.' })
    .int({ error: 'Id must be a number.' })
    .positive({ error: 'Id must be a number.' })
    .max(MAX_ID, { error: 'Id is out of range.' }),
})
