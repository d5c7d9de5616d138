import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import { feedback } from '../../src/server/db/schema.ts'
import { jpeg, uploadImage } from './support/media.ts'
import { type Credentials, createTestApp, type TestApp } from './support/test-app.ts'

// Feedback screenshots are a user's private data: `/file/{uuid}/…` serves them to signed-in admins
// only, and no cache may keep them for anyone else. The media the app shows (a media row names the
// uuid) stay public and cacheable for a year.

const SCREENSHOT = '5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e'
const UNKNOWN = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3'

let t: TestApp
let media: MediaDto
let device: Credentials
let registered: Credentials

beforeAll(async () => {
  t = await createTestApp()
  media = (await uploadImage(t, await jpeg(600, 400))).json<MediaDto>()
  const folder = path.join(t.dataDir, 'files', SCREENSHOT)
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'original.webp'), 'RIFF....WEBP a screenshot of a user’s phone')
  const user = await t.createUser({ level: 'registered-user' })
  await t.db.insert(feedback).values({ message: 'The map is empty.', userId: user.id, fileUuid: SCREENSHOT })
  device = await t.sessionFor((await t.createUser({ level: 'device' })).id)
  registered = await t.sessionFor(user.id)
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers })
const screenshotUrl = `/file/${SCREENSHOT}/original.webp`

describe('a feedback screenshot', () => {
  it('answers 401 without a session, for GET, HEAD and a conditional GET alike', async () => {
    const plain = await get(screenshotUrl)
    expect(plain.statusCode).toBe(401)
    expect(plain.json()).toMatchObject({ error: 'unauthorized' })
    expect(plain.body).not.toContain('screenshot')
    expect(plain.headers['cache-control']).not.toMatch(/public|immutable/)
    expect((await get(screenshotUrl, {}, 'HEAD')).statusCode).toBe(401)
    // A guessed ETag must not turn into a 304 that confirms the file.
    const etag = (await get(screenshotUrl, { cookie: t.adminCookie })).headers.etag
    expect((await get(screenshotUrl, { 'if-none-match': String(etag) })).statusCode).toBe(401)
  })

  it('answers 403 to a signed-in user who is not an admin (cookie or Bearer)', async () => {
    const callers: Record<string, string>[] = [
      { cookie: device.cookie },
      { cookie: registered.cookie },
      { authorization: `Bearer ${registered.token}` },
    ]
    for (const headers of callers) {
      const response = await get(screenshotUrl, headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ error: 'forbidden' })
    }
  })

  it('is served to an admin (cookie, as an <img> sends it, or Bearer), privately and never stored', async () => {
    const admins: Record<string, string>[] = [
      { cookie: t.adminCookie },
      { authorization: `Bearer ${t.adminToken}` },
    ]
    for (const headers of admins) {
      const response = await get(screenshotUrl, headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.body).toContain('a screenshot')
      expect(response.headers['cache-control']).toBe('private, no-store')
    }
  })

  it('an unknown uuid says nothing to anyone but an admin, who gets a 404', async () => {
    const url = `/file/${UNKNOWN}/original.webp`
    expect((await get(url)).statusCode).toBe(401)
    expect((await get(url, { cookie: registered.cookie })).statusCode).toBe(403)
    const admin = await get(url, { cookie: t.adminCookie })
    expect(admin.statusCode).toBe(404)
    expect(admin.json()).toMatchObject({ error: 'not_found' })
  })
})

describe('content media', () => {
  it('stay public: anyone gets both sizes, cacheable for a year', async () => {
    for (const name of ['original.webp', 'small.webp']) {
      const callers: Record<string, string>[] = [{}, { cookie: registered.cookie }, { cookie: t.adminCookie }]
      for (const headers of callers) {
        const response = await get(`/file/${media.file.uuid}/${name}`, headers)
        expect(response.statusCode).toBe(200)
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      }
    }
  })
})
