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
export async function timed(runs: number, fn: () => Promise<unknown>, warmUps = 0): Promise<Timing> {
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
