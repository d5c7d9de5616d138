import { buildApp } from './app.ts'
import { readConfig, type ServerConfig } from './config.ts'
import { openDatabase, PGLITE_CHECKPOINT_INTERVAL_MS } from './db/client.ts'
import { DataDirLockedError, lockDataDir } from './db/lock.ts'
import { describeFileStore, FileStoreConfigError, openFileStore } from './files/config.ts'
import { seedInChildProcess } from './seed/inChildProcess.ts'
import { seededAdmin } from './seed/index.ts'

const startedAt = performance.now()
let config: ServerConfig
try {
  config = readConfig()
} catch (error) {
  if (error instanceof FileStoreConfigError) {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  throw error
}
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
// Servers started together on one PostgreSQL take turns: one migrates and seeds, the others then
// find both done (src/server/db/client.ts, `exclusive`).
let closedForSeeding = false
const seed = await database.exclusive(async () => {
  await database.migrate()
  await database.checkpoint()
  const found = await seededAdmin(database.db, config.adminEmail)
  if (found) return found
  // The first start seeds in a child process (its memory goes with it); PGlite has one user at a time.
  if (database.engine === 'pglite') {
    await database.close()
    closedForSeeding = true
  }
  const entry = import.meta.url.endsWith('.ts')
    ? new URL('./seed/child.ts', import.meta.url)
    : new URL('./seed.js', import.meta.url)
  return seedInChildProcess(entry)
})
if (closedForSeeding) database = await open()
// PGlite has no checkpointer of its own (src/server/db/client.ts): the server runs one now and then.
const checkpoints =
  database.engine === 'pglite'
    ? setInterval(
        () =>
          void database.checkpoint().catch((error: Error) => console.warn(`checkpoint: ${error.message}`)),
        PGLITE_CHECKPOINT_INTERVAL_MS,
      ).unref()
    : undefined
const files = openFileStore(config.files, config.dataDir)
// A bucket out of reach is said now, but does not stop the server: the rest of the console works,
// and uploads and images answer 503 until the bucket answers again.
await files
  .check?.()
  .catch((error: Error) =>
    console.warn(
      `The file store (${describeFileStore(config.files, config.dataDir)}) does not answer: ${error.name} ${error.message}`,
    ),
  )
const app = await buildApp({ db: database.db, config, files })
// Before listening: whoever starts the server may stop it (SIGTERM) as soon as it says it is
// running, and must find it shutting down cleanly (a CI run on a loaded machine stopped it in the
// moment between its "running at" and these lines, and the default handler killed it).
let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info(`${signal}: shutting down`)
  clearInterval(checkpoints)
  // A rolling update: no new connections, 503 to new requests on open ones (the balancer's
  // readiness check among them), and the requests being answered finish, for at most
  // SHUTDOWN_TIMEOUT_MS; then the process ends whatever is left.
  await Promise.race([
    app.close().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref()),
  ])
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
console.log(`  files:    ${describeFileStore(config.files, config.dataDir)}`)
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
