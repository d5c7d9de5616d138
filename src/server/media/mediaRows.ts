import type { MediaDto, MediaItemDto } from '../../domain/contracts/media.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import { isTranslationComplete } from '../../domain/translated.ts'
import { type Media, media } from '../db/schema.ts'

// A media row as the API answers it: an entry of a media list, or the whole record.

/** The columns a media list entry shows. */
export const mediaItemColumns = {
  id: media.id,
  description: media.description,
  purpose: media.purpose,
  fileUuid: media.fileUuid,
  width: media.width,
  height: media.height,
}
type MediaItemRow = Pick<Media, keyof typeof mediaItemColumns>

/** One entry of a media list, in the request language. */
export const toMediaItem = (row: MediaItemRow, lang: Lang): MediaItemDto => ({
  id: row.id,
  ...textsIn({ description: row.description }, lang),
  purpose: row.purpose,
  file: { uuid: row.fileUuid },
  width: row.width,
  height: row.height,
})

/** A media record as the media routes read it (not its search text). */
export const mediaColumns = { ...mediaItemColumns, version: media.version }
export type MediaRow = Pick<Media, keyof typeof mediaColumns>

/** The whole record: the list entry, whether its description is filled in `lang`, its version. */
export const toMediaDto = (row: MediaRow, lang: Lang): MediaDto => ({
  ...toMediaItem(row, lang),
  translated: isTranslationComplete([row.description], lang),
  version: row.version,
})
