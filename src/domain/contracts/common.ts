import { z } from 'zod'
import { languages } from '../lang.ts'
import { maxText } from '../text-length.ts'
import { genericMessages, TEXT_MAX } from '../validation.ts'

// The answers every resource shares (ARCHITECTURE.md, "API conventions").

/** Every record carries whether all its translatable values are filled in the request language. */
export const translatedFlag = { translated: z.boolean() }

/**
 * A translator's reference (src/domain/reference.ts): the record's texts `fields` that are missing
 * in the request language, in the language `lang` that has them. Present only when at least one
 * text is missing and another language has it; the fields themselves stay in the request language
 * (empty when missing), so a client that ignores `reference` reads what it always read.
 */
export const referenceSchema = <const K extends string>(fields: readonly K[]) =>
  z
    .object({
      lang: z.enum(languages),
      values: z.object(
        Object.fromEntries(
          fields.map((field) => [
            field,
            z
              .string()
              .check(...maxText(TEXT_MAX.markdown, genericMessages.tooLong))
              .optional(),
          ]),
        ) as {
          [F in K]: z.ZodOptional<z.ZodString>
        },
      ),
    })
    .meta({ description: 'The texts missing in the request language, in the language that has them.' })

/** The optional `reference` of a DTO whose `fields` are translated: `{ ...withReference('title') }`. */
export const withReference = <const K extends string>(...fields: K[]) => ({
  reference: referenceSchema(fields).optional(),
})

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
