// The file stores side by side (the local data folder and an S3-compatible bucket, s3rver on
// loopback): a ~2 MB JPEG uploaded through `POST /api/media/upload`, a 2 MB buffer written by the
// store itself, a 2 MB file served by `GET /file/{uuid}/original.webp`, and whether serving streams:
// the server's RSS while 50 clients fetch a 20 MB file at once (buffering would cost 1,000 MB).
// Each store gets a real server process (`src/server/main.ts` on loopback, PGlite in a fresh
// DATA_DIR), asked over HTTP, so its memory is its own.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import sharp from 'sharp'
import { mediaFiles } from '../../src/domain/media.ts'
import { localFileStore } from '../../src/server/files/local.ts'
import { s3FileStore } from '../../src/server/files/s3.ts'
import type { FileStore } from '../../src/server/files/store.ts'
import { startTestBucket } from '../support/s3rver.ts'
import { root } from './console-build.ts'
import { photo } from './photo.ts'
import { kb, ms, type Timing, table, timed } from './support.ts'

const UPLOAD_RUNS = Number(process.env.BENCH_RUNS ?? 20)
const SERVE_RUNS = Number(process.env.BENCH_RUNS ?? 50)
const WRITE_RUNS = Number(process.env.BENCH_RUNS ?? 30)
const MB = 1024 * 1024
const SERVED_BYTES = 2 * MB
const BIG_BYTES = 20 * MB
const PARALLEL = 50
/** What would show buffering: 50 × 20 MB held at once is 1,000 MB; streaming holds a few chunks each. */
const FLAT_RISE_MB = 100
const SAMPLE_EVERY_MS = 20
const ADMIN = { email: 'admin@example.com', password: 'bench-files-password' }

type Server = { child: ChildProcess; url: string; output: () => string }

/** `src/server/main.ts` on a free loopback port, PGlite in `dataDir`; resolves once it says where it runs. */
async function startServer(dataDir: string, env: Record<string, string>): Promise<Server> {
  const { DATABASE_URL: _unused, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const address = /is running at (http:\/\/\S+)/
  const started = Date.now()
  while (!address.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
    if (Date.now() - started > 120_000) throw new Error(`the server did not start within 120 s:\n${output}`)
    await pause(50)
  }
  return { child, url: address.exec(output)![1]!, output: () => output }
}

async function stopServer({ child }: Server) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(killed)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The process's resident memory in MB (`VmRSS` of /proc/<pid>/status). */
function rssMb(pid: number) {
  const line = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!line) throw new Error(`no VmRSS for process ${pid}`)
  return Number(line[1]) / 1024
}

async function login(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/user/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`)
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` }
}

/** One upload of `image`; the uuid of the files it made. */
async function upload(
  url: string,
  headers: Record<string, string>,
  image: Buffer,
  type = 'image/jpeg',
): Promise<string> {
  const form = new FormData()
  form.append('purpose', 'content-image')
  form.append('description', 'Bench photo')
  form.append('file', new Blob([new Uint8Array(image)], { type }), 'photo')
  const response = await fetch(`${url}/api/media/upload`, { method: 'POST', headers, body: form })
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { file: { uuid: string } }).file.uuid
}

/** GETs a file, reading its body to the end without keeping it; throws unless 200 with `bytes` bytes. */
async function fetchWhole(url: string, bytes: number) {
  const response = await fetch(url)
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  let read = 0
  for await (const chunk of response.body!) read += (chunk as Uint8Array).byteLength
  if (read !== bytes) throw new Error(`${url}: ${read} bytes, not ${bytes}`)
  if (Number(response.headers.get('content-length')) !== bytes)
    throw new Error(`${url}: content-length ${response.headers.get('content-length')}, not ${bytes}`)
}

type Memory = { baseline: number; peak: number; after: number; samples: number; burstMs: number }

/**
 * Samples `pid`'s RSS every `SAMPLE_EVERY_MS` on a thread of its own, so reading 50 bodies on this
 * thread's event loop does not space the samples out; `stop()` gives them (MB).
 */
