import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type FileStore, isStoreKey, notAStoreKey } from './store.ts'

export const filesRoot = (dataDir: string) => path.join(dataDir, 'files')

/** The path of `name` in the object `uuid` below `root`, or null when either could leave the folder. */
function filePath(root: string, uuid: string, name?: string): string | null {
  if (!isStoreKey(uuid, name)) return null
  const resolved = path.resolve(root, uuid, ...(name === undefined ? [] : [name]))
  // The checks above already rule out separators and `..`; this holds whatever they miss.
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** The store in a local folder: `DATA_DIR/files/{uuid}/{name}`. One server's disk: the default. */
export function localFileStore(dataDir: string): FileStore {
  const root = filesRoot(dataDir)
  return {
    async write(uuid, name, data) {
      const target = filePath(root, uuid, name)
      if (!target) throw notAStoreKey(uuid, name)
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
      if (!folder) throw notAStoreKey(uuid)
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
          discard: () => {},
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
  }
}
