import path from 'node:path'

/**
 * Where a run of the browser tests leaves the server's log and the screenshots of failed tests.
 * `npm test`'s lane on a second Node version names its own (`E2E_RESULTS`), so the two lanes
 * running side by side never empty or overwrite each other's.
 */
export const e2eResultsDir = path.resolve(
  import.meta.dirname,
  '../../../test-results',
  process.env.E2E_RESULTS || 'e2e',
)
