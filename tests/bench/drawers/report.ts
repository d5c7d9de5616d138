import { ms, percentile } from '../support.ts'
import type { Sample, Temperature } from './scenarios.ts'

/** The issue's bound: usable within 150 ms of the click. */
const TARGET_MS = 150

/** A build's samples, named (its folder's name, or "this build"). */
export type BuildSamples = { build: string; samples: Sample[] }

const keyed = (samples: Sample[]) => {
  const groups = new Map<string, { what: string; temperature: Temperature; of: Sample[] }>()
  for (const sample of samples) {
    const key = `${sample.what}\u0000${sample.temperature}`
    const group = groups.get(key) ?? { what: sample.what, temperature: sample.temperature, of: [] }
    group.of.push(sample)
    groups.set(key, group)
  }
  return [...groups.values()]
}

const p = (values: number[], at: number) => (values.length ? ms(percentile(values, at)) : '')

/** Per drawer and temperature: wall-clock p50/p95, the main thread's CPU p50, the key's p95. */
export function buildRows(samples: Sample[]) {
  return keyed(samples).map(({ what, temperature, of }) => {
    const times = of.map((sample) => sample.ms)
    const cpus = of.flatMap((sample) => (sample.cpu === null ? [] : [sample.cpu]))
    const keys = of.flatMap((sample) => (sample.keyDelay === null ? [] : [sample.keyDelay]))
    const late = of.flatMap((sample) => (sample.framesLate === null ? [] : [sample.framesLate]))
    return {
      drawer: what,
      open: temperature,
      runs: times.length,
      p50: p(times, 50),
      p95: p(times, 95),
      'CPU p50': p(cpus, 50),
      'key p95': p(keys, 95),
      // Frames showing the drawer not yet usable after its record came, the most of the runs.
      'frames late (max)': late.length ? String(Math.max(...late)) : '',
      '≤ 150 ms (p95)': percentile(times, 95) <= TARGET_MS ? 'yes' : 'NO',
    }
  })
}

/** Two builds side by side (the first as "before"): p50/p95 and CPU p50 of each. */
export function comparisonRows([before, after]: [BuildSamples, BuildSamples]) {
  const others = keyed(after.samples)
  return keyed(before.samples).map(({ what, temperature, of }) => {
    const then = others.find((group) => group.what === what && group.temperature === temperature)?.of ?? []
    const figures = (samples: Sample[]) => {
      const times = samples.map((sample) => sample.ms)
      const cpus = samples.flatMap((sample) => (sample.cpu === null ? [] : [sample.cpu]))
      return `${p(times, 50)} / ${p(times, 95)}${cpus.length ? ` (CPU ${p(cpus, 50)})` : ''}`
    }
    return {
      drawer: what,
      open: temperature,
      [`${before.build} p50 / p95`]: figures(of),
      [`${after.build} p50 / p95`]: figures(then),
    }
  })
}
