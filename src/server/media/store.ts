import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isFileUuid } from '../../domain/feedback.ts'

/**
 * The file store on disk: `DATA_DIR/files/{uuid}/{name}`, served by the app at `/file/{uuid}/{name}`
 * (SPEC §2). Only server-generated uuids and plain file names ever become paths.
 */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'files')

export function fileFolder(dataDir: string, uuid: string): string {
  if (!isFileUuid(uuid)) throw new Error(`Not a file uuid: ${JSON.stringify(uuid)}`)
  return path.join(filesRoot(dataDir), uuid)
}

const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.[a-z0-9]+$/i

/** Writes one file of a stored object, e.g. `writeFileOf(dataDir, uuid, 'original.webp', buffer)`. */
export async function writeFileOf(dataDir: string, uuid: string, name: string, data: Buffer | Uint8Array) {
  if (!FILE_NAME.test(name) || name.includes('..'))
    throw new Error(`Not a file name: ${JSON.stringify(name)}`)
  const folder = fileFolder(dataDir, uuid)
  await mkdir(folder, { recursive: true })
  await writeFile(path.join(folder, name), data)
}

/** Removes a stored object's folder with all its files; a folder that is already gone is fine. */
export async function removeFiles(dataDir: string, uuid: string) {
  await rm(fileFolder(dataDir, uuid), { recursive: true, force: true })
}
