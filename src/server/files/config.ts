import { localFileStore } from './local.ts'
import type { S3StoreConfig } from './s3.ts'
import type { FileStore } from './store.ts'

/** Which store holds the files: the data folder (default) or a bucket (`FILE_STORE=s3`). */
export type FileStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3StoreConfig)

export const DEFAULT_S3_TIMEOUT_MS = 10_000

/** A configuration that cannot work, said before anything starts. */
export class FileStoreConfigError extends Error {}

/**
 * `FILE_STORE` (`local` or `s3`) and, for s3, `S3_BUCKET` (required), `S3_REGION` (else
 * `AWS_REGION`, else us-east-1), `S3_ENDPOINT` (another S3-compatible service), `S3_FORCE_PATH_STYLE`
 * (default: on with an endpoint), `S3_PREFIX`, `S3_TIMEOUT_MS`. The keys come the SDK's usual way
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, a profile or a role); docs/deploy.md has examples.
 */
export function readFileStoreConfig(env: NodeJS.ProcessEnv): FileStoreConfig {
  const kind = (env.FILE_STORE ?? 'local').trim().toLowerCase() || 'local'
  if (kind === 'local') return { kind: 'local' }
  if (kind !== 's3')
    throw new FileStoreConfigError(`FILE_STORE must be "local" or "s3", not ${JSON.stringify(kind)}.`)
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket)
    throw new FileStoreConfigError('FILE_STORE=s3 needs S3_BUCKET, the bucket to keep the files in.')
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:$/.test(URL.canParse(endpoint) ? new URL(endpoint).protocol : ''))
    throw new FileStoreConfigError(
      `S3_ENDPOINT must be an http:// or https:// address, not ${JSON.stringify(endpoint)}.`,
    )
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase()
  const timeoutMs = Number(env.S3_TIMEOUT_MS ?? DEFAULT_S3_TIMEOUT_MS)
  const prefix = env.S3_PREFIX?.trim() ?? ''
  return {
    kind: 's3',
    bucket,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle:
      pathStyle === undefined || pathStyle === '' ? endpoint !== undefined : pathStyle === 'true',
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_S3_TIMEOUT_MS,
  }
}

/** The bucket's store, its SDK (150 ms and 20 MB at a start) loaded only once a file is asked for. */
const loadS3FileStore = (config: S3StoreConfig) =>
  import('./s3.ts').then(({ s3FileStore }) => s3FileStore(config))

/** A store as a configuration opens it; a bucket can also be asked whether it answers. */
export type ConfiguredFileStore = FileStore & {
  /** Rejects when the bucket does not answer (or does not exist); the folder has nothing to check. */
  check?: () => Promise<void>
}

/**
 * The store a configuration names; the local one keeps its files in `dataDir/files`. A server on
 * the default folder never loads the S3 client.
 */
export function openFileStore(config: FileStoreConfig, dataDir: string): ConfiguredFileStore {
  if (config.kind === 'local') return localFileStore(dataDir)
  let store: ReturnType<typeof loadS3FileStore> | undefined
  const bucket = () => {
    store ??= loadS3FileStore(config)
    return store
  }
  return {
    write: async (uuid, name, data) => (await bucket()).write(uuid, name, data),
    remove: async (uuid) => (await bucket()).remove(uuid),
    open: async (uuid, name) => (await bucket()).open(uuid, name),
    check: async () => (await bucket()).check(),
  }
}

/** How the start-up lines name the store. */
export function describeFileStore(config: FileStoreConfig, dataDir: string): string {
  if (config.kind === 'local') return `the folder ${dataDir}/files`
  const where = config.endpoint ? ` at ${config.endpoint}` : ` (AWS, ${config.region})`
  return `S3 bucket ${config.bucket}${config.prefix ? `/${config.prefix}` : ''}${where}`
}
