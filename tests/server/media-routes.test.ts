import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import { mediaMessages } from '../../src/domain/media.ts'
import { media, mediaLinks } from '../../src/server/db/schema.ts'
import { localFileStore } from '../../src/server/files/local.ts'
import { insertMedia, jpeg, uploadImage } from './support/media.ts'
import { type Credentials, createTestApp, type TestApp } from './support/test-app.ts'

// The media routes besides the upload: one media, search (both languages, newest first, paged
// with the total in x-total-count), edit (per language, versions) and delete (refused while in a
// media list, files removed after the commit). Admins only.

let t: TestApp
let device: Credentials
let registered: Credentials
beforeAll(async () => {
  t = await createTestApp()
  device = await t.sessionFor((await t.createUser({ level: 'device' })).id)
  registered = await t.sessionFor((await t.createUser({ level: 'registered-user' })).id)
})
afterAll(() => t?.close())

const clear = async () => {
  await t.db.delete(mediaLinks)
  await t.db.delete(media)
}

const search = async (term: string, query = '', lang = 'en') => {
  const response = await t.asAdmin(
    'GET',
    `/api/media/search/${encodeURIComponent(term)}${query}`,
    undefined,
    {
      lang,
    },
  )
  expect(response.statusCode, response.body).toBe(200)
  return {
    total: Number(response.headers['x-total-count']),
    rows: response.json<MediaDto[]>(),
  }
}

const day = (n: number) => new Date(Date.UTC(2025, 0, n))

describe('GET /api/media/:id', () => {
  it('answers the media in the request language, 404 when unknown', async () => {
    const row = await insertMedia(t.db, { description: { en: 'Lake', nl: 'Meer' }, purpose: 'logo' })
    const nl = await t.asAdmin('GET', `/api/media/${row.id}`, undefined, { lang: 'nl' })
    expect(nl.json()).toEqual({
      id: row.id,
      description: 'Meer',
      purpose: 'logo',
      file: { uuid: row.fileUuid },
      width: 1200,
      height: 800,
      translated: true,
      version: 1,
    })
    const missing = await t.asAdmin('GET', '/api/media/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: mediaMessages.mediaNotFound })
  })
})

describe('GET /api/media/search/:term', () => {
  beforeEach(async () => {
    await clear()
    await insertMedia(t.db, { description: { en: 'Wind turbines', nl: 'Windmolens' }, creationDate: day(1) })
    await insertMedia(t.db, { description: { en: 'Solar roof', nl: 'Zonnedak' }, creationDate: day(3) })
    await insertMedia(t.db, { description: { en: 'Windy beach' }, creationDate: day(2) })
    await insertMedia(t.db, { description: { nl: 'Molen bij de WINDSINGEL' }, creationDate: day(4) })
    await insertMedia(t.db, { description: { en: '100% recycled_paper' }, creationDate: day(5) })
  })

  it('finds the term in either language, any case, newest first, with the total', async () => {
    const { rows, total } = await search('WIND')
    expect(total).toBe(3)
    expect(rows.map((row) => row.description)).toEqual(['', 'Windy beach', 'Wind turbines'])
    const dutch = await search('molen', '', 'nl')
    expect(dutch.rows.map((row) => row.description)).toEqual(['Molen bij de WINDSINGEL', 'Windmolens'])
    expect((await search('zonnedak')).rows.map((row) => row.description)).toEqual(['Solar roof'])
    expect(await search('glacier')).toEqual({ total: 0, rows: [] })
  })

  it('takes % and _ literally and trims the term', async () => {
    expect((await search('0%')).rows.map((row) => row.description)).toEqual(['100% recycled_paper'])
    expect((await search('d_p')).total).toBe(1)
    expect((await search('%')).total).toBe(1)
    expect((await search('_')).total).toBe(1)
    expect((await search('  solar  ')).total).toBe(1)
  })

  it('pages: 24 by default, ?page=&pageSize=, deep pages in the same order', async () => {
    await clear()
    for (let n = 1; n <= 30; n++) {
      await insertMedia(t.db, { description: { en: `Tree ${n}` }, creationDate: day(n) })
    }
    const first = await search('tree')
    expect(first.total).toBe(30)
    expect(first.rows).toHaveLength(24)
    expect(first.rows[0]!.description).toBe('Tree 30')
    const page = (n: number) => search('tree', `?page=${n}&pageSize=7`)
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map(page))
    const all = pages.flatMap((p) => p.rows.map((row) => row.description))
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => `Tree ${30 - i}`))
    expect(pages.map((p) => p.total)).toEqual([30, 30, 30, 30, 30, 30])
    expect((await search('tree', '?page=99')).rows).toEqual([])
  })

  it('needs a term: a blank one answers 400 with the specified notice', async () => {
    for (const url of ['/api/media/search/%20%20', '/api/media/search/', '/api/media/search']) {
      const response = await t.asAdmin('GET', url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({
        message: 'Please provide a value for searching',
        fields: { term: 'Please provide a value for searching' },
      })
    }
    const bad = await t.asAdmin('GET', '/api/media/search/tree?pageSize=0')
    expect(bad.statusCode).toBe(400)
  })
})

