import { rmSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../scripts/precompress.ts'
import { fakeConsoleDir } from './support/console-dir.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// How the console travels (issue 11): files compressed at build time and sent as the browser
// accepts them, hashed files kept by the browser for a year, index.html asked about every visit,
// JSON answers compressed from 1 kB on.

const INDEX = `<!doctype html><html><head><title>Canopy CMS</title></head><body>${'<!-- padding -->'.repeat(80)}<div id="root"></div></body></html>`
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Row ${i}` })))}`
const SMALL = 'export const tiny = 1'

let consoleDir: string
let t: TestApp

beforeAll(async () => {
  consoleDir = fakeConsoleDir(INDEX, { 'index-abc123.js': SCRIPT, 'tiny-def456.js': SMALL })
  await precompressFolder(consoleDir)
  t = await createTestApp({ consoleDir })
})
afterAll(async () => {
  await t?.close()
  if (consoleDir) rmSync(consoleDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('the console’s files', () => {
  it('sends the brotli copy made at build time to a browser that accepts it', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the gzip copy to a browser without brotli, and plain text to one without either', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)
    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('lets browsers keep hashed files for a year without asking again', async () => {
    for (const file of ['index-abc123.js', 'tiny-def456.js']) {
      const response = await get(`/assets/${file}`, { 'accept-encoding': 'br' })
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('has index.html revalidated on every visit, and answers an unchanged one with 304', async () => {
    for (const url of ['/', '/login', '/users?view=emails']) {
      const response = await get(url, { 'accept-encoding': 'br' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX)
      const again = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(response.headers.etag),
      })
      expect(again.statusCode).toBe(304)
    }
  })
})

describe('JSON answers', () => {
  it('come compressed from 1 kB on, when the client accepts it', async () => {
    for (let i = 0; i < 30; i++) {
      const created = await t.asAdmin('POST', '/api/user-label', {
        value: `Label number ${i} with some words`,
      })
      expect(created.statusCode).toBe(201)
    }
    const plain = await t.asAdmin('GET', '/api/user-label')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    const compressed = await t.asAdmin('GET', '/api/user-label', undefined, { 'accept-encoding': 'br, gzip' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json())
  })

  it('stay plain below 1 kB, where compressing costs more than it saves', async () => {
    const response = await get('/api/status', { 'accept-encoding': 'br, gzip' })
    expect(response.statusCode).toBe(200)
    expect(response.body.length).toBeLessThan(1024)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
