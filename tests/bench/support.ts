export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export async function timeRuns(runs: number, fn: () => Promise<unknown> | unknown) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return { median: median(times), p95: percentile(times, 95) }
}

export type Timing = { p50: number; p95: number }

/** `runs` timed calls of `fn` after `warmUps` untimed ones: the 50th and 95th percentile in ms. */
export async function timed(runs: number, fn: () => PromiseLike<unknown>, warmUps = 0): Promise<Timing> {
  for (let i = 0; i < warmUps; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
export const ms = (value: number) => `${value.toFixed(2)} ms`

export function table(rows: Record<string, string | number>[]) {
  console.table(rows)
}

/** A GET a bench times, with the p50 its issue asks for (left out: measured, no target). */
export type TimedGet = { name: string; url: string; target?: number }

/** What `timeGets` needs of the app: Fastify's `inject`. */
type Injects = {
  inject: (request: { method: 'GET'; url: string; headers: Record<string, string> }) => PromiseLike<{
    statusCode: number
    body: string
  }>
}

/**
 * Each GET answered 200 once (else the bench stops, saying what came), then `runs` times after
 * `warmUps`, one at a time: a table row with its p50, p95 and whether the target was met.
 */
export async function timeGets(
  app: Injects,
  headers: Record<string, string>,
  requests: readonly TimedGet[],
  { runs, warmUps }: { runs: number; warmUps: number },
): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = []
  for (const request of requests) {
    const get = () => app.inject({ method: 'GET', url: request.url, headers })
    const probe = await get()
    if (probe.statusCode !== 200)
      throw new Error(`${request.name}: ${probe.statusCode} ${probe.body.slice(0, 200)}`)
    const timing = await timed(runs, get, warmUps)
    rows.push({
      request: request.name,
      p50: ms(timing.p50),
      p95: ms(timing.p95),
      target: request.target
        ? `p50 ≤ ${request.target} ms: ${timing.p50 <= request.target ? 'met' : 'MISSED'}`
        : '',
    })
  }
  return rows
}
