import { z } from 'zod'
import { translatedFlag, versioned } from './common.ts'
import { mediaItemDtoSchema } from './media.ts'

/** An infographic as the API answers it, in the request language. */
export const infographicDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown (src/domain/rich-text.ts). */
  description: z.string(),
  /** Its categories, with their titles in the request language, by index. */
  categories: z.array(z.object({ id: z.number().int(), title: z.string(), emoji: z.string() })),
  media: z.array(mediaItemDtoSchema),
  ...translatedFlag,
  ...versioned,
})
export type InfographicDto = z.infer<typeof infographicDtoSchema>
