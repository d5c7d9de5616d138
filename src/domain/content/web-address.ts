import { z } from 'zod'
import { parseWebUrl, URL_MAX } from '../rich-text.ts'
import { maxText } from '../text-length.ts'

export const webAddressMessages = {
  websiteRequired: 'Website is required.',
  websiteInvalid: 'Website should be a web address starting with http:// or https://.',
  linkInvalid: 'Link should be a web address starting with http:// or https://.',
  tooLong: 'This address is too long.',
} as const

/**
 * A web address the app opens in a browser: http or https only (`javascript:`, `data:`, `file:`
 * and the like are refused), kept as typed but trimmed.
 */
export const webAddressField = (invalid: string) =>
  z
    .string({ error: invalid })
    .check(...maxText(URL_MAX, webAddressMessages.tooLong))
    .trim()
    .refine((text) => parseWebUrl(text) !== null, { error: invalid })

/** An initiative's website: required, http or https (docs/product.md §5, placeholder https://). */
export const websiteField = z
  .string({ error: webAddressMessages.websiteRequired })
  .check(...maxText(URL_MAX, webAddressMessages.tooLong))
  .trim()
  .min(1, { error: webAddressMessages.websiteRequired, abort: true })
  .refine((text) => parseWebUrl(text) !== null, { error: webAddressMessages.websiteInvalid })
