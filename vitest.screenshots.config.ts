import { defineConfig } from 'vitest/config'

// `npm run screenshots` (not part of `npm test`): every page and drawer of the console, in English
// and Dutch, at 1024×768 and 1440×900, as PNG files in test-results/screenshots/, taken from
// `npm start` on a temporary database (the browser tests' own setup) to be looked at by a person.
export default defineConfig({
  test: {
    name: 'screenshots',
    include: ['tests/screenshots/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
  },
})
