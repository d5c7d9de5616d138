import { z } from 'zod'
import { translatedFlag, versioned, withReference } from './common.ts'
import { type MediaItemDto, mediaItemDtoSchema } from './media.ts'

/** One media item of a category's media list: a media list entry like every record's. */
export type CategoryMediaDto = MediaItemDto

/** A category as the API answers it (list and single record alike), in the request language. */
export const categoryDtoSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  title: z.string(),
  emoji: z.string(),
  isContent: z.boolean(),
  parentCategoryId: z.number().int().nullable(),
  /** The parent's title in the request language; null for a main category. */
  parentTitle: z.string().nullable(),
  type: z.enum(['main', 'sub']),
  childCount: z.number().int(),
  mediaCount: z.number().int(),
  /** The media list, in order (SPEC §3). */
  media: z.array(mediaItemDtoSchema),
  /** Whether the media list holds every purpose a category requires: a background image (SPEC §5). */
  hasBackgroundImage: z.boolean(),
  /** The title and the parent's title where they are missing in the request language. */
  ...withReference('title', 'parentTitle'),
  ...translatedFlag,
  ...versioned,
})
export type CategoryDto = z.infer<typeof categoryDtoSchema>

/** `PUT /api/category/hierarchy` → the stored tree, depth first. */
export const hierarchyAnswerSchema = z.array(
  z.object({ id: z.number().int(), parentCategoryId: z.number().int().nullable(), index: z.number().int() }),
)
