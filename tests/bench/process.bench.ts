// The production process (issue 11) as `npm start` runs it, on PGlite and on PostgreSQL (when one
// is reachable): which processes run (one Node process, compiled JavaScript, no tsx or esbuild),
// its memory once idle after a first start (demo content seeded) and after a later one, and how
// long a later start takes from `npm start` to "ready" (median of 3).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './console-build.ts'
import { adminQuery, databaseOn, postgresServer } from './postgres.ts'
import { median, table } from './support.ts'

const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000)
const RESTARTS = 3

type Started = { child: ChildProcess; ms: number }

/** `npm start` on `env`, resolved once the server prints "ready in". */
function npmStart(env: Record<string, string>): Promise<Started> {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      if (output.includes('ready in')) resolve({ child, ms: performance.now() - started })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)))
  })
}

/** Every process in the tree under `pid`, with its memory and command line. */
function processTree(pid: number) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [p, pp, rss, ...args] = line.trim().split(/\s+/)
      return { pid: Number(p), ppid: Number(pp), rssMb: Number(rss) / 1024, command: args.join(' ') }
    })
  const tree = rows.filter((row) => row.pid === pid)
  for (let grew = true; grew; ) {
    const more = rows.filter((row) => !tree.includes(row) && tree.some((t) => t.pid === row.ppid))
    tree.push(...more)
    grew = more.length > 0
  }
  return tree
}

/** The server: the Node process running scripts/start.mjs (not the shell npm starts it with). */
const isServer = (command: string) => /^\S*node scripts\/start\.mjs/.test(command)

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  await exited
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function measure(engine: string, env: Record<string, string>) {
  const first = await npmStart(env)
  await pause(IDLE_MS)
  const tree = processTree(first.child.pid!)
  const server = tree.find((row) => isServer(row.command))!
  const coldRss = server.rssMb
  await stop(first.child)
  const times: number[] = []
  let warmRss = 0
  for (let run = 0; run < RESTARTS; run++) {
    const again = await npmStart(env)
    times.push(again.ms)
    if (run === RESTARTS - 1) {
      await pause(IDLE_MS)
      warmRss = processTree(again.child.pid!).find((row) => isServer(row.command))!.rssMb
    }
    await stop(again.child)
  }
  const nodes = tree.filter((row) => /(^|\/)node\b/.test(row.command.split(' ')[0]!) && row !== tree[0])
  return {
    engine,
    figures: {
      'processes under npm start': tree
        .map((row) => row.command.split(' ').slice(0, 2).join(' '))
        .join(' → '),
      'Node processes of ours': String(nodes.length),
      'tsx or esbuild running': tree.some((row) => /tsx|esbuild/.test(row.command)) ? 'YES' : 'no',
      'idle RSS after the first start (demo seeded)': `${coldRss.toFixed(0)} MB`,
      'idle RSS after a later start': `${warmRss.toFixed(0)} MB`,
      [`later start → ready (median of ${RESTARTS})`]: `${median(times).toFixed(0)} ms`,
    } as Record<string, string>,
  }
}

const targets: Record<string, string> = {
  'Node processes of ours': '1',
  'tsx or esbuild running': 'no',
  'idle RSS after the first start (demo seeded)': 'PGlite ≤ 400 MB',
  'idle RSS after a later start': 'PostgreSQL ≤ 150 MB',
  [`later start → ready (median of ${RESTARTS})`]: '≤ 1.5 s',
}

const rows: Awaited<ReturnType<typeof measure>>[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-process-'))
const port = String(40_000 + (process.pid % 10_000))
rows.push(await measure('PGlite', { DATA_DIR: path.join(dataDir, 'pglite'), PORT: port }))
const server = await postgresServer()
if (server) {
  const name = `canopy_process_${process.pid}`
  await adminQuery(server, `create database "${name}"`)
  try {
    rows.push(
      await measure('PostgreSQL', {
        DATA_DIR: path.join(dataDir, 'postgres'),
        DATABASE_URL: databaseOn(server, name),
        PORT: port,
      }),
    )
  } finally {
    await adminQuery(server, `drop database if exists "${name}" with (force)`)
  }
} else {
  console.log('PostgreSQL: none reachable, skipped')
}
table(
  Object.keys(rows[0]!.figures).map((what) => ({
    what,
    ...Object.fromEntries(rows.map((row) => [row.engine, row.figures[what]!])),
    target: targets[what] ?? '',
  })),
)
rmSync(dataDir, { recursive: true, force: true })
