import { z } from 'zod'
import { storyItemKinds } from '../enums.ts'
import {
  displayTypes,
  storyItemCreateSchema,
  storyItemListQuerySchema,
  storyItemUpdateSchema,
} from '../stories/story-items.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { storyItemEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/** A record a page shows, as its card shows it: the title in the request language, its first picture. */
export const storyItemContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The record's own `translated` (its texts and its children's, as its drawer says it). */
  translated: z.boolean(),
  picture: mediaItemDtoSchema.nullable(),
  ...withReference('title'),
})
export type StoryItemContent = z.infer<typeof storyItemContentSchema>

/**
 * A page of a story (docs/product.md §3 Story item) as the API answers it: its place on the grid,
 * its kind, the ids of what it shows (`contentId`, or the lists of an action or initiative page)
 * and those records as cards (`content`, in order). `translated`: every record it shows is.
 */
export const storyItemDtoSchema = z.object({
  id: z.number().int(),
  storyId: z.number().int(),
  kind: z.enum(storyItemKinds),
  parentItemId: z.number().int().nullable(),
  column: z.number().int(),
  row: z.number().int(),
  displayType: z.enum(displayTypes),
  contentId: z.number().int().nullable(),
  actionIds: z.array(z.number().int()),
  initiativeIds: z.array(z.number().int()),
  content: z.array(storyItemContentSchema),
  ...translatedFlag,
  ...versioned,
})
export type StoryItemDto = z.infer<typeof storyItemDtoSchema>

export const storyItemSchemas = {
  dto: storyItemDtoSchema,
  query: storyItemListQuerySchema,
  create: storyItemCreateSchema,
  update: storyItemUpdateSchema,
}
export const storyItemContract = defineContract(storyItemEndpoint, storyItemSchemas)

/** `PUT /api/story/{id}/structure` → the story's new version and every page's place as stored. */
export const structureAnswerSchema = z.object({
  version: z.number().int(),
  items: z.array(z.object({ id: z.number().int(), column: z.number().int(), row: z.number().int() })),
})
export type StructureAnswer = z.infer<typeof structureAnswerSchema>
