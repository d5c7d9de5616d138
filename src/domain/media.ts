import { z } from 'zod'
import { type MediaOwnerType, type MediaPurpose, mediaOwnerTypes, mediaPurposes } from './enums.ts'
import { listQuerySchema } from './list.ts'
import { maxText } from './text-length.ts'
import { MAX_ID, requiredText, TEXT_MAX } from './validation.ts'

/**
 * Media (docs/product.md §3: id, description, purpose, file {uuid}): an uploaded image, re-encoded by the
 * server to webp, described per language and linked, in order, into the media lists of records.
 */

/** Messages of docs/product.md §5 and §8, and of the upload's limits, as the server and the console write them. */
export const mediaMessages = {
  descriptionRequired: 'description is required.',
  descriptionTooLong: 'description should be at most 500 characters.',
  purposeRequired: 'purpose is required.',
  /** docs/product.md §5: an info notice in the search tab; the API answers the same text as a 400. */
  searchTermRequired: 'Please provide a value for searching',
  fileRequired: 'Choose an image to upload.',
  unsupportedType: 'This file is not an image the server can read (JPEG, PNG, WebP, GIF or AVIF).',
  tooLarge: 'This file is larger than 20 MB.',
  tooManyPixels: 'This image is too large: at most 50 megapixels.',
  unreadable: 'This image could not be read. It may be damaged.',
  mediaNotFound: 'Media not found.',
  ownerNotFound: 'The object to link this media to was not found.',
  mediaListInvalid: 'The media list should be a list of media ids.',
  mediaListTooLong: 'A media list holds at most 50 media.',
  mediaListUnknown: 'The media list names media that do not exist.',
  inUse: 'This media is still in use. Remove it from every object before deleting it.',
  ownerTypeInvalid: 'Owner type is not one that has media.',
  notMultipart: 'Send the upload as multipart/form-data with the fields file, purpose and description.',
  oneFileOnly: 'Send one file at a time.',
  tooManyFields: 'This upload has too many fields.',
  uploadBroken: 'The upload was cut off or malformed. Try again.',
  busy: 'The server is busy with other images. Try again in a moment.',
  storageFailed: 'The image could not be stored. Try again in a moment.',
} as const

/** docs/product.md §5: which purposes a record's media list must hold; categories and stories need a background image. */
export const requiredMediaPurposes: Partial<Record<MediaOwnerType, readonly MediaPurpose[]>> = {
  category: ['background-image'],
  story: ['background-image'],
}

/**
 * docs/product.md §5's warning for each purpose ('This object requires a ...'), naming the purpose as the
 * media drawer does (its display name, not its code: "background image", not "background-image").
 */
export const requiredPurposeMessages = {
  main: 'This object requires a main image',
  logo: 'This object requires a logo',
  'content-image': 'This object requires a content image',
  'background-image': 'This object requires a background image',
  'story-background-image': 'This object requires a story background image',
  'info-graphic': 'This object requires an infographic',
} as const satisfies Record<MediaPurpose, string>

/** The required purposes a media list lacks, in the order the rule names them. */
export function missingMediaPurposes(
  owner: MediaOwnerType,
  media: readonly { purpose: MediaPurpose }[],
): MediaPurpose[] {
  const present = new Set(media.map((item) => item.purpose))
  return (requiredMediaPurposes[owner] ?? []).filter((purpose) => !present.has(purpose))
}

/** Upload limits (docs/choices.md, "Media"). */
export const MEDIA_LIMITS = {
  /** Bytes of one uploaded file. */
  fileBytes: 20 * 1024 * 1024,
  /** Pixels of the decoded image (a 20,000 × 20,000 "bomb" is 400 megapixels). */
  pixels: 50_000_000,
  /** Longest side of `original.webp`. */
  originalSide: 2_048,
  /** Longest side of `small.webp` (lists and thumbnails). */
  smallSide: 480,
  /** Media in one record's media list. */
  listLength: 50,
  descriptionLength: 500,
} as const

