import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { afterEach, describe, expect, it } from 'vitest'
import { filesRoot, localFileStore } from '../../../src/server/files/local.ts'
import { type MigrateEvent, MigrateSourceError, migrateFiles } from '../../../src/server/files/migrate.ts'
import { type S3StoreConfig, s3Client, s3FileStore } from '../../../src/server/files/s3.ts'
import { startTestBucket, type TestBucket } from '../../support/s3rver.ts'
import { killProcessesAfterEach, spawnNode } from '../support/server-process.ts'

// `npm run files:migrate`: the local folder copied into a real S3-compatible bucket (s3rver),
// byte for byte, resumable, each copy read back and verified; and the command around it.

killProcessesAfterEach()

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function bucketForTest(): Promise<TestBucket> {
  const bucket = await startTestBucket()
  cleanups.push(() => bucket.close())
  return bucket
}

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-migrate-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

type LocalObject = { uuid: string; name: string; bytes: Buffer }

/** `count` images (an original and, for every other one, a small version) in the local store. */
async function seedLocal(dataDir: string, count: number, size = 4000): Promise<LocalObject[]> {
  const store = localFileStore(dataDir)
  const written: LocalObject[] = []
  for (let i = 0; i < count; i++) {
    const uuid = randomUUID()
    const names = i % 2 === 0 ? ['original.webp', 'small.webp'] : ['original.webp']
    for (const name of names) {
      const bytes = randomBytes(size + i * 37)
      await store.write(uuid, name, bytes)
      written.push({ uuid, name, bytes })
    }
  }
  return written
}

const keyOf = (file: LocalObject, prefix = '') => `${prefix}${file.uuid}/${file.name}`

/** Every key in the bucket. */
async function bucketKeys(config: S3StoreConfig): Promise<string[]> {
  const client = s3Client(config)
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }))
    return (page.Contents ?? []).map(({ Key }) => Key!).sort()
  } finally {
    client.destroy()
  }
}

/** The bytes the bucket serves for a file, as the app would serve them; null when it has none. */
async function bucketBytes(config: S3StoreConfig, uuid: string, name: string): Promise<Buffer | null> {
  const file = await s3FileStore(config).open(uuid, name)
  return file ? buffer(file.stream()) : null
}

type Send = (command: unknown) => Promise<unknown>

/**
 * A client whose requests go through `around` first (a fault, a count), then to the bucket.
 * Every command it sends is recorded by name and key.
 */
function wrappedClient(config: S3StoreConfig, around?: (command: unknown, send: Send) => Promise<unknown>) {
  const client = s3Client(config)
  cleanups.push(() => client.destroy())
  const send = client.send.bind(client) as unknown as Send
  const sent: string[] = []
  client.send = ((command: unknown) => {
    const { input } = command as { input: { Key?: string } }
    const name = (command as object).constructor.name.replace(/Command$/, '')
    sent.push(`${name} ${input.Key ?? ''}`.trim())
    return around ? around(command, send) : send(command)
  }) as unknown as S3Client['send']
  const puts = () => sent.filter((line) => line.startsWith('PutObject ')).map((line) => line.slice(10))
  return { client, sent, puts }
}

