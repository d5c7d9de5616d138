import { describe, expect, it } from 'vitest'
import { CO2_INPUT_MAX } from '../../src/domain/co2/answer-set.ts'
import { parseTypedAmount } from '../../src/domain/co2/typed-amount.ts'

// What staff type into the calculator's inputs (src/domain/co2/typed-amount.ts).

describe('a typed amount', () => {
  it('takes whole numbers and decimals written with a point or a comma', () => {
    expect(parseTypedAmount('12')).toBe(12)
    expect(parseTypedAmount(' 12.5 ')).toBe(12.5)
    expect(parseTypedAmount('12,5')).toBe(12.5)
    expect(parseTypedAmount('0')).toBe(0)
    expect(parseTypedAmount(String(CO2_INPUT_MAX))).toBe(CO2_INPUT_MAX)
  })

  it('refuses what is not a plain number of 0 or more', () => {
    for (const text of ['', 'abc', '-3', '1e5', '12.5.1', '1,000.5', 'Infinity', 'NaN', '0x10', '٣'])
      expect(parseTypedAmount(text), text).toBe('notANumber')
  })

  it('refuses a number past the largest a person types, and endless text', () => {
    expect(parseTypedAmount(String(CO2_INPUT_MAX + 1))).toBe('outOfRange')
    expect(parseTypedAmount('1'.repeat(100_000))).toBe('notANumber')
  })
})
