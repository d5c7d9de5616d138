import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { type FileStore, isStoreKey, notAStoreKey } from './store.ts'

/** Where the files go in a bucket: `{prefix}{uuid}/{name}`. */
export type S3StoreConfig = {
  bucket: string
  /** A key prefix (`canopy/`), so one bucket can hold several things; '' for none. */
  prefix: string
  region: string
  /** Another S3-compatible service (MinIO, R2, Scaleway, …); AWS's own when undefined. */
  endpoint?: string
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean
  /** How long a connection, and a request's silence, may last before it fails (503). */
  timeoutMs: number
  /** Keys; undefined: the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Attempts per operation (one retry): a refused or silent endpoint answers 503 within two timeouts. */
const ATTEMPTS = 2

/** What a missing key answers: GetObject's NoSuchKey, HeadObject's bare 404. */
export const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/** An S3 client for the store (also what `files:migrate` uses to check what it copied). */
export function s3Client(config: S3StoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: ATTEMPTS,
    // A bucket that does not connect, does not answer, or stalls mid-file fails the operation
    // (the request timeout only warns unless told to throw).
    requestHandler: {
      connectionTimeout: config.timeoutMs,
      requestTimeout: config.timeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: config.timeoutMs,
    },
    // Checksums only where the API requires them: the newer default (trailing CRC checksums)
    // is refused by several S3-compatible services; each write sends its Content-MD5 instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/**
 * The store in an S3-compatible bucket, shared by every server (`FILE_STORE=s3`). A PUT is atomic
 * (a reader sees the whole object or none) and carries its MD5, so the bucket refuses bytes that
 * arrive damaged. A missing key is no file; anything else the bucket does wrong (refusing, a
 * missing bucket, slow, out of reach) is thrown as the SDK says it, and the callers answer 503 for
 * every store alike (`media/serve.ts`, `writeMediaFiles`).
 */
export function s3FileStore(
  config: S3StoreConfig,
  client: S3Client = s3Client(config),
): FileStore & {
  /** Whether the bucket answers (and exists): what the server checks when it starts. */
  check(): Promise<void>
} {
  const key = (uuid: string, name: string) => `${config.prefix}${uuid}/${name}`
  const Bucket = config.bucket
  return {
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    async write(uuid, name, data) {
      if (!isStoreKey(uuid, name)) throw notAStoreKey(uuid, name)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(uuid, name),
          Body: data,
          ContentLength: data.byteLength,
          ContentMD5: createHash('md5').update(data).digest('base64'),
          ContentType: 'image/webp',
        }),
      )
    },
    async remove(uuid) {
      if (!isStoreKey(uuid)) throw notAStoreKey(uuid)
      // An object holds a few files: listed (whatever their names) and deleted one by one, which
      // every S3-compatible service takes (a batch delete needs checksums some refuse).
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${config.prefix}${uuid}/`,
            ContinuationToken: token,
          }),
        )
        await Promise.all(
          (page.Contents ?? []).map(({ Key }) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        )
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async open(uuid, name) {
      if (!isStoreKey(uuid, name)) return null
      const answer = await client
        .send(new GetObjectCommand({ Bucket, Key: key(uuid, name) }))
        .catch((error: unknown) => {
          if (isMissingKey(error)) return null
          throw error
        })
      if (!answer?.Body) return null
      const body = answer.Body as Readable
      return {
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${(answer.ContentLength ?? 0).toString(16)}"`,
        stream: () => body,
        discard: () => body.destroy(),
      }
    },
  }
}
