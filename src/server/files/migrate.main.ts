import { readConfig, type ServerConfig } from '../config.ts'
import { describeFileStore, FileStoreConfigError } from './config.ts'
import { filesRoot } from './local.ts'
import { describeError, type MigrateEvent, MigrateSourceError, migrateFiles } from './migrate.ts'
import { s3Client, s3FileStore } from './s3.ts'

// `npm run files:migrate [--dry-run]`: copies DATA_DIR/files into the bucket the servers are
// configured with (FILE_STORE=s3 …), verifying each copy; see migrate.ts. Exit 1 when a file failed.

const USAGE = `Usage: npm run files:migrate [-- --dry-run]

Copies the files in DATA_DIR/files into the S3 bucket that FILE_STORE=s3 and the S3_* variables
name, reads each one back to verify it (SHA-256), and skips what is already there, so an
interrupted run is simply run again. The local folder is left as it is.

  --dry-run   list what would be copied, write nothing`

const NEEDS_S3 = `npm run files:migrate copies DATA_DIR/files into a bucket: set the variables the servers
will run with, e.g.

  FILE_STORE=s3
  S3_BUCKET=the-bucket
  S3_REGION=eu-west-1                  (else AWS_REGION, else us-east-1)
  S3_ENDPOINT=https://…                (a service other than AWS: MinIO, R2, …)
  S3_PREFIX=canopy/                    (optional)
  AWS_ACCESS_KEY_ID=…  AWS_SECRET_ACCESS_KEY=…
  DATA_DIR=/path/to/data               (default: the project's data folder)`

/** Progress lines: one per this many files. */
const PROGRESS_EVERY = 100

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--dry-run')
  if (unknown.includes('--help') || unknown.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  if (unknown.length > 0) {
    console.error(`Unknown argument${unknown.length > 1 ? 's' : ''}: ${unknown.join(' ')}\n\n${USAGE}`)
    return 1
  }
  const dryRun = args.includes('--dry-run')

  let config: ServerConfig
  try {
    config = readConfig()
  } catch (error) {
    if (error instanceof FileStoreConfigError) {
      console.error(`${error.message}\n\n${NEEDS_S3}`)
      return 1
    }
    throw error
  }
  const files = config.files
  if (files.kind !== 's3') {
    console.error(`FILE_STORE is not s3: there is no bucket to copy to.\n\n${NEEDS_S3}`)
    return 1
  }
  const source = filesRoot(config.dataDir)
  const target = describeFileStore(files, config.dataDir)
  console.log(
    dryRun
      ? `Dry run: which files of ${source} are missing from ${target} (nothing is written).`
      : `Copying ${source} into ${target}.`,
  )

  const client = s3Client(files)
  try {
    try {
      await s3FileStore(files, client).check()
    } catch (error) {
      console.error(
        `The bucket ${files.bucket} is not reachable: ${describeError(error)}. Nothing was copied.`,
      )
      return 1
    }

    let total = 0
    let done = 0
    const counts = { copied: 0, alreadyThere: 0, wouldCopy: 0, failed: 0 }
    const progress = () => {
      done++
      if (done % PROGRESS_EVERY !== 0 || done === total) return
      const copied = dryRun ? `would copy ${counts.wouldCopy}` : `copied ${counts.copied}`
      console.log(
        `  ${done} of ${total} files: ${copied}, already there ${counts.alreadyThere}, failed ${counts.failed}`,
      )
    }
    const onProgress = (event: MigrateEvent) => {
      switch (event.kind) {
        case 'skipped':
          console.log(`Skipped ${event.path}: ${event.reason}`)
          return
        case 'found':
          total = event.files
          console.log(`${total} file${total === 1 ? '' : 's'} to check.`)
          return
        case 'would-copy':
          counts.wouldCopy++
          console.log(`Would copy ${event.key} (${event.size} bytes)`)
          return progress()
        case 'copied':
          counts.copied++
          return progress()
        case 'already-there':
          counts.alreadyThere++
          return progress()
        case 'failed':
          counts.failed++
          console.error(`Failed ${event.key}: ${event.reason}`)
          return progress()
      }
    }

    let result: Awaited<ReturnType<typeof migrateFiles>>
    try {
      result = await migrateFiles({ from: config.dataDir, to: files, client, onProgress, dryRun })
    } catch (error) {
      if (error instanceof MigrateSourceError) {
        console.error(error.message)
        return 1
      }
      throw error
    }

    const failed = result.failed.length
    const skippedCount = result.skipped.length
    const skipped =
      skippedCount === 0
        ? ''
        : ` Skipped ${skippedCount} ${skippedCount === 1 ? 'entry that is' : 'entries that are'} not a stored file (listed above).`
    if (dryRun) {
      console.log(
        `Dry run: would copy ${result.wouldCopy.length}, already there ${result.alreadyThere}, failed ${failed}. Nothing was written.${skipped}`,
      )
    } else {
      console.log(
        `Copied ${result.copied}, already there ${result.alreadyThere}, failed ${failed} (verified by SHA-256).${skipped}`,
      )
      if (failed > 0)
        console.log(
          `${failed} file${failed === 1 ? ' was' : 's were'} not copied (listed above). Run npm run files:migrate again to retry: what is already in the bucket is not copied again.`,
        )
      else
        console.log(
          `${source} is untouched: it can be deleted once every server runs with FILE_STORE=s3 on this bucket.`,
        )
    }
    return failed > 0 ? 1 : 0
  } finally {
    client.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
