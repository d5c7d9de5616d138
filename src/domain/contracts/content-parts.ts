import { z } from 'zod'
import { withReference } from './common.ts'

// Parts several content records answer with.

/** A category a record is in, its title in the request language (and its reference), by index. */
export const categoryRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  emoji: z.string(),
  ...withReference('title'),
})
export type CategoryRef = z.infer<typeof categoryRefSchema>

/** A user label a record names (language-neutral). */
export const labelRefSchema = z.object({ id: z.number().int(), value: z.string() })

/** An address as stored (docs/product.md §3): the radius is null when the address is exact. */
export const addressDtoSchema = z.object({
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  isSpecific: z.boolean(),
  radius: z.number().nullable(),
  address_extra: z.string(),
  alternative: z.array(z.string()),
})

/** A source of a record, its description in the request language. */
export const sourceDtoSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  href: z.string(),
  ...withReference('description'),
})

/** A step of an action, its description in the request language. */
export const stepDtoSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  index: z.number().int(),
  address: addressDtoSchema,
  ...withReference('description'),
})
