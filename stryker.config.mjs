// Mutation testing of the machines and the domain rules: `npm run mutate` (not part of `npm test`).
// The HTML report goes to reports/mutation/index.html.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: ['machines/**/*.ts', 'src/domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // Only what those tests need is copied into the sandboxes. Not tsconfig.json: Stryker rewrites it
  // with TypeScript's JS API, which TypeScript 7 no longer has (vitest does not read it).
  ignorePatterns: [
    '/*',
    '!/machines',
    '!/src',
    '/src/*',
    '!/src/domain',
    '!/tests',
    '/tests/*',
    '!/tests/domain',
    '!/tests/machines',
    // Their shared helpers (markdown targets, zod arbitraries): without them the markdown and rich
    // text rules' tests could not load in the sandboxes, and their mutants counted as not covered.
    '!/tests/support',
    '!/package.json',
    '!/vitest.mutate.config.ts',
  ],
  thresholds: { high: 90, low: 80, break: null },
}
