import { randomBytes, randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import type { MediaDto } from '../../../src/domain/contracts/media.ts'
import type { MediaPurpose } from '../../../src/domain/enums.ts'
import type { Translated } from '../../../src/domain/translated.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { media } from '../../../src/server/db/schema.ts'
import type { TestApp } from './test-app.ts'

/** Images made by sharp for the media tests: real files, as a phone or an editor would send them. */

/** A JPEG with a gradient and grain (not one flat colour), optionally with EXIF orientation and GPS. */
export async function jpeg(
  width: number,
  height: number,
  options: { orientation?: number; gps?: boolean; quality?: number } = {},
): Promise<Buffer> {
  const grain = await sharp(randomBytes(Math.ceil(width / 8) * Math.ceil(height / 8) * 3), {
    raw: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer()
  let image = sharp({ create: { width, height, channels: 3, background: '#6aa37a' } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: options.quality ?? 85 })
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'Canopy test camera', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 5/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 7/1 12/1',
      },
    })
  }
  // One more round: `withMetadata`/`withExif` apply to this encode of the composed pixels.
  return image.toBuffer()
}

/** A PNG with transparency. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.6 } } })
    .png()
    .toBuffer()

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----canopy${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`))
    chunks.push('filename' in part ? part.data : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** `POST /api/media/upload` as the console sends it (admin cookie, `cms`, `lang`). */
export function postUpload(t: TestApp, parts: Part[], headers: Record<string, string> = {}) {
  const form = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { cookie: t.adminCookie, cms: '1', lang: 'en', ...form.headers, ...headers },
    payload: form.payload,
  })
}

/** Uploads `data` as an image with a purpose and description; answers the response. */
export function uploadImage(
  t: TestApp,
  data: Buffer,
  fields: {
    purpose?: MediaPurpose
    description?: string
    filename?: string
    type?: string
    lang?: string
  } = {},
): Promise<LightMyRequestResponse> {
  return postUpload(
    t,
    [
      { name: 'purpose', value: fields.purpose ?? 'background-image' },
      { name: 'description', value: fields.description ?? 'A test image' },
      { name: 'file', filename: fields.filename ?? 'photo.jpg', type: fields.type ?? 'image/jpeg', data },
    ],
    { lang: fields.lang ?? 'en' },
  )
}

/** A media row straight into the database (no files), for tests of everything but the upload. */
export async function insertMedia(
  db: Db,
  values: { description?: Translated; purpose?: MediaPurpose; creationDate?: Date } = {},
) {
  const [row] = await db
    .insert(media)
    .values({
      description: values.description ?? { en: 'A picture' },
      purpose: values.purpose ?? 'background-image',
      fileUuid: randomUUID(),
      width: 1200,
      height: 800,
      ...(values.creationDate ? { creationDate: values.creationDate } : {}),
    })
    .returning()
  return row!
}

export type { MediaDto }
