import { z } from 'zod'
import { contentListQuerySchema, contentTypes } from '../content/content-list.ts'
import { translatedFlag, withReference } from './common.ts'
import { categoryRefSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { contentEndpoint } from './endpoints.ts'

/**
 * A row of the /content list: the record's type, id and title in the request language, its first
 * category (a quiz question has none of its own: its story's), the story it is a page of (the
 * first by id when several), and `translated` as its own record answers it.
 */
export const contentRowDtoSchema = z.object({
  id: z.number().int(),
  type: z.enum(contentTypes),
  title: z.string(),
  category: categoryRefSchema.nullable(),
  story: z.object({ id: z.number().int(), title: z.string(), ...withReference('title') }).nullable(),
  ...withReference('title'),
  ...translatedFlag,
})
export type ContentRowDto = z.infer<typeof contentRowDtoSchema>

export const contentSchemas = { dto: contentRowDtoSchema, query: contentListQuerySchema }
export const contentContract = defineContract(contentEndpoint, contentSchemas)
