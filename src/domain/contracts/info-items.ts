import { z } from 'zod'
import {
  heroCreateSchema,
  heroListQuerySchema,
  heroUpdateSchema,
  infoItemCreateSchema,
  infoItemListQuerySchema,
  infoItemUpdateSchema,
} from '../content/info-items.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { heroEndpoint, infoItemEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/** An info page as the API answers it, in the request language. */
export const infoItemDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown (src/domain/rich-text.ts). */
  description: z.string(),
  media: z.array(mediaItemDtoSchema),
  ...withReference('title', 'description'),
  ...translatedFlag,
  ...versioned,
})
export type InfoItemDto = z.infer<typeof infoItemDtoSchema>

/** A hero as the API answers it, its name in the request language. */
export const heroDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  media: z.array(mediaItemDtoSchema),
  ...withReference('name'),
  ...translatedFlag,
  ...versioned,
})
export type HeroDto = z.infer<typeof heroDtoSchema>

export const infoItemSchemas = {
  dto: infoItemDtoSchema,
  query: infoItemListQuerySchema,
  create: infoItemCreateSchema,
  update: infoItemUpdateSchema,
}
export const infoItemContract = defineContract(infoItemEndpoint, infoItemSchemas)

export const heroSchemas = {
  dto: heroDtoSchema,
  query: heroListQuerySchema,
  create: heroCreateSchema,
  update: heroUpdateSchema,
}
export const heroContract = defineContract(heroEndpoint, heroSchemas)
