import { createHash } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { isFileUuid } from '../../domain/feedback.ts'
import { filesRoot } from './local.ts'
import { isMissingKey, type S3StoreConfig, s3Client } from './s3.ts'
import { isFileName } from './store.ts'

/**
 * `npm run files:migrate` (migrate.main.ts): copies the local store's folder `DATA_DIR/files` into
 * a bucket, for a deployment going from one server to several. Resumable: a file whose object is
 * already there (same size, and the bucket's MD5 or, failing that, the SHA-256 of its bytes) is not
 * copied again, so an interrupted run is simply run again. Each copy is read back and compared by
 * SHA-256; one that differs is deleted and reported. One file failing never stops the others. The
 * local folder is only read.
 */

export type MigrateOptions = {
  /** The data folder (`DATA_DIR`): the files are in its `files` folder. */
  from: string
  /** The bucket, as the servers will use it (`FILE_STORE=s3`). */
  to: S3StoreConfig
  /** A client for the bucket; one from `to` (and closed at the end) when not given. */
  client?: S3Client
  /** Told about each file as it goes (and once about how many there are). */
  onProgress?: (event: MigrateEvent) => void
  /** How many files are copied at once (4). */
  concurrency?: number
  /** Only looks: says which files would be copied, writes and deletes nothing. */
  dryRun?: boolean
}

export type MigrateEvent =
  /** The folder is read: this many files to look at (after `skipped` ones). */
  | { kind: 'found'; files: number }
  /** An entry of the folder that is no stored file (an unfinished write, a stray folder). */
  | { kind: 'skipped'; path: string; reason: string }
  | { kind: 'copied'; key: string; size: number }
  | { kind: 'already-there'; key: string }
  /** A dry run's file that a real run would copy. */
  | { kind: 'would-copy'; key: string; size: number }
  | { kind: 'failed'; key: string; reason: string }

export type MigrateResult = {
  /** Files copied and verified (none in a dry run). */
  copied: number
  /** Files whose object was already in the bucket with the same bytes. */
  alreadyThere: number
  /** The keys a dry run would copy ([] in a real run). */
  wouldCopy: string[]
  /** Files not copied (or copied wrong, and deleted again), by key, sorted. */
  failed: { key: string; reason: string }[]
  /** Entries that are no stored file, by path in the files folder, sorted. */
  skipped: { path: string; reason: string }[]
}

/** The files folder is not there (a wrong DATA_DIR, most likely). */
export class MigrateSourceError extends Error {}

export const DEFAULT_MIGRATE_CONCURRENCY = 4

type LocalFile = { uuid: string; name: string; file: string; key: string }

const isMissingPath = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/** An error as one line of a report. */
export function describeError(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode
    const detail = error.message && error.message !== error.name ? `: ${error.message}` : ''
    return `${error.name}${status ? ` (HTTP ${status})` : ''}${detail}`
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return error.message || code || error.name
  }
  return String(error)
}

const kindOf = (entry: Dirent) =>
  entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : entry.isSymbolicLink() ? 'link' : 'entry'

