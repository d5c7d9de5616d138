import type { Db } from '../../db/client.ts'
import { seedDemoDataTables } from './data-tables.ts'
import { seedDemoLabels } from './labels.ts'
import { seedDemoUsers } from './users.ts'

export type DemoSeed = (db: Db, now: Date) => Promise<void>

/** Each area adds its demo content here, in dependency order. */
export const demoSeeds: DemoSeed[] = [seedDemoUsers, seedDemoLabels, seedDemoDataTables]
