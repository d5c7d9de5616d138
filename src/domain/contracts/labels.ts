import { z } from 'zod'
import { isoDate, translatedFlag, versioned } from './common.ts'

/** A label as the API answers it (`translated` is always true: a label has no translatable field). */
export const labelDtoSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  creationDate: isoDate,
  ...translatedFlag,
  ...versioned,
})
export type LabelDto = z.infer<typeof labelDtoSchema>
