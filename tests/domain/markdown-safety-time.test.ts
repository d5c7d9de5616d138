import { describe, expect, it } from 'vitest'
import { markdownProblem } from '../../src/domain/markdown-safety.ts'

// Apart from the markdown rules' other tests: a time says nothing about code instrumented for
// mutation testing (every mutant compiled in), so StrykerJS leaves this file out
// (vitest.mutate.config.ts); `npm test` runs it.

describe('time', () => {
  // Linear in the length of the text: each of these took seconds with a check that looked back
  // or ahead from every bracket (a quadratic one on 100,000 characters would take ~10^10 steps).
  const hostile = {
    'opening brackets': '['.repeat(100_000),
    'link starts': '](https://'.repeat(10_000),
    'angle destinations': '](<a'.repeat(25_000),
    'tag starts': '<a'.repeat(50_000),
    'autolink starts': '<ab:'.repeat(25_000),
    'e-mail starts': '<a@b'.repeat(25_000),
    definitions: '\n[a]:https://x'.repeat(7_000),
    escapes: '\\['.repeat(50_000),
    'spaces after a link start': `](${' '.repeat(99_990)}`,
  }
  it.each(Object.entries(hostile))('reads 100,000 characters of %s at once', (_what, text) => {
    // The fastest of five runs: a busy machine slows some runs down, never all of them.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now()
      markdownProblem(text)
      return performance.now() - started
    })
    expect(Math.min(...times)).toBeLessThan(100)
  })
})
