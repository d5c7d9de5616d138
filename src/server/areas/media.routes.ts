import multipart from '@fastify/multipart'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import { deletedSchema } from '../../domain/contracts/common.ts'
import {
  mediaDtoSchema,
  mediaListAnswerSchema,
  mediaSearchAnswerSchema,
} from '../../domain/contracts/media.ts'
import {
  MEDIA_LIMITS,
  MEDIA_SEARCH_PAGE_SIZE,
  mediaLinkSchema,
  mediaMessages,
  mediaSearchParams,
  mediaSearchQuerySchema,
  mediaUpdateSchema,
} from '../../domain/media.ts'
import { idParam } from '../../domain/validation.ts'
import { escapeLike, mergeTranslation, type Queryable, readPage, requestLang } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { type Media, media, mediaLinks } from '../db/schema.ts'
import { badRequest, conflict, HttpError, StaleWriteError } from '../errors.ts'
import type { FileStore } from '../files/store.ts'
import {
  loadMediaLists,
  mediaIdsOf,
  mediaOwnerTables,
  nextMediaIndex,
  ownerVersionColumn,
} from '../media/mediaLists.ts'
import { type MediaRow, mediaColumns, toMediaDto } from '../media/mediaRows.ts'
import { convertImage, writeMediaFiles } from '../media/pipeline.ts'
import { readUpload, uploadBodyDoc } from '../media/upload.ts'

const mediaNotFound = () => new HttpError(404, mediaMessages.mediaNotFound)

async function findMedia(db: Queryable, id: number, lock?: 'update' | 'key share'): Promise<MediaRow> {
  const query = db.select(mediaColumns).from(media).where(eq(media.id, id)).limit(1)
  const [row] = lock ? await query.for(lock) : await query
  if (!row) throw mediaNotFound()
  return row
}

/** Newest first; `reversed` reads the same order from the end (a deep page, see `readPage`). */
const newestFirst = (reversed: boolean) =>
  reversed ? [asc(media.creationDate), asc(media.id)] : [desc(media.creationDate), desc(media.id)]

