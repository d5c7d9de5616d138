import { describe, expect, it } from 'vitest'
import { parseNumberText } from '../../../../src/console/ui/forms/NumberField.tsx'

// The CO2 drawers' figures (a unit value, a unit amount, a value, an average) are typed as text.
describe('a typed figure', () => {
  it('is empty (null), a number in English or Dutch notation, or not a number (NaN)', () => {
    expect(parseNumberText('')).toBeNull()
    expect(parseNumberText('  ')).toBeNull()
    expect(parseNumberText('12')).toBe(12)
    expect(parseNumberText(' 12.5 ')).toBe(12.5)
    expect(parseNumberText('12,5')).toBe(12.5)
    expect(parseNumberText('-3')).toBe(-3)
    expect(parseNumberText('12,')).toBeNaN()
    expect(parseNumberText('1.000,5')).toBeNaN()
    expect(parseNumberText('12 kg')).toBeNaN()
    expect(parseNumberText('1e3')).toBeNaN()
  })
})
