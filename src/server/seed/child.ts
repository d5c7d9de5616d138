// The first start's seeding, run by src/server/seed/inChildProcess.ts in a process of its own:
// opens the (migrated) database of the environment, seeds it and sends the result to its parent.
import { readConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { openFileStore } from '../files/config.ts'
import { seedDatabase } from './index.ts'

const config = readConfig()
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pg` },
)
try {
  const result = await seedDatabase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    dataDir: config.dataDir,
    files: openFileStore(config.files, config.dataDir),
  })
  // The demo content is the first start's bulk write: its WAL need not outlive it.
  await database.checkpoint()
  process.send?.(result)
} finally {
  await database.close()
}
