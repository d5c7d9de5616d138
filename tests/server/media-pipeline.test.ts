import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaMessages } from '../../src/domain/media.ts'
import { HttpError } from '../../src/server/errors.ts'
import { localFileStore } from '../../src/server/files/local.ts'
import { conversions, createLimiter, imageError } from '../../src/server/media/pipeline.ts'
import { jpeg, uploadImage } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The pipeline's guards: a decompression bomb is refused from its header without the memory
// going up, conversions run two at a time, every sharp failure is a 4xx, and a failed write or
// insert leaves no files behind.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const folders = (app: TestApp) => {
  const dir = path.join(app.dataDir, 'files')
  return existsSync(dir) ? readdirSync(dir) : []
}

/** A flat image as a PNG: all one colour compresses to little, whatever its pixel count. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a9a70' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer()

describe('the pixel limit', () => {
  it('refuses a 20,000 × 20,000 PNG bomb with 413 from its header, without the memory going up', {
    timeout: 120_000,
  }, async () => {
    const bomb = await flatPng(20_000, 20_000)
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024)
    // Settled after making it (sharp's own buffers), then measured for the whole request.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 2)
    const started = performance.now()
    const response = await uploadImage(t, bomb, { filename: 'bomb.png', type: 'image/png' })
    const took = performance.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json()).toMatchObject({
      error: 'payload_too_large',
      message: mediaMessages.tooManyPixels,
      fields: { file: mediaMessages.tooManyPixels },
    })
    // Decoding it would take 1.2 GB and seconds; the header alone takes neither.
    expect((peak - before) / 1024 / 1024).toBeLessThan(150)
    expect(took).toBeLessThan(5_000)
  })

  it('refuses just over 50 megapixels (under sharp’s own limit) and takes just under', {
    timeout: 60_000,
  }, async () => {
    const over = await uploadImage(t, await flatPng(7072, 7071), { type: 'image/png' })
    expect(over.statusCode).toBe(413)
    expect(over.json().message).toBe(mediaMessages.tooManyPixels)
    const under = await uploadImage(t, await flatPng(7000, 7000), { type: 'image/png' })
    expect(under.statusCode, under.body).toBe(201)
    expect(under.json()).toMatchObject({ width: 2048, height: 2048 })
  })
})

describe('conversions', () => {
  it('run at most two at a time; the others wait their turn', { timeout: 60_000 }, async () => {
    const photo = await jpeg(2400, 1600)
    let running = 0
    let waiting = 0
    const sampler = setInterval(() => {
      running = Math.max(running, conversions.running)
      waiting = Math.max(waiting, conversions.waiting)
    }, 1)
    const responses = await Promise.all(Array.from({ length: 5 }, () => uploadImage(t, photo)))
    clearInterval(sampler)
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(running).toBe(2)
    expect(waiting).toBeGreaterThan(0)
    expect(conversions.running).toBe(0)
  })

  it('a queue that is full answers 503 at once, and a place passes on when a task ends', async () => {
    const limiter = createLimiter(2, 1)
    const gates: (() => void)[] = []
    const started: number[] = []
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n)
        gates.push(() => resolve(n))
      })
    const first = limiter.run(task(1))
    const second = limiter.run(task(2))
    const third = limiter.run(task(3))
    await Promise.resolve()
    expect([limiter.running, limiter.waiting, started]).toEqual([2, 1, [1, 2]])
    const refused = await limiter.run(task(4)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ status: 503, message: mediaMessages.busy })
    gates[0]!()
    expect(await first).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([limiter.running, limiter.waiting, started]).toEqual([2, 0, [1, 2, 3]])
    gates[1]!()
    gates[2]!()
    expect(await Promise.all([second, third])).toEqual([2, 3])
    expect(limiter.running).toBe(0)
    // A task that throws frees its place too.
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(limiter.running).toBe(0)
  })
})

describe('sharp’s errors', () => {
  it('are each a 4xx naming the file', () => {
    const cases: [string, number, string][] = [
      ['Input image exceeds pixel limit', 413, mediaMessages.tooManyPixels],
      ['Input buffer contains unsupported image format', 415, mediaMessages.unsupportedType],
      ['heif: Unsupported feature: Unsupported codec (4.3000)', 415, mediaMessages.unsupportedType],
      [
        'heif: No decoding plugin installed for this compression format (5.1)',
        415,
        mediaMessages.unsupportedType,
      ],
      ['VipsJpeg: Premature end of input file', 400, mediaMessages.unreadable],
      ['pngload_buffer: libspng read error', 400, mediaMessages.unreadable],
      ['anything else', 400, mediaMessages.unreadable],
    ]
    for (const [message, status, answer] of cases) {
      const error = imageError(new Error(message))
      expect([error.status, error.message, error.fields], message).toEqual([status, answer, { file: answer }])
    }
    const own = new HttpError(413, 'mine')
    expect(imageError(own)).toBe(own)
  })
})

describe('when storing fails', () => {
  it('an insert that fails removes the files it wrote', async () => {
    const before = folders(t)
    await t.db.execute(sql`alter table media add constraint media_refuse_all check (false) not valid`)
    try {
      const response = await uploadImage(t, await jpeg(300, 200))
      expect(response.statusCode).toBe(400)
      expect(folders(t)).toEqual(before)
    } finally {
      await t.db.execute(sql`alter table media drop constraint media_refuse_all`)
    }
  })

  it('a store that cannot write answers 503 and keeps no half-written media', async () => {
    const removed: string[] = []
    const failing = await createTestApp({
      files: (dataDir) => {
        const local = localFileStore(dataDir)
        return {
          ...local,
          write: async (uuid, name, data) => {
            if (name === 'small.webp') throw new Error('disk full')
            await local.write(uuid, name, data)
          },
          remove: async (uuid) => {
            removed.push(uuid)
            await local.remove(uuid)
          },
        }
      },
    })
    try {
      const response = await uploadImage(failing, await jpeg(300, 200))
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ error: 'unavailable', message: mediaMessages.storageFailed })
      expect(removed).toHaveLength(1)
      expect(folders(failing)).toEqual([])
      const rows = await failing.db.execute(sql`select count(*)::int as n from media`)
      const count = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows)[0]
      expect(count).toEqual({ n: 0 })
    } finally {
      await failing.close()
    }
  })
})
