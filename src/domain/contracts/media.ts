import { z } from 'zod'
import { mediaPurposes } from '../enums.ts'
import { translatedFlag, versioned } from './common.ts'

/** A media record as the API answers it, its description in the request language. */
export const mediaDtoSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  purpose: z.enum(mediaPurposes),
  /** SPEC §3: the file, named by the uuid of its folder under /file/. */
  file: z.object({ uuid: z.string() }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
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
})
export type MediaItemDto = z.infer<typeof mediaItemDtoSchema>
