import { defineConfig } from 'vitest/config'

// The tests StrykerJS runs against each mutant of machines/ and src/domain (`npm run mutate`):
// node only, so Stryker never starts the browser projects of vite.config.ts.
export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts', 'tests/machines/**/*.test.ts'],
    // Reads the source files from disk, where Stryker's instrumented copies hold every mutant at once.
    // Times measured on instrumented code (every mutant compiled in) mean nothing.
    exclude: ['tests/domain/regex-safety.test.ts', 'tests/domain/markdown-safety-time.test.ts'],
    environment: 'node',
  },
})
