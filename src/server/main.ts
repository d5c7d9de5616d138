import { buildApp } from './app.ts'
import { readConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { DataDirLockedError, lockDataDir } from './db/lock.ts'
import { seedDatabase } from './seed/index.ts'

const startedAt = performance.now()
const config = readConfig()
let releaseLock = () => {}

try {
  if (!config.databaseUrl) releaseLock = lockDataDir(config.dataDir)
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  throw error
}

const database = await openDatabase(
  config.databaseUrl
    ? {
        url: config.databaseUrl,
        onConnectionError: (error) =>
          console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on next use.`),
      }
    : { dataDir: `${config.dataDir}/pg` },
)
await database.migrate()
const seed = await seedDatabase(database.db, {
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  demo: config.seedDemo,
  dataDir: config.dataDir,
})
const app = await buildApp({ db: database.db, config })
await app.listen({ port: config.port, host: config.host })

const { port } = app.server.address() as { port: number }
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
const engine = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
console.log(`\nCanopy CMS ${config.version} is running at ${url}`)
console.log(`  database: ${engine}`)
if (seed.firstStart) {
  console.log(`  log in:   ${seed.adminEmail}`)
  console.log(
    seed.passwordGenerated
      ? `  password: ${seed.password}   (generated; shown only this once, set ADMIN_PASSWORD to choose one)`
      : '  password: the value of ADMIN_PASSWORD',
  )
} else {
  console.log(`  log in:   ${seed.adminEmail} (password as set on first start)`)
}
console.log(`  ready in ${Math.round(performance.now() - startedAt)} ms\n`)

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info(`${signal}: shutting down`)
  await app.close().catch(() => {})
  await database.close().catch(() => {})
  releaseLock()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('exit', () => releaseLock())
