import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import { MEDIA_LIMITS, mediaMessages } from '../../src/domain/media.ts'
import { media } from '../../src/server/db/schema.ts'
import { jpeg, png, postUpload, uploadImage } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// POST /api/media/upload with real images made by sharp: what comes back is two webp files of the
// right sizes, upright, without metadata; what is not an image, too big or incomplete is refused
// with the specified messages and nothing is stored.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const filesDir = () => path.join(t.dataDir, 'files')
const folders = () => (existsSync(filesDir()) ? readdirSync(filesDir()) : [])
const stored = (uuid: string, name: string) => readFileSync(path.join(filesDir(), uuid, name))
const mediaCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]!.n

/** The GPS IFD pointer tag (0x8825) as a little-endian EXIF block writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88])

describe('an uploaded image', () => {
  it('comes back as original.webp (longest side 2048) and small.webp (480), described in the request language', async () => {
    const response = await uploadImage(t, await jpeg(3000, 2000), {
      purpose: 'background-image',
      description: '  Wadden Sea at low tide  ',
      lang: 'nl',
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json<MediaDto>()
    expect(body).toEqual({
      id: expect.any(Number),
      description: 'Wadden Sea at low tide',
      purpose: 'background-image',
      file: { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      width: 2048,
      height: 1365,
      translated: true,
      version: 1,
    })
    const original = await sharp(stored(body.file.uuid, 'original.webp')).metadata()
    const small = await sharp(stored(body.file.uuid, 'small.webp')).metadata()
    expect([original.format, original.width, original.height]).toEqual(['webp', 2048, 1365])
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 320])
    // Written in Dutch only: English is missing.
    const english = await t.asAdmin('GET', `/api/media/${body.id}`, undefined, { lang: 'en' })
    expect(english.json()).toMatchObject({ description: '', translated: false })
    const [row] = await t.db.select().from(media).where(sql`${media.id} = ${body.id}`)
    expect(row).toMatchObject({ description: { nl: 'Wadden Sea at low tide' }, mimeType: 'image/jpeg' })
  })

  it('is turned upright by its EXIF orientation and leaves every metadata behind (no GPS)', async () => {
    const photo = await jpeg(600, 400, { orientation: 6, gps: true })
    const before = await sharp(photo).metadata()
    expect([before.width, before.height, before.orientation]).toEqual([600, 400, 6])
    expect(before.exif?.includes(GPS_POINTER)).toBe(true)
    expect(photo.includes('Canopy test camera')).toBe(true)

    const response = await uploadImage(t, photo)
    expect(response.statusCode, response.body).toBe(201)
    const { file, width, height } = response.json<MediaDto>()
    expect([width, height]).toEqual([400, 600])
    for (const name of ['original.webp', 'small.webp']) {
      const bytes = stored(file.uuid, name)
      const after = await sharp(bytes).metadata()
      expect(after.format).toBe('webp')
      expect(after.orientation).toBeUndefined()
      expect(after.exif).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.icc).toBeUndefined()
      expect(bytes.includes('Canopy test camera')).toBe(false)
      expect(bytes.includes('Exif')).toBe(false)
    }
    const small = await sharp(stored(file.uuid, 'small.webp')).metadata()
    expect([small.width, small.height]).toEqual([320, 480])
  })

  it('takes a PNG with transparency and never enlarges a small image', async () => {
    const response = await uploadImage(t, await png(300, 200), {
      filename: 'icon.png',
      type: 'image/png',
      purpose: 'logo',
    })
    expect(response.statusCode, response.body).toBe(201)
    const { file, width, height } = response.json<MediaDto>()
    expect([width, height]).toEqual([300, 200])
    const original = await sharp(stored(file.uuid, 'original.webp')).metadata()
    expect([original.format, original.width, original.height, original.hasAlpha]).toEqual([
      'webp',
      300,
      200,
      true,
    ])
    const small = await sharp(stored(file.uuid, 'small.webp')).metadata()
    expect([small.width, small.height]).toEqual([300, 200])
  })

  it('takes WebP, GIF and AVIF, by their bytes whatever the name and type claimed', async () => {
    const base = sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b78b5' } })
    for (const data of [
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().avif({ effort: 0 }).toBuffer(),
    ]) {
      const response = await uploadImage(t, data, {
        filename: 'upload.bin',
        type: 'application/octet-stream',
      })
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json()).toMatchObject({ width: 640, height: 480 })
    }
  })
})

describe('a refused upload', () => {
  const refused = async (
    response: Awaited<ReturnType<typeof uploadImage>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json()).toMatchObject({ message })
  }

  it('answers 415 to a text file named .jpg and sent as image/jpeg, storing nothing', async () => {
    const [files, rows] = [folders().length, await mediaCount()]
    const text = Buffer.from('These are not the pixels you are looking for.\n'.repeat(20))
    const response = await uploadImage(t, text, { filename: 'holiday.jpg', type: 'image/jpeg' })
    await refused(response, 415, mediaMessages.unsupportedType)
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: mediaMessages.unsupportedType,
      fields: { file: mediaMessages.unsupportedType },
    })
    // Images sharp would read but the API does not take (SVG can carry scripts; TIFF, …): 415 too.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    await refused(await uploadImage(t, svg, { type: 'image/svg+xml' }), 415, mediaMessages.unsupportedType)
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    await refused(await uploadImage(t, tiff), 415, mediaMessages.unsupportedType)
    expect([folders().length, await mediaCount()]).toEqual([files, rows])
  })

  it('answers 400 "unreadable" to a damaged image, never 500', async () => {
    const whole = await jpeg(800, 600)
    const cut = whole.subarray(0, Math.floor(whole.length / 2))
    await refused(await uploadImage(t, cut), 400, mediaMessages.unreadable)
    // A PNG whose data is garbage after a valid header.
    const header = (await png(50, 50)).subarray(0, 40)
    await refused(
      await uploadImage(t, Buffer.concat([header, Buffer.alloc(200, 7)])),
      400,
      mediaMessages.unreadable,
    )
  })

  it('answers 413 to a file over 20 MB', async () => {
    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(MEDIA_LIMITS.fileBytes)])
    const response = await uploadImage(t, big)
    await refused(response, 413, mediaMessages.tooLarge)
    expect(response.json().fields).toEqual({ file: mediaMessages.tooLarge })
  })

  it('names each missing field with the specified messages', async () => {
    const response = await postUpload(t, [])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: mediaMessages.fileRequired,
      fields: {
        file: mediaMessages.fileRequired,
        purpose: 'purpose is required.',
        description: 'description is required.',
      },
    })
    const image = { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: await jpeg(40, 40) }
    const noPurpose = await postUpload(t, [image, { name: 'description', value: 'A lake' }])
    expect(noPurpose.json()).toMatchObject({
      message: 'purpose is required.',
      fields: { purpose: 'purpose is required.' },
    })
    const blank = await postUpload(t, [
      { name: 'purpose', value: 'logo' },
      { name: 'description', value: '  ' },
      image,
    ])
    expect(blank.json().fields).toEqual({ description: 'description is required.' })
    const wrong = await postUpload(t, [
      { name: 'purpose', value: 'poster' },
      { name: 'description', value: 'x' },
      image,
    ])
    expect(wrong.json().fields).toEqual({ purpose: 'purpose is required.' })
    const extra = await postUpload(t, [
      image,
      { name: 'purpose', value: 'logo' },
      { name: 'description', value: 'x' },
      { name: 'title', value: 'x' },
    ])
    expect(extra.statusCode).toBe(400)
    expect(extra.json().fields).toEqual({ title: 'Unknown field "title".' })
    const long = await postUpload(t, [
      image,
      { name: 'purpose', value: 'logo' },
      { name: 'description', value: 'é'.repeat(3000) },
    ])
    expect(long.json().fields).toEqual({ description: mediaMessages.descriptionTooLong })
  })

  it('answers 413 to a second file and 415 to a body that is not multipart', async () => {
    const image = await jpeg(40, 40)
    const two = await postUpload(t, [
      { name: 'purpose', value: 'logo' },
      { name: 'description', value: 'x' },
      { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: image },
      { name: 'file', filename: 'b.jpg', type: 'image/jpeg', data: image },
    ])
    expect(two.statusCode).toBe(413)
    expect(two.json().message).toBe(mediaMessages.oneFileOnly)
    const json = await t.asAdmin('POST', '/api/media/upload', { purpose: 'logo', description: 'x' })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toBe(mediaMessages.notMultipart)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { cookie: t.adminCookie, cms: '1', 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nhalf a part',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().error).toBe('bad_request')
  })
})
