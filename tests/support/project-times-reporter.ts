import type { Reporter, TestModule } from 'vitest/node'

// `npm test` budgets its time per project (issue 19 §6): this reporter prints, when a run ends,
// each project's wall time (its first file's start to its last file's end) and the time its files
// took added up, so a slow project is seen before it makes CI slow.
type Times = { first: number; last: number; files: number; tests: number; summed: number }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export default class ProjectTimesReporter implements Reporter {
  private readonly times = new Map<string, Times>()

  private of(module: TestModule): Times {
    const name = module.project.name || '(root)'
    let times = this.times.get(name)
    if (!times) {
      times = { first: Number.POSITIVE_INFINITY, last: 0, files: 0, tests: 0, summed: 0 }
      this.times.set(name, times)
    }
    return times
  }

  onTestModuleStart(module: TestModule) {
    const times = this.of(module)
    times.first = Math.min(times.first, Date.now())
  }

  onTestModuleEnd(module: TestModule) {
    const times = this.of(module)
    times.last = Math.max(times.last, Date.now())
    times.files += 1
    times.tests += [...module.children.allTests()].length
    times.summed += module.diagnostic().duration
  }

  onTestRunEnd() {
    if (!this.times.size) return
    const rows = [...this.times].sort(([, a], [, b]) => b.last - b.first - (a.last - a.first))
    const lines = rows.map(
      ([name, t]) =>
        `  ${name.padEnd(16)} ${seconds(t.last - t.first).padStart(9)} wall  ${seconds(t.summed).padStart(9)} in files  ${String(t.files).padStart(4)} files  ${String(t.tests).padStart(5)} tests`,
    )
    console.log(['', '── time per project ──', ...lines].join('\n'))
  }
}
