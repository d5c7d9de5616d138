import { describe, expect, it } from 'vitest'
import { childFlags } from '../../src/server/seed/inChildProcess.ts'

describe('the first start’s seeding child', () => {
  it('gets the TypeScript loader of `npm run dev`, not its watch mode or debugger', () => {
    expect(
      childFlags([
        '--import',
        'tsx',
        '--watch',
        '--watch-path=src',
        '--inspect=9229',
        '--enable-source-maps',
      ]),
    ).toEqual(['--import', 'tsx', '--enable-source-maps'])
    expect(childFlags([])).toEqual([])
  })
})
