import path from 'node:path'

/** Where a run of the browser tests leaves the server's log and the screenshots of failed tests. */
export const e2eResultsDir = path.resolve(import.meta.dirname, '../../../test-results/e2e')
