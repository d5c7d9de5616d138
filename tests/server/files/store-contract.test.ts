import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFileStore } from '../../../src/server/files/config.ts'
import { localFileStore } from '../../../src/server/files/local.ts'
import { s3FileStore } from '../../../src/server/files/s3.ts'
import type { FileStore } from '../../../src/server/files/store.ts'
import { startTestBucket, type TestBucket } from '../../support/s3rver.ts'

// One contract for every file store: what the routes rely on, whichever store the configuration
// names. The local folder (the default) and an S3-compatible bucket (s3rver, a real S3 server on
// loopback) must behave alike.

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

type Subject = { name: string; open(): Promise<{ store: FileStore; close(): Promise<void> }> }

const subjects: Subject[] = [
  {
    name: 'the local folder',
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-store-'))
      return {
        store: localFileStore(dataDir),
        close: async () => rmSync(dataDir, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 'an S3 bucket',
    async open() {
      const bucket: TestBucket = await startTestBucket()
      return { store: s3FileStore(bucket.config), close: () => bucket.close() }
    },
  },
  {
    // What a server builds from FILE_STORE=s3: the SDK loaded on first use.
    name: 'an S3 bucket, opened from the configuration',
    async open() {
      const bucket: TestBucket = await startTestBucket()
      return {
        store: openFileStore({ kind: 's3', ...bucket.config }, '/nonexistent'),
        close: () => bucket.close(),
      }
    },
  },
]

describe.each(subjects)('the file store contract: $name', (subject) => {
  let store: FileStore
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await subject.open())
  })
  afterAll(() => close?.())

  it('gives back exactly the bytes written, with their size', async () => {
    const uuid = randomUUID()
    const original = randomBytes(300_000)
    const small = randomBytes(1_000)
    await store.write(uuid, 'original.webp', original)
    await store.write(uuid, 'small.webp', small)
    const file = await store.open(uuid, 'original.webp')
    expect(file?.size).toBe(original.length)
    expect((await bytesOf(file!.stream())).equals(original)).toBe(true)
    expect((await bytesOf((await store.open(uuid, 'small.webp'))!.stream())).equals(small)).toBe(true)
  })

  it('gives a strong ETag that changes with the bytes and stays for the same file', async () => {
    const uuid = randomUUID()
    await store.write(uuid, 'original.webp', randomBytes(2_000))
    const first = await store.open(uuid, 'original.webp')
    const again = await store.open(uuid, 'original.webp')
    first!.discard()
    again!.discard()
    expect(first!.etag).toMatch(/^"[^"]+"$/)
    expect(again!.etag).toBe(first!.etag)
    const other = randomUUID()
    await store.write(other, 'original.webp', randomBytes(3_000))
    const otherFile = await store.open(other, 'original.webp')
    otherFile!.discard()
    expect(otherFile!.etag).not.toBe(first!.etag)
  })

  it('has no file for an unknown uuid, an unknown name, or a key that could leave the store', async () => {
    const uuid = randomUUID()
    await store.write(uuid, 'original.webp', randomBytes(10))
    expect(await store.open(randomUUID(), 'original.webp')).toBeNull()
    expect(await store.open(uuid, 'small.webp')).toBeNull()
    for (const [badUuid, badName] of [
      ['..', 'original.webp'],
      [uuid, '../original.webp'],
      [`${uuid}/..`, 'original.webp'],
      [uuid, '%2e%2e'],
      [uuid, 'a/b'],
      ['not-a-uuid', 'original.webp'],
      [uuid, ''],
    ] as const) {
      expect(await store.open(badUuid, badName)).toBeNull()
    }
  })

  it('refuses to write or remove under a key that is not one', async () => {
    await expect(store.write('../x', 'original.webp', randomBytes(1))).rejects.toThrow('Not a stored file')
    await expect(store.write(randomUUID(), '../original.webp', randomBytes(1))).rejects.toThrow(
      'Not a stored file',
    )
    await expect(store.remove('..')).rejects.toThrow('Not a stored file')
  })

  it('removes an object with all its files, and removing it again is fine', async () => {
    const uuid = randomUUID()
    const neighbour = randomUUID()
    await store.write(uuid, 'original.webp', randomBytes(10))
    await store.write(uuid, 'small.webp', randomBytes(10))
    await store.write(neighbour, 'original.webp', randomBytes(10))
    await store.remove(uuid)
    expect(await store.open(uuid, 'original.webp')).toBeNull()
    expect(await store.open(uuid, 'small.webp')).toBeNull()
    await store.remove(uuid)
    await store.remove(randomUUID())
    // Only that object: a uuid is a folder of its own, not a prefix of another's.
    const kept = await store.open(neighbour, 'original.webp')
    kept!.discard()
    expect(kept).not.toBeNull()
  })

  it('lets a file go unread (a 304) and serves it again after', async () => {
    const uuid = randomUUID()
    const bytes = randomBytes(100_000)
    await store.write(uuid, 'original.webp', bytes)
    for (let i = 0; i < 20; i++) (await store.open(uuid, 'original.webp'))!.discard()
    const file = await store.open(uuid, 'original.webp')
    expect((await bytesOf(file!.stream())).equals(bytes)).toBe(true)
  })
})

// A bucket's PUT is atomic by the service's own guarantee (S3, MinIO, R2: an object appears whole
// or not at all), and the S3 store writes each file in one PUT of the whole bytes. s3rver, the
// stand-in on loopback, writes its file in place, so a reader can catch it midway: the property
// is the service's, not something a test against s3rver could show. The folder's is ours.
it('the local folder never shows a half-written file: readers during a write see the whole file or none', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-store-'))
  const store = localFileStore(dataDir)
  const uuid = randomUUID()
  const bytes = randomBytes(4 * 1024 * 1024)
  const writing = store.write(uuid, 'original.webp', bytes)
  const seen: number[] = []
  let done = false
  void writing.finally(() => {
    done = true
  })
  while (!done) {
    const file = await store.open(uuid, 'original.webp')
    if (file) seen.push((await bytesOf(file.stream())).length)
  }
  await writing
  expect(seen.every((length) => length === bytes.length)).toBe(true)
  const file = await store.open(uuid, 'original.webp')
  expect((await bytesOf(file!.stream())).equals(bytes)).toBe(true)
  rmSync(dataDir, { recursive: true, force: true })
})
