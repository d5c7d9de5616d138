import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { MEDIA_LIMITS, mediaFiles, mediaMessages } from '../../domain/media.ts'
import { HttpError } from '../errors.ts'
import type { FileStore } from '../files/store.ts'
import { loadSharp } from './sharp.ts'

/**
 * The image pipeline of an upload (docs/choices.md, Media): the bytes are sniffed (the client's
 * file name and mimetype are only claims), the header is read and the pixel count checked before
 * anything is decoded, then the image is turned upright (EXIF orientation), stripped of every
 * metadata (EXIF, GPS, XMP, ICC: sharp keeps none unless asked) and re-encoded as two webp files.
 * Every refusal is a 4xx naming the `file` field; sharp's work runs on libuv's threads, never on
 * the event loop, at most `CONVERSIONS_AT_ONCE` images at a time.
 */

/**
 * What the sniffer may find: the formats sharp reads. HEIC is let through to sharp, which reads it
 * only when its libheif has an HEVC decoder (the prebuilt one has AV1 only: AVIF yes, HEIC 415).
 */
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
])

/** Conversions running at once; the rest wait their turn. Each holds a decoded image (≤ 200 MB at 50 MP). */
export const CONVERSIONS_AT_ONCE = 2
/** Conversions that may wait; past that an upload answers 503 at once instead of piling up memory. */
export const CONVERSIONS_WAITING = 16

/** webp encoder effort (0 fastest … 6 smallest): 2 keeps a 12 MP photo under 400 ms for both sizes. */
const WEBP_EFFORT = 2
const ORIGINAL_QUALITY = 82
const SMALL_QUALITY = 78

export type ConvertedImage = {
  /** `original.webp`: the longest side at most `MEDIA_LIMITS.originalSide`, never enlarged. */
  original: Buffer
  /** `small.webp`: the longest side at most `MEDIA_LIMITS.smallSide`. */
  small: Buffer
  /** Of `original.webp`, upright. */
  width: number
  height: number
  /** The sniffed type of the upload (`image/jpeg`, …). */
  sourceType: string
}

const refusal = (status: 400 | 413 | 415, message: string) =>
  new HttpError(status, message, { file: message })

/**
 * Any failure of sharp as the client's problem: a pixel limit is 413, a format or codec it cannot
 * read 415, anything else (damaged, truncated, lying headers) 400 'unreadable'. Never a 500.
 */
export function imageError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const message = (error instanceof Error ? error.message : String(error)).toLowerCase()
  if (message.includes('pixel limit')) return refusal(413, mediaMessages.tooManyPixels)
  if (
    message.includes('unsupported image format') ||
    message.includes('unsupported codec') ||
    message.includes('unsupported feature') ||
    message.includes('compression format') ||
    message.includes('decoding plugin') ||
    message.includes('not built')
  ) {
    return refusal(415, mediaMessages.unsupportedType)
  }
  return refusal(400, mediaMessages.unreadable)
}

/** The image type of the bytes by their content; 415 for anything else (a text file named `.jpg`). */
export async function sniffImageType(bytes: Uint8Array): Promise<string> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined)
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw refusal(415, mediaMessages.unsupportedType)
  return type.mime
}

/** A queue of at most `concurrency` tasks running and `maxWaiting` waiting (503 past that). */
export function createLimiter(concurrency: number, maxWaiting: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++
      else if (waiting.length >= maxWaiting) throw new HttpError(503, mediaMessages.busy)
      // Woken by a task that ended: its place passes to this one, `running` stays.
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await task()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

export const conversions = createLimiter(CONVERSIONS_AT_ONCE, CONVERSIONS_WAITING)

/** Width and height from the header alone (nothing decoded); 413 past `MEDIA_LIMITS.pixels`. */
export async function checkPixels(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp()
  // No limit for reading the header: the count is checked here, with the message of the API.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw imageError(error)
    })
  const { width, height } = header
  if (!width || !height) throw refusal(400, mediaMessages.unreadable)
  if (width * height > MEDIA_LIMITS.pixels) throw refusal(413, mediaMessages.tooManyPixels)
  return { width, height }
}

const within = (side: number) => ({
  width: side,
  height: side,
  fit: 'inside' as const,
  withoutEnlargement: true,
})

/**
 * An uploaded file as the two webp files of a media. Refuses, in this order: more than
 * `MEDIA_LIMITS.fileBytes` (413), not an image sharp reads (415), more than `MEDIA_LIMITS.pixels`
 * by its header (413, before decoding), damaged (400).
 */
export async function convertImage(bytes: Uint8Array): Promise<ConvertedImage> {
  if (bytes.byteLength > MEDIA_LIMITS.fileBytes) throw refusal(413, mediaMessages.tooLarge)
  const sourceType = await sniffImageType(bytes)
  await checkPixels(bytes)
  const sharp = await loadSharp()
  return conversions.run(async () => {
    try {
      // The limit again, for the decoder itself (a header that lies about its size is caught there).
      const upright = sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels, failOn: 'truncated' }).rotate()
      const [original, small] = await Promise.all([
        upright
          .clone()
          .resize(within(MEDIA_LIMITS.originalSide))
          .webp({ quality: ORIGINAL_QUALITY, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true }),
        upright
          .clone()
          .resize(within(MEDIA_LIMITS.smallSide))
          .webp({ quality: SMALL_QUALITY, effort: WEBP_EFFORT })
          .toBuffer(),
      ])
      return {
        original: original.data,
        small,
        width: original.info.width,
        height: original.info.height,
        sourceType,
      }
    } catch (error) {
      throw imageError(error)
    }
  })
}

/**
 * Writes both files of a media under `uuid` (a new one by default) and answers the uuid. On a
 * failure the object is removed again and the answer is 503: the store, not the request, failed.
 */
export async function writeMediaFiles(
  files: FileStore,
  image: Pick<ConvertedImage, 'original' | 'small'>,
  uuid: string = randomUUID(),
): Promise<string> {
  try {
    await files.write(uuid, mediaFiles.original, image.original)
    await files.write(uuid, mediaFiles.small, image.small)
    return uuid
  } catch (error) {
    await files.remove(uuid).catch(() => {})
    throw Object.assign(new HttpError(503, mediaMessages.storageFailed), { cause: error })
  }
}
