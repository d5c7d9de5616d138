import type { FastifyPluginAsync } from 'fastify'
import { isFileUuid } from '../../domain/feedback.ts'
import { mediaFiles } from '../../domain/media.ts'
import { errorBody } from '../errors.ts'
import type { FileStore } from './store.ts'

/** The only names served: the two sizes of a media (a feedback screenshot is its `original.webp`). */
const servedNames: ReadonlySet<string> = new Set(Object.values(mediaFiles))

/** A uuid's files never change (a new image gets a new uuid), so any cache may keep them for a year. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const etagMatches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false

/**
 * `GET /file/{uuid}/{name}` (SPEC §2: `/file/{uuid}/original.webp`, and `small.webp`): the stored
 * webp with `content-type: image/webp`, a year of immutable caching and an ETag (304 when it
 * matches `If-None-Match`). Public, like the images of the app. Anything but a uuid and one of the
 * two names answers a JSON 404 before the store is asked, so no path can leave the store
 * (`..`, `%2e%2e`, `%2f`, backslashes, absolute paths and null bytes are none of them).
 */
export const fileRoutes: FastifyPluginAsync<{ files: FileStore }> = async (app, { files }) => {
  app.get<{ Params: { uuid: string; name: string } }>(
    '/file/:uuid/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { uuid, name } = request.params
      const file = isFileUuid(uuid) && servedNames.has(name) ? await files.open(uuid, name) : null
      if (!file) return reply.status(404).send(errorBody(404, 'File not found.'))
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', FILE_CACHE_CONTROL)
        .header('etag', file.etag)
      if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.status(304).send()
      return reply.header('content-length', file.size).send(file.stream())
    },
  )
}