/**
 * Media (docs/product.md §2 "Media drawer", §7 "Media"), admin-only like every CMS route:
 * - `POST /api/media/upload` (multipart: file, purpose, description in the request language) →
 *   201 MediaDto; 400 naming each missing or wrong field, 413 too large (bytes or pixels), 415 not
 *   an image the server reads, 503 busy or the store failing. The files are written first, then
 *   the row; a failed insert removes the files again.
 * - `GET /api/media/:id` → MediaDto, 404.
 * - `GET /api/media/search/:term?page=&pageSize=` → MediaDto[] (newest first, page 1 of 24 by
 *   default), the total in `x-total-count`; the description contains the term, in either language,
 *   any case. A blank term: 400 'Please provide a value for searching'.
 * - `PUT /api/media/:id` (description in the request language, purpose, optional version: 409 when
 *   stale) → MediaDto.
 * - `DELETE /api/media/:id` → `{id}`; 409 while any media list holds it. The files go after the commit.
 * - `POST /api/media/add` ({mediaId, ownerType, ownerId}) → the owner's whole media list: appended
 *   at the end (already there: unchanged); 404 for an unknown media or owner.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  // Here only: no other route takes multipart. Multipart bodies are not bounded by `bodyLimit`.
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: MEDIA_LIMITS.fileBytes,
      fields: 4,
      // The longest description, 500 UTF-16 units, is at most 1,500 bytes of UTF-8.
      fieldSize: 4 * 1024,
      parts: 5,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  })

  app.post(
    '/media/upload',
    {
      schema: {
        consumes: ['multipart/form-data'],
        body: uploadBodyDoc,
        response: { 201: mediaDtoSchema },
      },
      // The body is read part by part in the handler; the schema above is the document's.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, mediaMessages.notMultipart)
      }
      const lang = requestLang(request)
      const upload = await readUpload(request)
      const image = await convertImage(upload.file)
      const uuid = await writeMediaFiles(files, image)
      try {
        const [row] = await db
          .insert(media)
          .values({
            purpose: upload.fields.purpose as Media['purpose'],
            description: { [lang]: upload.fields.description },
            fileUuid: uuid,
            width: image.width,
            height: image.height,
            mimeType: image.sourceType,
          })
          .returning(mediaColumns)
        return reply.status(201).send(toMediaDto(row!, lang))
      } catch (error) {
        await files
          .remove(uuid)
          .catch((removal: unknown) =>
            request.log.warn(
              { err: removal, fileUuid: uuid },
              'could not remove the files of a failed upload',
            ),
          )
        throw error
      }
    },
  )

  // Without a term (`/media/search/` or `/media/search`): the specified notice, as for a blank one.
  const noTerm = async () => {
    throw badRequest(mediaMessages.searchTermRequired, { term: mediaMessages.searchTermRequired })
  }
  app.get('/media/search', { schema: { hide: true } }, noTerm)
  app.get('/media/search/', { schema: { hide: true } }, noTerm)

  app.get(
    '/media/search/:term',
    {
      schema: {
        params: mediaSearchParams,
        querystring: mediaSearchQuerySchema,
        response: { 200: mediaSearchAnswerSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request)
      const { term } = request.params
      const page = request.query.page ?? 1
      const size = request.query.pageSize ?? MEDIA_SEARCH_PAGE_SIZE
      // On the lower-case text of both descriptions, through its trigram index (`%`, `_` literal).
      const where = sql`${media.searchText} like lower(${`%${escapeLike(term)}%`})`
      const { rows, total } = await readPage({ db, table: media, where }, { page, size }, (window) =>
        db
          .select(mediaColumns)
          .from(media)
          .where(where)
          .orderBy(...newestFirst(window.reversed))
          .limit(window.limit)
          .offset(window.offset),
      )
      reply.header(TOTAL_COUNT_HEADER, String(total))
      return rows.map((row) => toMediaDto(row, lang))
    },
  )

  app.get('/media/:id', { schema: { params: idParam, response: { 200: mediaDtoSchema } } }, async (request) =>
    toMediaDto(await findMedia(db, request.params.id), requestLang(request)),
  )

  app.put(
    '/media/:id',
    { schema: { params: idParam, body: mediaUpdateSchema, response: { 200: mediaDtoSchema } } },
    async (request) => {
      const { id } = request.params
      const lang = requestLang(request)
      const { description, purpose, version } = request.body
      const row = await db.transaction(async (tx) => {
        const existing = await findMedia(tx, id, 'update')
        if (version !== undefined && version !== existing.version) throw new StaleWriteError(existing.version)
        const [updated] = await tx
          .update(media)
          .set({
            description: mergeTranslation(media.description, lang, description),
            purpose,
            version: sql`${media.version} + 1`,
          })
          .where(eq(media.id, id))
          .returning(mediaColumns)
        return updated!
      })
      return toMediaDto(row, lang)
    },
  )

  app.delete(
    '/media/:id',
    { schema: { params: idParam, response: { 200: deletedSchema } } },
    async (request) => {
      const { id } = request.params
      // Refused while linked (README "Choices", Media): unlinking would change records nobody opened.
      const removed = await db.transaction(async (tx) => {
        const existing = await findMedia(tx, id, 'update')
        const [link] = await tx
          .select({ ownerId: mediaLinks.ownerId })
          .from(mediaLinks)
          .where(eq(mediaLinks.mediaId, id))
          .limit(1)
        if (link) throw conflict(mediaMessages.inUse)
        await tx.delete(media).where(eq(media.id, id))
        return existing
      })
      // After the commit: removed before, a rollback would leave a row without files.
      await files
        .remove(removed.fileUuid)
        .catch((error: unknown) =>
          request.log.warn(
            { err: error, fileUuid: removed.fileUuid },
            'could not remove the files of a media',
          ),
        )
      return { id }
    },
  )

  app.post(
    '/media/add',
    { schema: { body: mediaLinkSchema, response: { 200: mediaListAnswerSchema } } },
    async (request) => {
      const { mediaId, ownerType, ownerId } = request.body
      const lang = requestLang(request)
      return db.transaction(async (tx) => {
        // Held until the commit: a delete of this media waits, then finds the link.
        const [found] = await tx
          .select({ id: media.id })
          .from(media)
          .where(eq(media.id, mediaId))
          .for('key share')
        if (!found)
          throw new HttpError(404, mediaMessages.mediaNotFound, { mediaId: mediaMessages.mediaNotFound })
        const table = mediaOwnerTables[ownerType]
        // The owner's row is locked, so two appends to one list take their turn.
        const [owner] = await tx
          .select({ id: table.id })
          .from(table)
          .where(eq(table.id, ownerId))
          .for('update')
        if (!owner)
          throw new HttpError(404, mediaMessages.ownerNotFound, { ownerId: mediaMessages.ownerNotFound })
        const current = await mediaIdsOf(tx, ownerType, ownerId)
        if (!current.includes(mediaId)) {
          if (current.length >= MEDIA_LIMITS.listLength) {
            throw badRequest(mediaMessages.mediaListTooLong, { mediaId: mediaMessages.mediaListTooLong })
          }
          const index = await nextMediaIndex(tx, ownerType, ownerId)
          await tx.insert(mediaLinks).values({ ownerType, ownerId, mediaId, index })
          const version = ownerVersionColumn(ownerType)
          if (version) {
            await tx
              .update(table)
              .set({ version: sql`${version} + 1` })
              .where(eq(table.id, ownerId))
          }
        }
        const lists = await loadMediaLists(tx, ownerType, [ownerId], lang)
        return { ownerType, ownerId, media: lists.get(ownerId) ?? [] }
      })
    },
  )
}
