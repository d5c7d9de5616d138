import { z } from 'zod'

// The answers every resource shares (ARCHITECTURE.md, "API conventions").

/** Every record carries whether all its translatable values are filled in the request language. */
export const translatedFlag = { translated: z.boolean() }

/**
 * How many times an editable record was changed. GET answers it; a PUT that sends an older one
 * is refused with 409 `conflict` (and the current version), so no update is lost.
 */
export const versioned = { version: z.number().int().positive() }

/** `DELETE <path>/:id` → 200 `{ id }`. */
export const deletedSchema = z.object({ id: z.number().int() })
export type Deleted = z.infer<typeof deletedSchema>

/** `PUT <path>/order` → the stored order, `[{ id, index }]` with indexes 0..n-1. */
export const orderAnswerSchema = z.array(z.object({ id: z.number().int(), index: z.number().int() }))

/** `GET /api/status`. */
export const statusSchema = z.object({ version: z.string() })
export type StatusResponse = z.infer<typeof statusSchema>

/** Dates travel as ISO 8601 text. */
export const isoDate = z.string()