/** The files below `root` that the store could have written, and what else is there. */
async function listFiles(root: string, config: S3StoreConfig) {
  const files: LocalFile[] = []
  const skipped: { path: string; reason: string }[] = []
  let folders: Dirent[]
  try {
    folders = await readdir(root, { withFileTypes: true })
  } catch (error) {
    if (isMissingPath(error))
      throw new MigrateSourceError(`There is no folder ${root}: nothing to copy (is DATA_DIR right?).`)
    throw error
  }
  for (const folder of folders) {
    if (!folder.isDirectory()) {
      skipped.push({ path: folder.name, reason: `a ${kindOf(folder)} where only folders belong` })
      continue
    }
    if (!isFileUuid(folder.name)) {
      skipped.push({ path: `${folder.name}/`, reason: 'not a file folder (its name is no uuid)' })
      continue
    }
    for (const entry of await readdir(path.join(root, folder.name), { withFileTypes: true })) {
      const relative = `${folder.name}/${entry.name}`
      if (entry.name.endsWith('.partial'))
        skipped.push({ path: relative, reason: 'an unfinished write (.partial), never served' })
      else if (!entry.isFile()) skipped.push({ path: relative, reason: `a ${kindOf(entry)}, not a file` })
      else if (!isFileName(entry.name))
        skipped.push({ path: relative, reason: 'not a file name the store uses' })
      else
        files.push({
          uuid: folder.name,
          name: entry.name,
          file: path.join(root, folder.name, entry.name),
          key: `${config.prefix}${folder.name}/${entry.name}`,
        })
    }
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  files.sort((a, b) => byText(a.key, b.key))
  skipped.sort((a, b) => byText(a.path, b.path))
  return { files, skipped }
}

/** The SHA-256 (hex) of an object's bytes, streamed; null when there is no such object. */
async function objectSha256(client: S3Client, Bucket: string, Key: string): Promise<string | null> {
  const answer = await client.send(new GetObjectCommand({ Bucket, Key })).catch((error) => {
    if (isMissingKey(error)) return null
    throw error
  })
  if (!answer?.Body) return null
  const hash = createHash('sha256')
  for await (const chunk of answer.Body as Readable) hash.update(chunk as Uint8Array)
  return hash.digest('hex')
}

/** An ETag without its quotes: the MD5 of the bytes for a plain upload (not for a multipart one, `…-3`, nor some encrypted ones). */
const etagHex = (etag: string | undefined) => etag?.replace(/^W\//, '').replace(/"/g, '').toLowerCase()

export async function migrateFiles(options: MigrateOptions): Promise<MigrateResult> {
  const { from, to, onProgress = () => {}, dryRun = false } = options
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_MIGRATE_CONCURRENCY))
  const client = options.client ?? s3Client(to)
  const Bucket = to.bucket
  const result: MigrateResult = { copied: 0, alreadyThere: 0, wouldCopy: [], failed: [], skipped: [] }
  try {
    const { files, skipped } = await listFiles(filesRoot(from), to)
    result.skipped = skipped
    for (const entry of skipped) onProgress({ kind: 'skipped', ...entry })
    onProgress({ kind: 'found', files: files.length })

    /** Whether the bucket already holds exactly these bytes at `key`. */
    const alreadyThere = async (key: string, data: Uint8Array, md5: string, sha256: string) => {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key })).catch((error) => {
        if (isMissingKey(error)) return null
        throw error
      })
      if (!head || head.ContentLength !== data.byteLength) return false
      if (etagHex(head.ETag) === md5) return true
      // An ETag that is no MD5 of the bytes (multipart, some encryption) says nothing: the bytes do.
      return (await objectSha256(client, Bucket, key)) === sha256
    }

    const migrate = async ({ file, key }: LocalFile) => {
      const data = await readFile(file)
      const md5 = createHash('md5').update(data).digest()
      const sha256 = createHash('sha256').update(data).digest('hex')
      if (await alreadyThere(key, data, md5.toString('hex'), sha256)) {
        result.alreadyThere++
        onProgress({ kind: 'already-there', key })
        return
      }
      if (dryRun) {
        result.wouldCopy.push(key)
        onProgress({ kind: 'would-copy', key, size: data.byteLength })
        return
      }
      // The bucket checks the bytes it receives against their MD5 and refuses damaged ones.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ContentMD5: md5.toString('base64'),
          ContentType: 'image/webp',
        }),
      )
      let stored: string | null
      try {
        stored = await objectSha256(client, Bucket, key)
      } catch (error) {
        throw new Error(`copied, but could not be read back to verify: ${describeError(error)}`)
      }
      if (stored !== sha256) {
        const what =
          stored === null ? 'the bucket has no object after the copy' : 'the bucket returned other bytes'
        const removed = await client.send(new DeleteObjectCommand({ Bucket, Key: key })).then(
          () => 'the object was deleted',
          (error) => `deleting it failed too (${describeError(error)}): delete it by hand`,
        )
        throw new Error(`verification failed: ${what} (SHA-256 differs); ${removed}`)
      }
      result.copied++
      onProgress({ kind: 'copied', key, size: data.byteLength })
    }

    let next = 0
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++]!
        try {
          await migrate(file)
        } catch (error) {
          const reason = describeError(error)
          result.failed.push({ key: file.key, reason })
          onProgress({ kind: 'failed', key: file.key, reason })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker))
    result.failed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    result.wouldCopy.sort()
    return result
  } finally {
    if (!options.client) client.destroy()
  }
}
