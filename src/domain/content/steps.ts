import { z } from 'zod'
import { childListField } from '../child-list.ts'
import { maxText } from '../text-length.ts'
import { TEXT_MAX } from '../validation.ts'
import { addressSchema, emptyAddress } from './address.ts'

/** An action's steps (docs/product.md §3 Step): what to do, in order, each maybe at an address. */
export const stepMessages = {
  descriptionRequired: 'Step description is required.',
  descriptionTooLong: 'Step description should be at most 2,000 characters.',
  tooMany: 'An action has at most 50 steps.',
} as const

export const STEPS_MAX = 50

export const stepEntrySchema = z.object({
  /** Translated: written in the request language. */
  description: z
    .string({ error: stepMessages.descriptionRequired })
    .check(...maxText(TEXT_MAX.description, stepMessages.descriptionTooLong))
    .trim()
    .min(1, { error: stepMessages.descriptionRequired }),
  address: addressSchema.default(emptyAddress),
})

export const stepsField = childListField(stepEntrySchema, STEPS_MAX, stepMessages.tooMany)