describe('migrateFiles', () => {
  it('copies every file into the bucket byte for byte and leaves the local folder as it was', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 5)
    const config = { ...bucket.config, prefix: 'canopy/' }
    const events: MigrateEvent[] = []

    const result = await migrateFiles({ from: dataDir, to: config, onProgress: (e) => events.push(e) })

    expect(result).toEqual({
      copied: files.length,
      alreadyThere: 0,
      wouldCopy: [],
      failed: [],
      skipped: [],
    })
    expect(await bucketKeys(config)).toEqual(files.map((file) => keyOf(file, 'canopy/')).sort())
    for (const file of files) {
      expect(await bucketBytes(config, file.uuid, file.name)).toEqual(file.bytes)
      expect(readFileSync(path.join(filesRoot(dataDir), file.uuid, file.name))).toEqual(file.bytes)
    }
    expect(events[0]).toEqual({ kind: 'found', files: files.length })
    expect(
      events
        .filter((e) => e.kind === 'copied')
        .map((e) => e.key)
        .sort(),
    ).toEqual(files.map((file) => keyOf(file, 'canopy/')).sort())
  })

  it('copies nothing on a second run: every file is already there', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 4)
    await migrateFiles({ from: dataDir, to: bucket.config })

    const second = wrappedClient(bucket.config)
    const result = await migrateFiles({ from: dataDir, to: bucket.config, client: second.client })

    expect(result).toMatchObject({ copied: 0, alreadyThere: files.length, failed: [] })
    expect(second.puts()).toEqual([])
    // The check is one HEAD per file: the bucket's MD5 of the object vouches for its bytes.
    expect(second.sent.filter((line) => line.startsWith('GetObject'))).toEqual([])
  })

  it('after a run that stopped midway, copies only what is missing', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 6)
    // The connection dies after the third copy: every copy after it fails.
    let puts = 0
    const broken = wrappedClient(bucket.config, async (command, send) => {
      if (command instanceof PutObjectCommand && ++puts > 3) throw new Error('socket hang up')
      return send(command)
    })

    const first = await migrateFiles({
      from: dataDir,
      to: bucket.config,
      client: broken.client,
      concurrency: 1,
    })

    expect(first.copied).toBe(3)
    expect(first.failed).toHaveLength(files.length - 3)
    expect(first.failed.every(({ reason }) => reason === 'socket hang up')).toBe(true)

    const again = wrappedClient(bucket.config)
    const second = await migrateFiles({ from: dataDir, to: bucket.config, client: again.client })

    expect(second).toMatchObject({ copied: files.length - 3, alreadyThere: 3, failed: [] })
    expect(again.puts().sort()).toEqual(first.failed.map(({ key }) => key).sort())
    for (const file of files)
      expect(await bucketBytes(bucket.config, file.uuid, file.name)).toEqual(file.bytes)
  })

  it('copies only the other half when half the files are in the bucket already', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 6)
    const half = files.slice(0, Math.floor(files.length / 2))
    const store = s3FileStore(bucket.config)
    for (const file of half) await store.write(file.uuid, file.name, file.bytes)

    const watched = wrappedClient(bucket.config)
    const result = await migrateFiles({ from: dataDir, to: bucket.config, client: watched.client })

    expect(result).toMatchObject({
      copied: files.length - half.length,
      alreadyThere: half.length,
      failed: [],
    })
    expect(watched.puts().sort()).toEqual(
      files
        .slice(half.length)
        .map((file) => keyOf(file))
        .sort(),
    )
  })

  it('copies over an object of the same size with other bytes', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const [file] = await seedLocal(dataDir, 1)
    await s3FileStore(bucket.config).write(file!.uuid, file!.name, randomBytes(file!.bytes.length))

    const result = await migrateFiles({ from: dataDir, to: bucket.config })

    expect(result).toMatchObject({ copied: 2, alreadyThere: 0, failed: [] })
    expect(await bucketBytes(bucket.config, file!.uuid, file!.name)).toEqual(file!.bytes)
  })

  it('compares the bytes when the ETag is no MD5 (a multipart upload)', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const [same, other] = await seedLocal(dataDir, 1)
    const store = s3FileStore(bucket.config)
    await store.write(same!.uuid, same!.name, same!.bytes)
    // Same size, other bytes: only reading them tells.
    await store.write(other!.uuid, other!.name, randomBytes(other!.bytes.length))
    const multipart = wrappedClient(bucket.config, async (command, send) => {
      const answer = await send(command)
      return command instanceof HeadObjectCommand
        ? { ...(answer as object), ETag: '"9b2cf535f27731c974343645a3985328-2"' }
        : answer
    })

    const result = await migrateFiles({ from: dataDir, to: bucket.config, client: multipart.client })

    expect(result).toMatchObject({ copied: 1, alreadyThere: 1, failed: [] })
    expect(multipart.puts()).toEqual([keyOf(other!)])
    expect(await bucketBytes(bucket.config, other!.uuid, other!.name)).toEqual(other!.bytes)
  })

  it('reports a file the bucket stores wrong as failed, and deletes the bad copy', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 3)
    const victim = files[1]!
    // After the bucket took the file, its bytes change on its disk (s3rver keeps an object at
    // {directory}/{bucket}/{key}._S3rver_object): what comes back is not what was sent.
    const objectFile = path.join(
      bucket.directory,
      bucket.bucket,
      victim.uuid,
      `${victim.name}._S3rver_object`,
    )
    const rotting = wrappedClient(bucket.config, async (command, send) => {
      const answer = await send(command)
      if (command instanceof PutObjectCommand && command.input.Key === keyOf(victim)) {
        expect(existsSync(objectFile)).toBe(true)
        const bytes = readFileSync(objectFile)
        const middle = bytes.length >> 1
        bytes[middle] = bytes[middle]! ^ 0xff
        writeFileSync(objectFile, bytes)
      }
      return answer
    })

    const result = await migrateFiles({ from: dataDir, to: bucket.config, client: rotting.client })

    expect(result.copied).toBe(files.length - 1)
    expect(result.failed).toEqual([{ key: keyOf(victim), reason: expect.stringContaining('SHA-256') }])
    expect(result.failed[0]!.reason).toMatch(/verification failed.*deleted/)
    expect(await bucketBytes(bucket.config, victim.uuid, victim.name)).toBeNull()

    // A run once the bucket behaves copies it.
    const retry = await migrateFiles({ from: dataDir, to: bucket.config })
    expect(retry).toMatchObject({ copied: 1, alreadyThere: files.length - 1, failed: [] })
    expect(await bucketBytes(bucket.config, victim.uuid, victim.name)).toEqual(victim.bytes)
  })

  it('skips unfinished writes and whatever is no stored file', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 2)
    const root = filesRoot(dataDir)
    const uuid = files[0]!.uuid
    writeFileSync(path.join(root, uuid, 'original.webp.3fa9c1d2e4b5.partial'), 'half a file')
    mkdirSync(path.join(root, uuid, 'nested'))
    writeFileSync(path.join(root, uuid, 'Thumbs db'), 'x')
    mkdirSync(path.join(root, 'not-a-uuid'))
    writeFileSync(path.join(root, 'not-a-uuid', 'original.webp'), 'x')
    writeFileSync(path.join(root, 'notes.txt'), 'x')

    const result = await migrateFiles({ from: dataDir, to: bucket.config })

    expect(result.copied).toBe(files.length)
    expect(result.skipped.map(({ path }) => path)).toEqual([
      `${uuid}/Thumbs db`,
      `${uuid}/nested`,
      `${uuid}/original.webp.3fa9c1d2e4b5.partial`,
      'not-a-uuid/',
      'notes.txt',
    ])
    expect(result.skipped.find(({ path }) => path.endsWith('.partial'))!.reason).toMatch(/unfinished/)
    expect(await bucketKeys(bucket.config)).toEqual(files.map((file) => keyOf(file)).sort())
  })

  it('writes nothing in a dry run, and says what it would copy', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 3)
    await s3FileStore(bucket.config).write(files[0]!.uuid, files[0]!.name, files[0]!.bytes)

    const result = await migrateFiles({ from: dataDir, to: bucket.config, dryRun: true })

    expect(result).toMatchObject({ copied: 0, alreadyThere: 1, failed: [] })
    expect(result.wouldCopy).toEqual(
      files
        .slice(1)
        .map((file) => keyOf(file))
        .sort(),
    )
    expect(await bucketKeys(bucket.config)).toEqual([keyOf(files[0]!)])
  })

  it('refuses a data folder without files', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    await expect(migrateFiles({ from: dataDir, to: bucket.config })).rejects.toThrow(MigrateSourceError)
    await expect(migrateFiles({ from: dataDir, to: bucket.config })).rejects.toThrow(/no folder .*files/)
  })
})

