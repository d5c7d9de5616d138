import { describe, expect, it } from 'vitest'
import { stateMatches, translationStates } from '../../src/domain/translation-state.ts'

describe('the State filter (missing translations at a glance)', () => {
  it('offers Translated and Missing translations', () => {
    expect(translationStates).toEqual(['translated', 'missing'])
  })

  it.each([
    [undefined, true, true],
    [undefined, false, true],
    ['', false, true],
    ['translated', true, true],
    ['translated', false, false],
    ['missing', false, true],
    ['missing', true, false],
  ])('state %j, translated %s → shown %s', (state, translated, shown) => {
    expect(stateMatches(state, translated)).toBe(shown)
  })
})
