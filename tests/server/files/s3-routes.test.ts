import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from '../../../src/domain/contracts/media.ts'
import { mediaMessages } from '../../../src/domain/media.ts'
import { feedback, media } from '../../../src/server/db/schema.ts'
import { s3Client, s3FileStore } from '../../../src/server/files/s3.ts'
import { FILE_STORE_UNAVAILABLE_MESSAGE } from '../../../src/server/files/store.ts'
import { type FaultyBucket, startFaultyBucket, unreachableEndpoint } from '../../support/s3-faults.ts'
import { bucketConfig, startTestBucket, type TestBucket } from '../../support/s3rver.ts'
import { jpeg, uploadImage } from '../support/media.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

// The server with its files in an S3-compatible bucket (FILE_STORE=s3; s3rver on loopback): uploads
// land in the bucket, /file streams them with the same headers as from the folder, and a bucket
// that refuses, dawdles, drops the line or lost a file behind the server's back answers a clear
// 503 or 404 — never a 500, never a media row whose files were not written.

/** The store's timeout here: a silent bucket fails an operation within two of them (one retry). */
const TIMEOUT_MS = 800

let bucket: TestBucket
let faulty: FaultyBucket
/** The app on the bucket directly. */
let t: TestApp
/** An app on the same bucket, through the proxy that misbehaves on demand. */
let f: TestApp
const statuses: number[] = []

const keysInBucket = async () => {
  const listed = await s3Client(bucket.config).send(new ListObjectsV2Command({ Bucket: bucket.bucket }))
  return (listed.Contents ?? []).map(({ Key }) => Key!).sort()
}
const mediaRows = async (app: TestApp) => (await app.db.select().from(media)).length

async function upload(app: TestApp) {
  const response = await uploadImage(app, await jpeg(640, 480))
  statuses.push(response.statusCode)
  return response
}
async function get(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({ method: 'GET', url, headers })
  statuses.push(response.statusCode)
  return response
}

beforeAll(async () => {
  bucket = await startTestBucket('canopy-media', TIMEOUT_MS)
  faulty = await startFaultyBucket(bucket.endpoint)
  faulty.slowMs = TIMEOUT_MS * 4
  t = await createTestApp({ files: () => s3FileStore(bucket.config) })
  f = await createTestApp({
    files: () => s3FileStore(bucketConfig(faulty.endpoint, bucket.bucket, TIMEOUT_MS)),
  })
}, 60_000)
afterAll(async () => {
  await t?.close()
  await f?.close()
  await faulty?.close()
  await bucket?.close()
  // Whatever the bucket did, the server never answered 500.
  expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([])
})

describe('media in a bucket', () => {
  it('stores both sizes of an upload in the bucket and serves them as from the folder', async () => {
    const uploaded = await upload(t)
    expect(uploaded.statusCode).toBe(201)
    const fileUuid = uploaded.json<MediaDto>().file.uuid
    expect(await keysInBucket()).toEqual(
      expect.arrayContaining([`${fileUuid}/original.webp`, `${fileUuid}/small.webp`]),
    )
    for (const name of ['original.webp', 'small.webp']) {
      const served = await get(t, `/file/${fileUuid}/${name}`)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF')
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length)
      const stored = await s3FileStore(bucket.config).open(fileUuid, name)
      stored!.discard()
      expect(served.headers.etag).toBe(stored!.etag)
      // The browser's second look: 304, no body.
      const again = await get(t, `/file/${fileUuid}/${name}`, {
        'if-none-match': String(served.headers.etag),
      })
      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
    }
  })

  it('keeps a feedback screenshot in the bucket behind the admin check', async () => {
    const uuid = '5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e'
    await s3FileStore(bucket.config).write(uuid, 'original.webp', Buffer.from('RIFF....WEBP a user’s screen'))
    const user = await t.createUser({ level: 'registered-user' })
    await t.db.insert(feedback).values({ message: 'The map is empty.', userId: user.id, fileUuid: uuid })
    const url = `/file/${uuid}/original.webp`
    expect((await get(t, url)).statusCode).toBe(401)
    expect((await get(t, url, { cookie: (await t.sessionFor(user.id)).cookie })).statusCode).toBe(403)
    const asAdmin = await get(t, url, { cookie: t.adminCookie })
    expect(asAdmin.statusCode).toBe(200)
    expect(asAdmin.body).toContain('a user’s screen')
    expect(asAdmin.headers['cache-control']).toBe('private, no-store')
  })

  it('removes the files from the bucket once the media is deleted', async () => {
    const uploaded = (await upload(t)).json<MediaDto>()
    const deleted = await t.asAdmin('DELETE', `/api/media/${uploaded.id}`)
    expect(deleted.statusCode).toBe(200)
    expect((await keysInBucket()).filter((key) => key.startsWith(uploaded.file.uuid))).toEqual([])
    expect((await get(t, `/file/${uploaded.file.uuid}/original.webp`)).statusCode).toBe(401)
  })

  it('answers 404 for a file deleted from the bucket behind the server’s back', async () => {
    const uploaded = (await upload(t)).json<MediaDto>()
    await s3Client(bucket.config).send(
      new DeleteObjectCommand({ Bucket: bucket.bucket, Key: `${uploaded.file.uuid}/original.webp` }),
    )
    const response = await get(t, `/file/${uploaded.file.uuid}/original.webp`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'File not found.' })
    expect((await get(t, `/file/${uploaded.file.uuid}/small.webp`)).statusCode).toBe(200)
  })
})

