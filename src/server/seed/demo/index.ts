import type { Db } from '../../db/client.ts'
import { seedDemoCategories } from './categories.ts'
import { seedDemoDataTables } from './data-tables.ts'
import { seedDemoFeedback } from './feedback.ts'
import { seedDemoLabels } from './labels.ts'
import { seedDemoUsers } from './users.ts'

/** What a seed may need beyond the database: the data folder for files (absent in tests: no files). */
export type DemoSeedContext = { dataDir?: string }

export type DemoSeed = (db: Db, now: Date, context: DemoSeedContext) => Promise<void>

/** Each area adds its demo content here, in dependency order. */
export const demoSeeds: DemoSeed[] = [
  seedDemoUsers,
  seedDemoCategories,
  seedDemoFeedback,
  seedDemoLabels,
  seedDemoDataTables,
]
