import { z } from 'zod'
import { childListField } from '../child-list.ts'
import { maxText } from '../text-length.ts'
import { webAddressField, webAddressMessages } from './web-address.ts'

/** docs/product.md §3 "Links/sources": where a claim comes from, a description and a link. */
export const sourceMessages = {
  descriptionTooLong: 'Source description should be at most 300 characters.',
  tooMany: 'A record has at most 20 sources.',
} as const

export const SOURCES_MAX = 20

export const sourceEntrySchema = z.object({
  /** Translated: written in the request language. */
  description: z
    .string()
    .check(...maxText(300, sourceMessages.descriptionTooLong))
    .trim(),
  href: webAddressField(webAddressMessages.linkInvalid),
})

/** A record's sources in order (an owned child list: ids of the saved ones). */
export const sourcesField = childListField(sourceEntrySchema, SOURCES_MAX, sourceMessages.tooMany)
