import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media } from '../../src/server/db/schema.ts'
import { fakeConsoleDir } from './support/console-dir.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

const INDEX =
  '<!doctype html><html><head><title>Canopy CMS</title></head><body><div id="root"></div></body></html>'
const SCRIPT = 'console.log("console bundle")'

let consoleDir: string
let t: TestApp
let bare: TestApp

beforeAll(async () => {
  consoleDir = fakeConsoleDir(INDEX, { 'index-abc123.js': SCRIPT })
  t = await createTestApp({ consoleDir })
  // A server started before the console was built: no index.html at all.
  bare = await createTestApp({ database: t.database, seed: false })
})
afterAll(async () => {
  await bare?.close()
  await t?.close()
  if (consoleDir) rmSync(consoleDir, { recursive: true, force: true })
})

const get = (url: string, app = t) => app.app.inject({ method: 'GET', url })

describe('serving the built console', () => {
  it.each(['/', '/users', '/stories/5', '/login?next=%2Fusers', '/quiz-of-the-day/3/edit'])(
    'answers %s with index.html (history fallback)',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toBe(INDEX)
    },
  )

  it('serves the bundle files themselves', async () => {
    const response = await get('/assets/index-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.body).toBe(SCRIPT)
  })

  it('serves files of a console rebuilt while the server runs', async () => {
    writeFileSync(path.join(consoleDir, 'assets', 'index-new456.js'), 'console.log("rebuilt")')
    const response = await get('/assets/index-new456.js')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('console.log("rebuilt")')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const response = await get('/assets/gone-000.js')
    expect(response.statusCode).toBe(404)
  })

  it('does not revalidate-skip the fallback page, so a new build is picked up', async () => {
    const response = await get('/users')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it.each(['/api/nope', '/api', '/api/user/1/nope'])('keeps a JSON 404 for %s', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toMatchObject({ error: 'not_found' })
  })

  it.each([
    '/file/nope.webp',
    '/file/0b7c5a3e-2d1f-4f5e-9c1a-1b2c3d4e5f60/main.webp',
    '/assets/missing.js',
    '/favicon.ico',
  ])('answers 404, not the HTML, for the missing file %s', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<html')
  })

  it('serves stored media under /file/', async () => {
    const fileUuid = '0b7c5a3e-2d1f-4f5e-9c1a-1b2c3d4e5f61'
    await t.db
      .insert(media)
      .values({ description: { en: 'A logo' }, purpose: 'logo', fileUuid, width: 1, height: 1 })
    const dir = path.join(t.dataDir, 'files', fileUuid)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'small.webp'), 'RIFF....WEBP')
    const response = await get('/file/0b7c5a3e-2d1f-4f5e-9c1a-1b2c3d4e5f61/small.webp')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('RIFF....WEBP')
  })

  it('does not serve files outside the media folder', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.txt'), 'the content of a private file')
    for (const url of ['/file/../secret.txt', '/file/%2e%2e/secret.txt', '/file/..%2fsecret.txt']) {
      const response = await get(url)
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(response.body, url).not.toContain('private file')
    }
  })

  it('does not fall back for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/users' })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<html')
  })

  it('answers JSON 404s for every path when no console is built', async () => {
    const response = await get('/users', bare)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'not_found' })
    expect((await get('/api/status', bare)).statusCode).toBe(200)
  })
})
