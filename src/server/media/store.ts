import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { isFileUuid } from '../../domain/feedback.ts'

/**
 * Where the bytes of uploaded media and feedback screenshots live. An object is a folder named by a
 * server-generated uuid holding a few named files (`original.webp`, `small.webp`), written once and
 * never changed: a new image gets a new uuid. The app serves them at `/file/{uuid}/{name}`
 * (`serve.ts`). The local folder `DATA_DIR/files` is the default; another store (S3-compatible, see
 * docs/choices.md, "Another store") implements the same three operations.
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
  /** The bytes, read when asked. */
  stream(): Readable
}

/** Plain names only (`original.webp`): letters and digits, with single `.`, `_` or `-` between them. */
const FILE_NAME = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/i
const MAX_NAME = 64

export const isFileName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= MAX_NAME && FILE_NAME.test(name)

export const filesRoot = (dataDir: string) => path.join(dataDir, 'files')

/** The path of `name` in the object `uuid` below `root`, or null when either could leave the folder. */
function filePath(root: string, uuid: string, name?: string): string | null {
  if (!isFileUuid(uuid) || (name !== undefined && !isFileName(name))) return null
  const resolved = path.resolve(root, uuid, ...(name === undefined ? [] : [name]))
  // The checks above already rule out separators and `..`; this holds whatever they miss.
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null
}

const notAPath = (uuid: string, name?: string) =>
  new Error(
    `Not a stored file: ${JSON.stringify(uuid)}${name === undefined ? '' : ` ${JSON.stringify(name)}`}`,
  )

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** The store in a local folder: `DATA_DIR/files/{uuid}/{name}`. */
export function localFileStore(dataDir: string): FileStore {
  const root = filesRoot(dataDir)
  return {
    async write(uuid, name, data) {
      const target = filePath(root, uuid, name)
      if (!target) throw notAPath(uuid, name)
      await mkdir(path.dirname(target), { recursive: true })
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`
      try {
        await writeFile(partial, data)
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true }).catch(() => {})
        throw error
      }
    },
    async remove(uuid) {
      const folder = filePath(root, uuid)
      if (!folder) throw notAPath(uuid)
      await rm(folder, { recursive: true, force: true })
    },
    async open(uuid, name) {
      const target = filePath(root, uuid, name)
      if (!target) return null
      try {
        const info = await stat(target)
        if (!info.isFile()) return null
        return {
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          stream: () => createReadStream(target),
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
  }
}
