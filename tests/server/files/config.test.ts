import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  describeFileStore,
  FileStoreConfigError,
  readFileStoreConfig,
} from '../../../src/server/files/config.ts'
import { freePort } from '../../support/ports.ts'
import {
  killProcessesAfterEach,
  loginOverHttp,
  SERVER_TEST_MS,
  spawnNode,
  startServerProcess,
  stopProcess,
} from '../support/server-process.ts'

// FILE_STORE and the S3_* variables, as an operator writes them (README.md, docs/deploy.md).

describe('the file store configuration', () => {
  it('is the data folder when nothing is said', () => {
    expect(readFileStoreConfig({})).toEqual({ kind: 'local' })
    expect(readFileStoreConfig({ FILE_STORE: ' Local ' })).toEqual({ kind: 'local' })
    expect(describeFileStore({ kind: 'local' }, '/srv/data')).toBe('the folder /srv/data/files')
  })

  it('reads a bucket on AWS with its region, and another service with path-style addresses', () => {
    expect(
      readFileStoreConfig({ FILE_STORE: 's3', S3_BUCKET: 'canopy-media', AWS_REGION: 'eu-west-1' }),
    ).toEqual({
      kind: 's3',
      bucket: 'canopy-media',
      prefix: '',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      timeoutMs: 10_000,
    })
    const minio = readFileStoreConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_PREFIX: 'canopy',
      S3_TIMEOUT_MS: '2500',
    })
    expect(minio).toMatchObject({
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'canopy/',
      timeoutMs: 2500,
    })
    expect(describeFileStore(minio, '/srv/data')).toBe(
      'S3 bucket media/canopy/ at https://minio.internal:9000',
    )
    const r2 = {
      FILE_STORE: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'https://r2.example',
      S3_FORCE_PATH_STYLE: 'false',
    }
    expect(readFileStoreConfig(r2)).toMatchObject({ forcePathStyle: false })
  })

  it('says what is wrong with a configuration that cannot work', () => {
    const wrong: [NodeJS.ProcessEnv, string][] = [
      [{ FILE_STORE: 'ftp' }, 'FILE_STORE must be "local" or "s3", not "ftp".'],
      [{ FILE_STORE: 's3' }, 'FILE_STORE=s3 needs S3_BUCKET, the bucket to keep the files in.'],
      [
        { FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' },
        'S3_ENDPOINT must be an http:// or https:// address, not "minio:9000".',
      ],
    ]
    for (const [env, message] of wrong) {
      expect(() => readFileStoreConfig(env)).toThrow(FileStoreConfigError)
      expect(() => readFileStoreConfig(env)).toThrow(message)
    }
  })
})

describe('a server started with a file store that cannot work', () => {
  killProcessesAfterEach()
  it('exits 1 before opening anything, saying which variable to set', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const run = spawnNode(['src/server/main.ts'], { FILE_STORE: 's3', S3_BUCKET: '', PORT: '0' })
    expect(await run.exited).toEqual({ code: 1, signal: null })
    expect(run.output()).toContain('FILE_STORE=s3 needs S3_BUCKET, the bucket to keep the files in.')
  })
})

describe('a server started with a bucket nobody answers', () => {
  killProcessesAfterEach()
  // A real server's start: on CI's loaded cores most of a minute (stop 37: past the default 30 s).
  it('says so, and serves the console, answering 503 for files until the bucket answers', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'canopy-no-bucket-'))
    const endpoint = `http://127.0.0.1:${await freePort()}`
    try {
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        FILE_STORE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: endpoint,
        S3_TIMEOUT_MS: '2000',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      })
      expect(server.output()).toContain(`files:    S3 bucket media at ${endpoint}`)
      expect(server.output()).toContain(`The file store (S3 bucket media at ${endpoint}) does not answer:`)
      expect((await fetch(`${server.url}/api/status`)).status).toBe(200)
      // An admin asks for a file (no media row: a feedback screenshot's place), and the store is asked.
      const cookie = await loginOverHttp(server.url)
      const file = await fetch(`${server.url}/file/5f0c8c5e-8f3e-4a51-9d43-3f9a1b2c4d5e/original.webp`, {
        headers: { cookie },
      })
      expect(file.status).toBe(503)
      expect(file.headers.get('cache-control')).toBe('no-store')
      await stopProcess(server)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