function sampleRss(pid: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    const { readFileSync } = require('node:fs')
    const samples = []
    const sample = () => samples.push(Number(/^VmRSS:\\s+(\\d+)/m.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'))[1]) / 1024)
    sample()
    const timer = setInterval(sample, workerData.every)
    parentPort.once('message', () => { clearInterval(timer); sample(); parentPort.postMessage(samples) })`,
    { eval: true, workerData: { pid, every: SAMPLE_EVERY_MS } },
  )
  return {
    async stop(): Promise<number[]> {
      const samples = new Promise<number[]>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
      worker.postMessage('stop')
      const answer = await samples
      await worker.terminate()
      return answer
    },
  }
}

/** The server's RSS over a second of quiet, then while `PARALLEL` clients fetch `url` (`bytes` long) at once. */
async function streamingMemory(pid: number, url: string, bytes: number): Promise<Memory> {
  await fetchWhole(url, bytes)
  await pause(1000)
  const quietSampler = sampleRss(pid)
  await pause(1000)
  const quiet = await quietSampler.stop()
  const sampler = sampleRss(pid)
  const started = performance.now()
  let during: number[]
  try {
    await Promise.all(Array.from({ length: PARALLEL }, () => fetchWhole(url, bytes)))
  } finally {
    during = await sampler.stop()
  }
  const burstMs = performance.now() - started
  await pause(1000)
  return {
    baseline: quiet.sort((a, b) => a - b)[Math.floor(quiet.length / 2)]!,
    peak: Math.max(...during),
    after: rssMb(pid),
    samples: during.length,
    burstMs,
  }
}

type Figures = { upload: Timing; write: Timing; serve: Timing; memory: Memory; uploadedBytes: number }

/** Everything measured on one store: `env` configures the server, `store` is the same store in this process. */
async function measure(
  name: string,
  image: Buffer,
  env: Record<string, string>,
  store: FileStore,
  dataDir: string,
) {
  const server = await startServer(dataDir, env)
  try {
    const headers = await login(server.url)
    // The two files served: uuids a media row names (so public: small uploads made them), their
    // original.webp replaced by exactly 2 MB and 20 MB, written by the store the server reads.
    // Served before the large uploads, so the memory measured is not sharp's.
    const thumbnail = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#4f8f52' },
    })
      .png()
      .toBuffer()
    const servedUuid = await upload(server.url, headers, thumbnail, 'image/png')
    const bigUuid = await upload(server.url, headers, thumbnail, 'image/png')
    await store.write(servedUuid, mediaFiles.original, randomBytes(SERVED_BYTES))
    await store.write(bigUuid, mediaFiles.original, randomBytes(BIG_BYTES))
    const servedUrl = `${server.url}/file/${servedUuid}/${mediaFiles.original}`
    const serve = await timed(SERVE_RUNS, () => fetchWhole(servedUrl, SERVED_BYTES), 5)
    const memory = await streamingMemory(
      server.child.pid!,
      `${server.url}/file/${bigUuid}/${mediaFiles.original}`,
      BIG_BYTES,
    )
    const uploadTiming = await timed(UPLOAD_RUNS, () => upload(server.url, headers, image), 2)
    const buffer = randomBytes(SERVED_BYTES)
    const write = await timed(WRITE_RUNS, () => store.write(randomUUID(), mediaFiles.original, buffer), 3)
    console.log(`${name}: measured`)
    return { upload: uploadTiming, write, serve, memory, uploadedBytes: image.length } satisfies Figures
  } catch (error) {
    console.error(server.output())
    throw error
  } finally {
    await stopServer(server)
  }
}

const localDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-files-local-'))
const s3Dir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-files-s3-'))
const bucket = await startTestBucket('media', 30_000)
let local: Figures
let s3: Figures
const image = await photo(4288, 3216)
try {
  local = await measure('local folder', image, { FILE_STORE: 'local' }, localFileStore(localDir), localDir)
  s3 = await measure(
    'S3 (s3rver)',
    image,
    { ...bucket.env, S3_TIMEOUT_MS: '30000' },
    s3FileStore(bucket.config),
    s3Dir,
  )
} finally {
  await bucket.close()
  rmSync(localDir, { recursive: true, force: true })
  rmSync(s3Dir, { recursive: true, force: true })
}

const sideBySide = (pick: (figures: Figures) => Timing) => [
  { '': 'p50', 'local folder': ms(pick(local).p50), 'S3 (s3rver)': ms(pick(s3).p50) },
  { '': 'p95', 'local folder': ms(pick(local).p95), 'S3 (s3rver)': ms(pick(s3).p95) },
]

console.log(
  `\nPOST /api/media/upload of a ${kb(local.uploadedBytes)} 4,288 × 3,216 JPEG over loopback ` +
    `(converted to both webp sizes, both written, the row inserted), ${UPLOAD_RUNS} runs after 2 warm-ups:`,
)
table(sideBySide((figures) => figures.upload))
console.log(
  `\nstore.write of a 2 MB buffer (in this process, under a fresh uuid), ${WRITE_RUNS} runs after 3:`,
)
table(sideBySide((figures) => figures.write))
console.log(
  `\nGET /file/{uuid}/original.webp of a 2 MB file (public: a media row names it), the body read to its end, ` +
    `${SERVE_RUNS} runs after 5:`,
)
table(sideBySide((figures) => figures.serve))

const mb = (value: number) => `${value.toFixed(0)} MB`
const memoryRow = (what: string, pick: (memory: Memory) => string) => ({
  '': what,
  'local folder': pick(local.memory),
  'S3 (s3rver)': pick(s3.memory),
})
const flat = (memory: Memory) =>
  memory.peak - memory.baseline < FLAT_RISE_MB ? 'flat' : 'NOT FLAT (buffering?)'
console.log(
  `\nStreaming: ${PARALLEL} clients fetch one 20 MB file at once, each body read to its end and its length checked; ` +
    `the server's RSS (/proc/<pid>/status VmRSS) every ~${SAMPLE_EVERY_MS} ms:`,
)
table([
  memoryRow('RSS before (median of 1 s idle)', (memory) => mb(memory.baseline)),
  memoryRow('RSS peak during', (memory) => mb(memory.peak)),
  memoryRow('rise', (memory) => mb(memory.peak - memory.baseline)),
  memoryRow('RSS 1 s after', (memory) => mb(memory.after)),
  memoryRow('samples during', (memory) => String(memory.samples)),
  memoryRow(`all ${PARALLEL} bodies (${PARALLEL * 20} MB)`, (memory) => ms(memory.burstMs)),
  memoryRow('verdict', flat),
])
console.log(
  `flat: rise < ${FLAT_RISE_MB} MB (${PARALLEL} × 20 MB = ${(PARALLEL * 20).toLocaleString('en')} MB would be buffering) — ` +
    `local folder: ${flat(local.memory)}, S3: ${flat(s3.memory)}`,
)
