import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { mediaOwnerTypes, mediaPurposes } from '../../../domain/enums.ts'
import { createdAt, id, ordering, translated } from '../columns.ts'

/** An uploaded file. The bytes live on disk under `fileUuid` (served from /file/{uuid}); only the uuid is stored. */
export const media = pgTable(
  'media',
  {
    id: id(),
    description: translated('description'),
    purpose: text('purpose', { enum: mediaPurposes }).notNull(),
    fileUuid: text('file_uuid').notNull(),
    width: integer('width'),
    height: integer('height'),
    mimeType: text('mime_type'),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('media_file_uuid_unique').on(t.fileUuid),
    index('media_purpose_idx').on(t.purpose),
    index('media_creation_date_idx').on(t.creationDate),
  ],
)

export type { MediaOwnerType } from '../../../domain/enums.ts'
export { mediaOwnerTypes }

/**
 * The ordered media list of any record. `owner_id` has no foreign key (it points into the table named by
 * `owner_type`), so deleting an owner must also delete its rows here; deleting a media row cascades.
 */
export const mediaLinks = pgTable(
  'media_links',
  {
    ownerType: text('owner_type', { enum: mediaOwnerTypes }).notNull(),
    ownerId: integer('owner_id').notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    index: ordering(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerType, t.ownerId, t.mediaId] }),
    index('media_links_owner_idx').on(t.ownerType, t.ownerId, t.index),
    index('media_links_media_idx').on(t.mediaId),
  ],
)

export type Media = typeof media.$inferSelect
export type MediaLink = typeof mediaLinks.$inferSelect
