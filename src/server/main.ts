import { buildApp } from './app.ts'
import { readConfig } from './config.ts'
import { openDatabase, PGLITE_CHECKPOINT_INTERVAL_MS } from './db/client.ts'
import { DataDirLockedError, lockDataDir } from './db/lock.ts'
import { seedInChildProcess } from './seed/inChildProcess.ts'
import { seededAdmin } from './seed/index.ts'

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

const open = () =>
  openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onConnectionError: (error) =>
            console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on next use.`),
        }
      : { dataDir: `${config.dataDir}/pg` },
  )
let database = await open()
await database.migrate()
await database.checkpoint()
let seed = await seededAdmin(database.db, config.adminEmail)
if (!seed) {
  // The first start seeds in a child process (its memory goes with it); PGlite has one user at a time.
  if (database.engine === 'pglite') await database.close()
  const entry = import.meta.url.endsWith('.ts')
    ? new URL('./seed/child.ts', import.meta.url)
    : new URL('./seed.js', import.meta.url)
  seed = await seedInChildProcess(entry)
  if (database.engine === 'pglite') database = await open()
}
// PGlite has no checkpointer of its own (src/server/db/client.ts): the server runs one now and then.
const checkpoints =
  database.engine === 'pglite'
    ? setInterval(
        () =>
          void database.checkpoint().catch((error: Error) => console.warn(`checkpoint: ${error.message}`)),
        PGLITE_CHECKPOINT_INTERVAL_MS,
      ).unref()
    : undefined
const app = await buildApp({ db: database.db, config })
// Before listening: whoever starts the server may stop it (SIGTERM) as soon as it says it is
// running, and must find it shutting down cleanly (a CI run on a loaded machine stopped it in the
// moment between its "running at" and these lines, and the default handler killed it).
let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info(`${signal}: shutting down`)
  clearInterval(checkpoints)
  await app.close().catch(() => {})
  await database.close().catch(() => {})
  releaseLock()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
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

process.on('exit', () => releaseLock())