describe('a bucket that misbehaves', () => {
  it('refusing writes: the upload answers 503, and neither a row nor a file is left', async () => {
    faulty.fault = 'refuse-writes'
    const before = await keysInBucket()
    const response = await upload(f)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ error: 'unavailable', message: mediaMessages.storageFailed })
    expect(await mediaRows(f)).toBe(0)
    expect(await keysInBucket()).toEqual(before)
    faulty.fault = 'pass'
  })

  it('refusing deletes: the media is deleted all the same (the files are left, as logged)', async () => {
    faulty.fault = 'pass'
    const uploaded = (await upload(f)).json<MediaDto>()
    faulty.fault = 'refuse-writes'
    const deleted = await f.asAdmin('DELETE', `/api/media/${uploaded.id}`)
    statuses.push(deleted.statusCode)
    expect(deleted.statusCode).toBe(200)
    expect(await mediaRows(f)).toBe(0)
    faulty.fault = 'pass'
  })

  it('answering too slowly: uploads and files answer 503 within the timeout, the rest of the API works', async () => {
    faulty.fault = 'pass'
    const uploaded = (await upload(f)).json<MediaDto>()
    const rowsBefore = await mediaRows(f)
    faulty.fault = 'slow'
    let started = Date.now()
    const served = await get(f, `/file/${uploaded.file.uuid}/original.webp`)
    expect(served.statusCode).toBe(503)
    expect(served.json()).toMatchObject({ message: FILE_STORE_UNAVAILABLE_MESSAGE })
    expect(served.headers['cache-control']).toBe('no-store')
    // Two attempts of one timeout each, and a margin for a busy machine: never the bucket's own pace.
    expect(Date.now() - started).toBeLessThan(faulty.slowMs + TIMEOUT_MS)
    started = Date.now()
    const refused = await upload(f)
    expect(refused.statusCode).toBe(503)
    expect(await mediaRows(f)).toBe(rowsBefore)
    const status = await get(f, '/api/status')
    expect(status.statusCode).toBe(200)
    faulty.fault = 'pass'
  })

  it('dropping the connection: 503, then served again once the bucket is back', async () => {
    faulty.fault = 'pass'
    const uploaded = (await upload(f)).json<MediaDto>()
    faulty.fault = 'drop'
    expect((await get(f, `/file/${uploaded.file.uuid}/small.webp`)).statusCode).toBe(503)
    expect((await upload(f)).statusCode).toBe(503)
    faulty.fault = 'pass'
    expect((await get(f, `/file/${uploaded.file.uuid}/small.webp`)).statusCode).toBe(200)
  })

  it('out of reach (nobody listens at the endpoint): 503 for files and uploads, 200 for the rest', async () => {
    const nobody = await unreachableEndpoint()
    const away = await createTestApp({
      files: () => s3FileStore(bucketConfig(nobody, bucket.bucket, TIMEOUT_MS)),
    })
    try {
      const uuid = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3'
      await away.db.insert(media).values({
        purpose: 'content-image',
        description: { en: 'A lake' },
        fileUuid: uuid,
        width: 10,
        height: 10,
        mimeType: 'image/jpeg',
      })
      expect((await get(away, `/file/${uuid}/original.webp`)).statusCode).toBe(503)
      const refused = await upload(away)
      expect(refused.statusCode).toBe(503)
      expect(await mediaRows(away)).toBe(1)
      expect((await get(away, '/api/status')).statusCode).toBe(200)
    } finally {
      await away.close()
    }
  })
})
