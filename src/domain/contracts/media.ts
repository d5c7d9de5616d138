import { z } from 'zod'
import { mediaOwnerTypes, mediaPurposes } from '../enums.ts'
import { MEDIA_LIMITS } from '../media.ts'
import { maxText } from '../text-length.ts'
import { genericMessages } from '../validation.ts'
import { translatedFlag, versioned, withReference } from './common.ts'

/** A uuid is 36 characters. */
const FILE_UUID_MAX = 36

/** A media record as the API answers it, its description in the request language. */
export const mediaDtoSchema = z.object({
  id: z.number().int(),
  /** Every write caps it (the drawers' forms reuse this schema, and every string has a maximum). */
  description: z.string().check(...maxText(MEDIA_LIMITS.descriptionLength, genericMessages.tooLong)),
  purpose: z.enum(mediaPurposes),
  /** docs/product.md §3: the file, named by the uuid of its folder under /file/. */
  file: z.object({ uuid: z.string().check(...maxText(FILE_UUID_MAX, genericMessages.tooLong)) }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The description where it is missing in the request language. */
  ...withReference('description'),
  ...translatedFlag,
  ...versioned,
})
export type MediaDto = z.infer<typeof mediaDtoSchema>

/** `GET /api/media/search/:term`: a page of matches, newest first, the total in `x-total-count` (like every list). */
export const mediaSearchAnswerSchema = z.array(mediaDtoSchema)

/** One entry of a record's media list (a category's `media`, ...), in list order. */
export const mediaItemDtoSchema = mediaDtoSchema.pick({
  id: true,
  description: true,
  purpose: true,
  file: true,
  width: true,
  height: true,
  reference: true,
})
export type MediaItemDto = z.infer<typeof mediaItemDtoSchema>

/** `POST /api/media/add`: the owner's whole media list after the link, in order. */
export const mediaListAnswerSchema = z.object({
  ownerType: z.enum(mediaOwnerTypes),
  ownerId: z.number().int(),
  media: z.array(mediaItemDtoSchema),
})
export type MediaListAnswer = z.infer<typeof mediaListAnswerSchema>
