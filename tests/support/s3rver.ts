import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no types; what is used here is typed below.
import S3rverModule from 's3rver'
import type { S3StoreConfig } from '../../src/server/files/s3.ts'

// A real S3-compatible server on loopback for the tests and benches (s3rver, from the npm
// registry): a bucket in a temporary folder, reached with the keys s3rver accepts. Nothing leaves
// the machine.

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> }
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rverInstance

/** The keys s3rver accepts (its defaults). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type TestBucket = {
  endpoint: string
  bucket: string
  /** Where s3rver keeps the objects (to delete one behind the server's back). */
  directory: string
  /** The store's configuration for this bucket (`s3FileStore(config)`). */
  config: S3StoreConfig
  /** The environment a server process needs to use this bucket. */
  env: Record<string, string>
  close(): Promise<void>
}

/** Starts s3rver with one empty bucket (`media` unless named). */
export async function startTestBucket(bucket = 'media', timeoutMs = 5000): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'canopy-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    directory,
    config: bucketConfig(endpoint, bucket, timeoutMs),
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** The store's configuration for `bucket` at `endpoint` (another endpoint: a faulty proxy in front). */
export function bucketConfig(endpoint: string, bucket: string, timeoutMs = 5000): S3StoreConfig {
  return {
    bucket,
    prefix: '',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    timeoutMs,
    credentials: S3RVER_KEYS,
  }
}
