import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import { localFileStore } from '../../src/server/files/local.ts'
import { FILE_CACHE_CONTROL } from '../../src/server/media/serve.ts'
import { jpeg, uploadImage } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /file/{uuid}/original.webp and small.webp: served with their type, a year of immutable caching
// and an ETag; anything else (other names, other folders, paths that try to leave the store) is a
// JSON 404. The local store underneath refuses any uuid or name that is not one.

let t: TestApp
let uploaded: MediaDto
beforeAll(async () => {
  t = await createTestApp()
  uploaded = (await uploadImage(t, await jpeg(900, 600))).json<MediaDto>()
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /file/{uuid}/{name}', () => {
  it('serves both sizes as image/webp, cacheable for a year, with an ETag, to anyone', async () => {
    for (const name of ['original.webp', 'small.webp']) {
      const response = await get(`/file/${uploaded.file.uuid}/${name}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toBe(FILE_CACHE_CONTROL)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    }
  })

  it('answers 304 without a body when the ETag matches, and HEAD without a body', async () => {
    const url = `/file/${uploaded.file.uuid}/small.webp`
    const { etag } = (await get(url)).headers
    const again = await get(url, { 'if-none-match': String(etag) })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect((await get(url, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304)
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200)
    const head = await t.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(head.rawPayload.length).toBe(0)
  })

  it('answers a JSON 404 for an unknown uuid (to an admin: it may be a private file) or name', async () => {
    const { uuid } = uploaded.file
    expect((await get('/file/3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b/original.webp')).statusCode).toBe(401)
    for (const url of [
      '/file/3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b/original.webp',
      `/file/${uuid}/medium.webp`,
      `/file/${uuid}/original.png`,
      `/file/${uuid}/`,
      `/file/${uuid}`,
      '/file/',
    ]) {
      const response = await get(url, { cookie: t.adminCookie })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toMatchObject({ error: 'not_found' })
    }
  })

  it('never leaves the store: traversal, encoded separators, backslashes, absolute paths, null bytes', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.webp'), 'a private file')
    const dir = path.join(t.dataDir, 'files', 'original.webp')
    mkdirSync(dir, { recursive: true })
    const { uuid } = uploaded.file
    for (const url of [
      '/file/../secret.webp',
      '/file/../../package.json',
      '/file/%2e%2e/secret.webp',
      '/file/%2e%2e/%2e%2e/package.json',
      '/file/..%2fsecret.webp',
      '/file/..%2f..%2fpackage.json',
      `/file/${uuid}/..%2f..%2fsecret.webp`,
      `/file/${uuid}%2f..%2f..%2fsecret.webp/original.webp`,
      '/file/..%5csecret.webp/original.webp',
      `/file/${uuid}/..%5c..%5csecret.webp`,
      '/file/%2fetc%2fpasswd/original.webp',
      '/file//etc/passwd',
      `/file/${uuid}/%2fetc%2fpasswd`,
      `/file/${uuid}%00/original.webp`,
      `/file/${uuid}/original.webp%00.png`,
      '/file/%00',
      `/file/${uuid.toUpperCase().replace(/-/g, '')}/original.webp`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('a private file')
      expect(response.json(), url).toMatchObject({ error: 'not_found' })
    }
  })
})

describe('the local file store', () => {
  const uuid = '0b7c5a3e-2d1f-4f5e-9c1a-1b2c3d4e5f60'

  it('writes, opens and removes the files of a uuid', async () => {
    const store = localFileStore(t.dataDir)
    await store.write(uuid, 'small.webp', Buffer.from('RIFF....WEBP'))
    const file = await store.open(uuid, 'small.webp')
    expect(file?.size).toBe(12)
    const chunks: Buffer[] = []
    for await (const chunk of file!.stream()) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('RIFF....WEBP')
    expect(await store.open(uuid, 'original.webp')).toBeNull()
    await store.remove(uuid)
    expect(await store.open(uuid, 'small.webp')).toBeNull()
    // Gone already is fine.
    await store.remove(uuid)
  })

  it('refuses any uuid or name that is not one, before touching the disk', async () => {
    const store = localFileStore(t.dataDir)
    for (const [id, name] of [
      ['..', 'original.webp'],
      ['../files', 'original.webp'],
      [uuid, '../secret.webp'],
      [uuid, '..'],
      [uuid, 'a/b.webp'],
      [uuid, 'a\\b.webp'],
      [uuid, '.hidden'],
      [uuid, 'x\u0000.webp'],
      ['/etc', 'passwd'],
    ] as const) {
      await expect(store.write(id, name, Buffer.from('x')), `${id} ${name}`).rejects.toThrow(
        /Not a stored file/,
      )
      expect(await store.open(id, name)).toBeNull()
    }
    await expect(store.remove('../..')).rejects.toThrow(/Not a stored file/)
  })
})
