import { z } from 'zod'
import { maxText } from './text-length.ts'
import { translationStates } from './translation-state.ts'
import { TEXT_MAX } from './validation.ts'

/**
 * Every list endpoint keeps its plain form (all rows) and also pages on the server when `page`
 * is given; the total then travels in the `x-total-count` header so the body stays an array.
 */
export const listQuerySchema = z.object({
  q: z
    .string()
    .check(...maxText(TEXT_MAX.search, 'Search text is too long.'))
    .trim()
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int({ error: 'Page must be a whole number.' })
    .min(1, { error: 'Page starts at 1.' })
    .max(1_000_000, { error: 'Page is too large.' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number.' })
    .int({ error: 'Page size must be a whole number.' })
    .min(1, { error: 'Page size is at least 1.' })
    .max(500, { error: 'Page size is at most 500.' })
    .optional(),
  /**
   * Missing translations at a glance: `translated` keeps records whose translatable fields are
   * all filled in the request language, `missing` the others.
   */
  state: z.enum(translationStates, { error: 'State should be translated or missing.' }).optional(),
  sort: z
    .string()
    .check(...maxText(TEXT_MAX.sortField, 'Sort is a field name, optionally prefixed with -.'))
    .regex(/^-?[a-zA-Z]+$/, { error: 'Sort is a field name, optionally prefixed with -.' })
    .optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>