describe('PUT /api/media/:id', () => {
  it('writes the description in the request language and the purpose, and raises the version', async () => {
    const row = await insertMedia(t.db, { description: { en: 'Lake' } })
    const response = await t.asAdmin(
      'PUT',
      `/api/media/${row.id}`,
      { description: ' Meer ', purpose: 'content-image', version: 1 },
      { lang: 'nl' },
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ description: 'Meer', purpose: 'content-image', version: 2 })
    const [stored] = await t.db.select().from(media).where(eq(media.id, row.id))
    expect(stored!.description).toEqual({ en: 'Lake', nl: 'Meer' })
    // A record read can be sent back as it is (its read-only fields are ignored).
    const read = (await t.asAdmin('GET', `/api/media/${row.id}`)).json<MediaDto>()
    const echo = await t.asAdmin('PUT', `/api/media/${row.id}`, { ...read, description: 'Lake at dawn' })
    expect(echo.json()).toMatchObject({ description: 'Lake at dawn', version: 3 })
  })

  it('refuses a stale version with 409 and the current one, writing nothing', async () => {
    const row = await insertMedia(t.db, { description: { en: 'Lake' } })
    await t.asAdmin('PUT', `/api/media/${row.id}`, { description: 'Pond', purpose: 'logo', version: 1 })
    const stale = await t.asAdmin('PUT', `/api/media/${row.id}`, {
      description: 'Sea',
      purpose: 'logo',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      error: 'conflict',
      message: 'Changed by someone else since you opened it.',
      version: 2,
    })
    expect((await t.asAdmin('GET', `/api/media/${row.id}`)).json().description).toBe('Pond')
  })

  it('answers 400 per field and 404 for an unknown media', async () => {
    const row = await insertMedia(t.db)
    const wrong = await t.asAdmin('PUT', `/api/media/${row.id}`, { description: '', purpose: 'x' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({
      description: 'description is required.',
      purpose: 'purpose is required.',
    })
    const gone = await t.asAdmin('PUT', '/api/media/999999', { description: 'x', purpose: 'logo' })
    expect(gone.statusCode).toBe(404)
  })
})

describe('DELETE /api/media/:id', () => {
  it('is refused with 409 while a media list holds it, then deletes the row and its files', async () => {
    const uploaded = (await uploadImage(t, await jpeg(400, 300))).json<MediaDto>()
    const folder = path.join(t.dataDir, 'files', uploaded.file.uuid)
    expect(existsSync(path.join(folder, 'small.webp'))).toBe(true)
    await t.db.insert(mediaLinks).values({ ownerType: 'story', ownerId: 1, mediaId: uploaded.id })
    const refused = await t.asAdmin('DELETE', `/api/media/${uploaded.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ error: 'conflict', message: mediaMessages.inUse })
    expect(existsSync(folder)).toBe(true)

    await t.db.delete(mediaLinks).where(eq(mediaLinks.mediaId, uploaded.id))
    const deleted = await t.asAdmin('DELETE', `/api/media/${uploaded.id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ id: uploaded.id })
    expect(existsSync(folder)).toBe(false)
    expect((await t.asAdmin('GET', `/api/media/${uploaded.id}`)).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', `/api/media/${uploaded.id}`)).statusCode).toBe(404)
  })

  it('still deletes when the files cannot be removed (logged, not an error)', async () => {
    const stuck = await createTestApp({
      files: (dataDir) => ({
        ...localFileStore(dataDir),
        remove: async () => {
          throw new Error('permission denied')
        },
      }),
    })
    try {
      const row = await insertMedia(stuck.db)
      const response = await stuck.asAdmin('DELETE', `/api/media/${row.id}`)
      expect(response.statusCode).toBe(200)
      expect(await stuck.db.select().from(media)).toEqual([])
    } finally {
      await stuck.close()
    }
  })
})

describe('who may use the media routes', () => {
  const routes = [
    ['POST', '/api/media/upload'],
    ['GET', '/api/media/1'],
    ['GET', '/api/media/search/lake'],
    ['PUT', '/api/media/1'],
    ['DELETE', '/api/media/1'],
    ['POST', '/api/media/add'],
  ] as const

  it('answers 401 without a session and 403 to devices and registered users', async () => {
    const row = await insertMedia(t.db)
    const answers: string[] = []
    for (const [method, url] of routes) {
      const target = url.replace('/1', `/${row.id}`)
      const payload =
        method === 'GET' || method === 'DELETE' ? undefined : { description: 'x', purpose: 'logo' }
      const anonymous = await t.app.inject({ method, url: target, payload })
      const asDevice = await t.app.inject({
        method,
        url: target,
        payload,
        headers: { cookie: device.cookie, cms: '1' },
      })
      const asUser = await t.app.inject({
        method,
        url: target,
        payload,
        headers: { authorization: `Bearer ${registered.token}` },
      })
      answers.push(`${method} ${url} ${anonymous.statusCode} ${asDevice.statusCode} ${asUser.statusCode}`)
    }
    expect(answers).toEqual(routes.map(([method, url]) => `${method} ${url} 401 403 403`))
    expect(await t.db.select().from(media).where(eq(media.id, row.id))).toHaveLength(1)
  })
})
