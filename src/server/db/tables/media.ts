import { type SQL, sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { mediaOwnerTypes, mediaPurposes } from '../../../domain/enums.ts'
import { createdAt, id, ordering, translated, version } from '../columns.ts'

/**
 * An uploaded image. Its bytes are two webp files in the file store under `fileUuid` (served from
 * /file/{uuid}/original.webp and small.webp); only the uuid is stored. `width` and `height` are
 * those of original.webp; `mimeType` is the type the upload was sniffed as (jpeg, png, …).
 */
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
    version: version(),
    /**
     * What `GET /api/media/search/:term` searches: the description in both languages, lower case,
     * kept by the database (a unit separator between them, so no term spans the two). A GIN trigram
     * index on it (pg_trgm) makes `like '%term%'` an index scan, as for the users' search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(coalesce(${media.description} ->> 'en', '') || chr(31) || coalesce(${media.description} ->> 'nl', ''))`,
      ),
  },
  (t) => [
    uniqueIndex('media_file_uuid_unique').on(t.fileUuid),
    index('media_purpose_idx').on(t.purpose),
    index('media_creation_date_idx').on(t.creationDate),
    // Written through at once (no pending list): PGlite has no autovacuum to merge one.
    index('media_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
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
