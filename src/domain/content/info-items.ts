import { z } from 'zod'
import type { HeroDto, InfoItemDto } from '../contracts/info-items.ts'
import { mediaItemDtoSchema } from '../contracts/media.ts'
import { listQuerySchema } from '../list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages } from '../media.ts'
import { requiredText, TEXT_MAX } from '../validation.ts'
import { descriptionField, titleField } from './fields.ts'

/**
 * Info pages and heroes (docs/product.md §3 Story item "info {id, title, description, media}",
 * "hero {id, title or name}", Hero "name, media"): the pages a story shows besides content records.
 * Stories add them inside the story editor; the API and the drawers exist on their own.
 */
export const heroMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name should be at most 100 characters.',
} as const

const mediaForm = z
  .array(mediaItemDtoSchema)
  .max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong })

export const infoItemCreateSchema = z.object({
  title: titleField,
  description: descriptionField.default(''),
  media: mediaListBodyField.optional(),
})
export const infoItemUpdateSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  media: mediaListBodyField.optional(),
})
export const infoItemFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  media: mediaForm,
})
export type InfoItemFormValues = z.input<typeof infoItemFormSchema>
export const emptyInfoItemForm: InfoItemFormValues = { title: '', description: '', media: [] }
export const infoItemToForm = ({ title, description, media }: InfoItemDto): InfoItemFormValues => ({
  title,
  description,
  media,
})

const nameField = requiredText(heroMessages.nameRequired, TEXT_MAX.title, heroMessages.nameTooLong)
export const heroCreateSchema = z.object({ name: nameField, media: mediaListBodyField.optional() })
export const heroUpdateSchema = heroCreateSchema
export const heroFormSchema = z.object({ name: nameField, media: mediaForm })
export type HeroFormValues = z.input<typeof heroFormSchema>
export const emptyHeroForm: HeroFormValues = { name: '', media: [] }
export const heroToForm = ({ name, media }: HeroDto): HeroFormValues => ({ name, media })

export const infoItemListQuerySchema = listQuerySchema
export const heroListQuerySchema = listQuerySchema
