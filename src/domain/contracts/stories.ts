import { z } from 'zod'
import { storyTypes } from '../enums.ts'
import { storyCreateSchema, storyListQuerySchema, storyUpdateSchema } from '../stories/stories.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { categoryRefSchema, labelRefSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { storyEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/**
 * A story or quiz as the API answers it, in the request language: its category (null once that
 * was deleted), its pages counted (`itemCount`; the pages themselves at `/api/story-item?storyId=`).
 * `translated` reads its title and notification message.
 */
export const storyDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  notificationCTA: z.string(),
  type: z.enum(storyTypes),
  index: z.number().int(),
  published: z.boolean(),
  category: categoryRefSchema.nullable(),
  notRelevantForLabels: z.array(labelRefSchema),
  media: z.array(mediaItemDtoSchema),
  itemCount: z.number().int(),
  ...withReference('title', 'notificationCTA'),
  ...translatedFlag,
  ...versioned,
})
export type StoryDto = z.infer<typeof storyDtoSchema>

export const storySchemas = {
  dto: storyDtoSchema,
  query: storyListQuerySchema,
  create: storyCreateSchema,
  update: storyUpdateSchema,
}
export const storyContract = defineContract(storyEndpoint, storySchemas)
