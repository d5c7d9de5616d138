import { z } from 'zod'
import {
  infographicCreateSchema,
  infographicListQuerySchema,
  infographicUpdateSchema,
} from '../infographics.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { infographicEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/** An infographic as the API answers it, in the request language. */
export const infographicDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown (src/domain/rich-text.ts). */
  description: z.string(),
  /** Its categories, with their titles in the request language (and their references), by index. */
  categories: z.array(
    z.object({ id: z.number().int(), title: z.string(), emoji: z.string(), ...withReference('title') }),
  ),
  media: z.array(mediaItemDtoSchema),
  ...withReference('title', 'description'),
  ...translatedFlag,
  ...versioned,
})
export type InfographicDto = z.infer<typeof infographicDtoSchema>

/** What `/api/info-graphic` answers and takes (its endpoint: `infographicEndpoint`). */
export const infographicSchemas = {
  dto: infographicDtoSchema,
  query: infographicListQuerySchema,
  create: infographicCreateSchema,
  update: infographicUpdateSchema,
}
export const infographicContract = defineContract(infographicEndpoint, infographicSchemas)
