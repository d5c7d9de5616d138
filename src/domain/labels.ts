import { z } from 'zod'
import { listQuerySchema } from './list.ts'
import { requiredText, TEXT_MAX } from './validation.ts'

export const LABEL_VALUE_MAX = TEXT_MAX.title

/** A value is one label in any letter case: 'beta TESTER' is 'Beta tester' (409 on `value`). */
export const labelMessages = {
  valueTaken: 'A label with this value already exists.',
} as const

/** docs/product.md §5: "Label value required". The value is language-neutral. */
export const labelSchema = z.object({
  value: requiredText(
    'Value is required.',
    LABEL_VALUE_MAX,
    `Value should be at most ${LABEL_VALUE_MAX} characters.`,
  ),
})
export type LabelInput = z.infer<typeof labelSchema>

export const labelCreateSchema = labelSchema
export const labelUpdateSchema = labelSchema

/** `?q=` filters on the value. */
export const labelListQuerySchema = listQuerySchema
export const labelSortFields = ['id', 'value', 'creationDate'] as const

export type { LabelDto } from './contracts/labels.ts'