/** The two files every media has, in its folder `/file/{uuid}/`. */
export const mediaFiles = { original: 'original.webp', small: 'small.webp' } as const
export type MediaSize = keyof typeof mediaFiles

/** Where the server serves a media file: `/file/{uuid}/original.webp` or `/file/{uuid}/small.webp`. */
export const mediaFileUrl = (uuid: string, size: MediaSize = 'original') =>
  `/file/${encodeURIComponent(uuid)}/${mediaFiles[size]}`

const purposeField = z.enum(mediaPurposes, { error: mediaMessages.purposeRequired })
const descriptionField = requiredText(
  mediaMessages.descriptionRequired,
  MEDIA_LIMITS.descriptionLength,
  mediaMessages.descriptionTooLong,
)

/** The text fields of `POST /api/media/upload` (multipart) and of the Upload tab; the description is in the request language. */
export const mediaUploadFieldsSchema = z.object({
  purpose: purposeField,
  description: descriptionField,
})
export type MediaUploadFields = z.input<typeof mediaUploadFieldsSchema>

/** `PUT /api/media/:id` and the Edit tab: the description in the request language, and the purpose. */
export const mediaUpdateSchema = z.object({
  description: descriptionField,
  purpose: purposeField,
  version: z.number().int().positive().max(MAX_ID).optional(),
})
export type MediaUpdateInput = z.input<typeof mediaUpdateSchema>

const idOf = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message })

/** `POST /api/media/add`: append an existing media to the end of a record's media list. */
export const mediaLinkSchema = z.object({
  mediaId: idOf(mediaMessages.mediaNotFound),
  ownerType: z.enum(mediaOwnerTypes, { error: mediaMessages.ownerTypeInvalid }),
  ownerId: idOf(mediaMessages.ownerNotFound),
})
export type MediaLinkInput = z.input<typeof mediaLinkSchema>

/**
 * A record's media list as its form sends it: media ids in order, each once. Saving the record
 * saves the list (docs/product.md §2: "save the object to save the media link").
 */
export const mediaListField = z
  .array(idOf(mediaMessages.mediaListInvalid), { error: mediaMessages.mediaListInvalid })
  .max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each id may appear only once.' })

/**
 * A media list in the body of a record's create or update: the ids in order, or the entries as
 * GET answered them (`{id, …}`, only the id is read), so a record read can be sent back as it is.
 * Answers the ids (`mediaListField`'s rules: each once, at most `MEDIA_LIMITS.listLength`).
 */
export const mediaListBodyField = z
  .array(
    z.union([idOf(mediaMessages.mediaListInvalid), z.object({ id: idOf(mediaMessages.mediaListInvalid) })], {
      error: mediaMessages.mediaListInvalid,
    }),
    { error: mediaMessages.mediaListInvalid },
  )
  .max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong })
  .transform((entries) => entries.map((entry) => (typeof entry === 'number' ? entry : entry.id)))
  .pipe(mediaListField)

/** A page of the search tab when the request names none. */
export const MEDIA_SEARCH_PAGE_SIZE = 24

/** `GET /api/media/search/:term`: a non-empty term (docs/product.md §5), paged like every list. */
export const mediaSearchParams = z.object({
  term: z
    .string({ error: mediaMessages.searchTermRequired })
    .check(...maxText(TEXT_MAX.search, 'Search text is too long.'))
    .trim()
    .min(1, { error: mediaMessages.searchTermRequired }),
})
export const mediaSearchQuerySchema = listQuerySchema.pick({ page: true, pageSize: true })

export type { MediaDto, MediaItemDto } from './contracts/media.ts'

/**
 * The request body of a record's form with a media list: the list the drawer shows (media records)
 * travels as their ids, in order; every other value as it is.
 */
export function withMediaIds<V extends { media: readonly { id: number }[] }>({ media, ...values }: V) {
  return { ...values, media: media.map((item) => item.id) }
}
