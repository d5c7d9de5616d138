import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { MEDIA_LIMITS, mediaMessages, mediaUploadFieldsSchema } from '../../domain/media.ts'
import { badRequest, HttpError } from '../errors.ts'

// Reading `POST /api/media/upload`: its multipart parts, checked and named field by field.

/** The text fields of an upload, in the order their messages are listed. */
const uploadFields = ['purpose', 'description'] as const
const isUploadField = (name: string): name is (typeof uploadFields)[number] =>
  (uploadFields as readonly string[]).includes(name)

/** Busboy and @fastify/multipart refusals in the API's words. */
function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const code = (error as { code?: unknown } | null)?.code
  const file = (message: string) => new HttpError(413, message, { file: message })
  if (code === 'FST_REQ_FILE_TOO_LARGE') return file(mediaMessages.tooLarge)
  if (code === 'FST_FILES_LIMIT') return file(mediaMessages.oneFileOnly)
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, mediaMessages.tooManyFields)
  }
  if (code === 'FST_PROTO_VIOLATION') return badRequest((error as Error).message)
  return badRequest(mediaMessages.uploadBroken)
}

type Upload = { file?: Buffer; fields: Partial<Record<(typeof uploadFields)[number], string>> }

/**
 * The parts of a multipart upload, in any order. Any problem with the fields answers 400 naming
 * each field (`file`, `purpose`, `description`, and any field the route does not take).
 */
export async function readUpload(request: FastifyRequest): Promise<Required<Pick<Upload, 'file'>> & Upload> {
  const upload: Upload = { fields: {} }
  const problems: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname === 'file') upload.file = bytes
        else problems[part.fieldname] = `Unknown field "${part.fieldname}".`
      } else if (isUploadField(part.fieldname)) {
        upload.fields[part.fieldname] = String(part.value)
        // Cut at the field size limit: longer than any value the field takes.
        if (part.valueTruncated) {
          problems[part.fieldname] =
            part.fieldname === 'description'
              ? mediaMessages.descriptionTooLong
              : mediaMessages.purposeRequired
        }
      } else {
        problems[part.fieldname] = `Unknown field "${part.fieldname}".`
      }
    }
  } catch (error) {
    throw multipartError(error)
  }
  const ordered: Record<string, string> = {}
  if (!upload.file?.byteLength) ordered.file = mediaMessages.fileRequired
  const parsed = mediaUploadFieldsSchema.safeParse(upload.fields)
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body')
    ordered[field] ??= problems[field] ?? issue.message
  }
  for (const [field, message] of Object.entries(problems)) ordered[field] ??= message
  const messages = Object.values(ordered)
  if (messages.length) throw badRequest(messages[0]!, ordered)
  return { file: upload.file!, fields: parsed.data! }
}

/**
 * What the OpenAPI document says the upload takes (multipart/form-data). The route reads the
 * parts itself (`readUpload`), so this schema describes the body and validates nothing.
 */
export const uploadBodyDoc = mediaUploadFieldsSchema.extend({
  file: z.string().max(MEDIA_LIMITS.fileBytes).meta({
    format: 'binary',
    description:
      'JPEG, PNG, WebP, GIF or AVIF (HEIC where the image library reads it); at most 20 MB and 50 megapixels.',
  }),
})
