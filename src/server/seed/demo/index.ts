import { serverAreas } from '../../areas/index.ts'
import type { Db } from '../../db/client.ts'
import type { FileStore } from '../../files/store.ts'

/**
 * What a seed may need beyond the database: where its files go, a file store or the data folder
 * whose `files/` is one (both absent in most tests: no files are written).
 */
export type DemoSeedContext = { dataDir?: string; files?: FileStore }

export type DemoSeed = (db: Db, now: Date, context: DemoSeedContext) => Promise<void>

/** Each area's demo content, in the manifest's order (src/server/areas/index.ts). */
export const demoSeeds = (): DemoSeed[] => serverAreas.flatMap((area) => area.demo ?? [])
