import { serverAreas } from '../../areas/index.ts'
import type { Db } from '../../db/client.ts'

/** What a seed may need beyond the database: the data folder for files (absent in tests: no files). */
export type DemoSeedContext = { dataDir?: string }

export type DemoSeed = (db: Db, now: Date, context: DemoSeedContext) => Promise<void>

/** Each area's demo content, in the manifest's order (src/server/areas/index.ts). */
export const demoSeeds = (): DemoSeed[] => serverAreas.flatMap((area) => area.demo ?? [])
