import { z } from 'zod'
import { categoryCreateSchema, categoryListQuerySchema, categoryUpdateSchema } from '../categories.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { categoryEndpoint } from './endpoints.ts'
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
  /** The media list, in order (docs/product.md §3). */
  media: z.array(mediaItemDtoSchema),
  /** Whether the media list holds every purpose a category requires: a background image (docs/product.md §5). */
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

/**
 * `GET /api/category/{id}/usage`: what refers to the category, counted. What deleting it would do
 * is read from this (`categoryDeletePlan`), by the drawer before anyone confirms and by the server.
 */
export const categoryUsageSchema = z.object({
  subCategories: z.number().int(),
  /** Stories filed under it (a story needs a category, docs/product.md §5). */
  stories: z.number().int(),
  infographics: z.number().int(),
  actions: z.number().int(),
  initiatives: z.number().int(),
  /** Users who chose it as an interest. */
  userInterests: z.number().int(),
  /** What the CO2 calculation reads it from: questions, and fixed values, averages and basket values. */
  co2Questions: z.number().int(),
  co2Values: z.number().int(),
})
export type CategoryUsage = z.infer<typeof categoryUsageSchema>

/** What `/api/category` answers and takes (its endpoint: `categoryEndpoint`). */
export const categorySchemas = {
  dto: categoryDtoSchema,
  query: categoryListQuerySchema,
  create: categoryCreateSchema,
  update: categoryUpdateSchema,
}
export const categoryContract = defineContract(categoryEndpoint, categorySchemas)
