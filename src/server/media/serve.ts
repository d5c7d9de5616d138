import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { isFileUuid } from '../../domain/feedback.ts'
import { mediaFiles } from '../../domain/media.ts'
import { requireAdmin, resolveSession } from '../auth/guard.ts'
import type { Db } from '../db/client.ts'
import { media } from '../db/schema.ts'
import { errorBody } from '../errors.ts'
import { type FileStore, fileStoreUnavailable } from '../files/store.ts'

/** The only names served: the two sizes of a media (a feedback screenshot is its `original.webp`). */
const servedNames: ReadonlySet<string> = new Set(Object.values(mediaFiles))

/** A uuid's files never change (a new image gets a new uuid), so any cache may keep them for a year. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Files that are not content media (feedback screenshots): only for the admin who asked, and
 * kept by no cache, not even the browser's, so nothing of them stays behind after a logout.
 */
export const PRIVATE_FILE_CACHE_CONTROL = 'private, no-store'

/** Whether a media row names the uuid: the images the app shows, which anyone may fetch. */
async function isContentMedia(db: Db, uuid: string) {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.fileUuid, uuid)).limit(1)
  return row !== undefined
}

const etagMatches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

/**
 * `GET /file/{uuid}/{name}` (docs/product.md §2: `/file/{uuid}/original.webp`, and `small.webp`): the stored
 * webp with `content-type: image/webp` and an ETag (304 when it matches `If-None-Match`).
 * - Content media (a media row names the uuid) are public, like the images of the app, with a year
 *   of immutable caching.
 * - Everything else, feedback screenshots above all, is a user's private data: admins only (401
 *   without a session, 403 for other users, checked before the store is asked, so a stranger
 *   learns nothing, not even whether the file exists), `private, no-store`.
 * Anything but a uuid and one of the two names answers a JSON 404 first, so no path can leave the
 * store (`..`, `%2e%2e`, `%2f`, backslashes, absolute paths and null bytes are none of them).
 */
export const fileRoutes: FastifyPluginAsync<{ files: FileStore; db: Db }> = async (app, { files, db }) => {
  app.get<{ Params: { uuid: string; name: string } }>(
    '/file/:uuid/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { uuid, name } = request.params
      if (!isFileUuid(uuid) || !servedNames.has(name))
        return reply.status(404).send(errorBody(404, 'File not found.'))
      const isPublic = await isContentMedia(db, uuid)
      if (!isPublic) {
        reply.header('cache-control', PRIVATE_FILE_CACHE_CONTROL)
        await resolveSession(request, db)
        await requireAdmin(request, reply)
        if (reply.sent) return reply
      }
      const file = await files.open(uuid, name).catch((error: unknown) => {
        // A store that fails (a disk error, a bucket out of reach) is no reason for a 500, and its
        // answer is for now only: no cache keeps it.
        reply.header('cache-control', 'no-store')
        throw fileStoreUnavailable(error)
      })
      if (!file) return reply.status(404).send(errorBody(404, 'File not found.'))
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', isPublic ? FILE_CACHE_CONTROL : PRIVATE_FILE_CACHE_CONTROL)
        .header('etag', file.etag)
      if (etagMatches(request.headers['if-none-match'], file.etag)) {
        file.discard()
        return reply.status(304).send()
      }
      // Streamed from the store as the client reads: memory stays flat however large or many.
      return reply.header('content-length', file.size).send(file.stream())
    },
  )
}