/** A proxy in front of the bucket that flips a byte in what GET answers for keys `corrupt` picks. */
async function corruptingProxy(endpoint: string, corrupt: (path: string) => boolean) {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      new URL(incoming.url!, endpoint),
      { method: incoming.method, headers: incoming.headers },
      async (answer) => {
        if (incoming.method !== 'GET' || !corrupt(incoming.url!) || answer.statusCode !== 200) {
          outgoing.writeHead(answer.statusCode!, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const bytes = await buffer(answer)
        bytes[0] = bytes[0]! ^ 0xff
        outgoing.writeHead(200, answer.headers)
        outgoing.end(bytes)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('npm run files:migrate', () => {
  const run = async (env: Record<string, string>, args: string[] = []) => {
    const child = spawnNode(['src/server/files/migrate.main.ts', ...args], env)
    const { code } = await child.exited
    return { code, output: child.output() }
  }

  it('copies the data folder into the bucket, says so, and copies nothing the second time', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 3)
    const leftover = `${files[0]!.uuid}/original.webp.0a1b2c3d4e5f.partial`
    writeFileSync(path.join(filesRoot(dataDir), leftover), 'half a file')

    const first = await run({ ...bucket.env, DATA_DIR: dataDir })

    expect(first.output).toContain(`Copied ${files.length}, already there 0, failed 0 (verified by SHA-256).`)
    expect(first.output).toContain(`${filesRoot(dataDir)} is untouched: it can be deleted once`)
    expect(first.output).toContain(`Skipped ${leftover}: an unfinished write`)
    expect(first.output).toContain('Skipped 1 entry that is not a stored file')
    expect(await bucketKeys(bucket.config)).toEqual(files.map((file) => keyOf(file)).sort())
    expect(first.code).toBe(0)
    for (const file of files)
      expect(await bucketBytes(bucket.config, file.uuid, file.name)).toEqual(file.bytes)

    const second = await run({ ...bucket.env, DATA_DIR: dataDir })
    expect(second.output).toContain(`Copied 0, already there ${files.length}, failed 0`)
    expect(second.code).toBe(0)
  })

  it('exits 1 and names the file when a copy does not read back the same', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 2)
    const victim = files[0]!
    const proxy = await corruptingProxy(bucket.endpoint, (url) => url.includes(keyOf(victim)))

    const { code, output } = await run({ ...bucket.env, S3_ENDPOINT: proxy, DATA_DIR: dataDir })

    expect(output).toMatch(new RegExp(`Failed ${keyOf(victim)}: verification failed`))
    expect(output).toContain(`Copied ${files.length - 1}, already there 0, failed 1 (verified by SHA-256).`)
    expect(output).toContain('1 file was not copied (listed above). Run npm run files:migrate again')
    expect(code).toBe(1)
    expect(await bucketBytes(bucket.config, victim.uuid, victim.name)).toBeNull()
  })

  it('lists what it would copy in a dry run, with a progress line every 100 files, and writes nothing', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    const files = await seedLocal(dataDir, 140, 40)
    expect(files).toHaveLength(210)

    const { code, output } = await run({ ...bucket.env, DATA_DIR: dataDir }, ['--dry-run'])

    expect(code).toBe(0)
    for (const file of files) expect(output).toContain(`Would copy ${keyOf(file)} (`)
    expect(output).toContain('  100 of 210 files: would copy 100, already there 0, failed 0')
    expect(output).toContain('  200 of 210 files: would copy 200, already there 0, failed 0')
    expect(output).toContain('Dry run: would copy 210, already there 0, failed 0. Nothing was written.')
    expect(await bucketKeys(bucket.config)).toEqual([])
  })

  it('says which variables to set, and exits 1, without FILE_STORE=s3', async () => {
    const dataDir = tempDataDir()
    await seedLocal(dataDir, 1)

    const local = await run({ FILE_STORE: '', DATA_DIR: dataDir })
    expect(local.code).toBe(1)
    expect(local.output).toContain('FILE_STORE is not s3')
    for (const variable of ['FILE_STORE=s3', 'S3_BUCKET=', 'S3_ENDPOINT=', 'AWS_ACCESS_KEY_ID='])
      expect(local.output).toContain(variable)

    const noBucket = await run({ FILE_STORE: 's3', S3_BUCKET: '', DATA_DIR: dataDir })
    expect(noBucket.code).toBe(1)
    expect(noBucket.output).toContain('FILE_STORE=s3 needs S3_BUCKET')
  })

  it('exits 1 before copying anything when the bucket is not there', async () => {
    const bucket = await bucketForTest()
    const dataDir = tempDataDir()
    await seedLocal(dataDir, 1)

    const { code, output } = await run({ ...bucket.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: dataDir })

    expect(code).toBe(1)
    expect(output).toContain('The bucket no-such-bucket is not reachable')
    expect(output).toContain('Nothing was copied.')
  })
})
