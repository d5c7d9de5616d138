import type { Readable } from 'node:stream'
import { isFileUuid } from '../../domain/feedback.ts'
import { HttpError } from '../errors.ts'

/**
 * Where the bytes of uploaded media and feedback screenshots live. An object is a folder named by a
 * server-generated uuid holding a few named files (`original.webp`, `small.webp`), written once and
 * never changed: a new image gets a new uuid. The app serves them at `/file/{uuid}/{name}`
 * (`media/serve.ts`). Two stores implement it: the local folder `DATA_DIR/files` (`local.ts`, the
 * default) and an S3-compatible bucket (`s3.ts`, `FILE_STORE=s3`, for several servers); the
 * contract test holds both to the same behaviour.
 */
export interface FileStore {
  /** Writes one file of the object `uuid` (creating the object), whole or not at all. */
  write(uuid: string, name: string, data: Uint8Array): Promise<void>
  /** Removes the object `uuid` with all its files; an object already gone is fine. */
  remove(uuid: string): Promise<void>
  /** One file, for serving; null when there is none (or the uuid or name could never be one). */
  open(uuid: string, name: string): Promise<StoredFile | null>
}

/** A stored file as the file route serves it. */
export type StoredFile = {
  size: number
  /** A strong validator of these bytes (quoted, as the `ETag` header carries it). */
  etag: string
  /** The bytes, streamed from the store (never read whole into memory). Call once. */
  stream(): Readable
  /** Lets go of the file without reading it (a 304): a bucket's open answer is closed. */
  discard(): void
}

/** Plain names only (`original.webp`): letters and digits, with single `.`, `_` or `-` between them. */
const FILE_NAME = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/i
const MAX_NAME = 64

export const isFileName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= MAX_NAME && FILE_NAME.test(name)

/** Whether `uuid` and `name` (when given) can name a stored file: nothing that could leave the store. */
export const isStoreKey = (uuid: unknown, name?: unknown): uuid is string =>
  isFileUuid(uuid) && (name === undefined || isFileName(name))

/** The error for a uuid or name no store holds (a programming error: routes check them first). */
export const notAStoreKey = (uuid: string, name?: string) =>
  new Error(
    `Not a stored file: ${JSON.stringify(uuid)}${name === undefined ? '' : ` ${JSON.stringify(name)}`}`,
  )

export const FILE_STORE_UNAVAILABLE_MESSAGE =
  'The file store is not reachable right now. Try again in a moment.'

/** The store failed (refused, slow, out of reach): 503, the request was fine. */
export const fileStoreUnavailable = (cause: unknown) =>
  Object.assign(new HttpError(503, FILE_STORE_UNAVAILABLE_MESSAGE), { cause })
