import { describe, expect, it } from 'vitest'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'

const format = (text: string, values?: Record<string, string | number>) =>
  formatDomainMessage({ text, values })

describe('formatDomainMessage (the English the server sends)', () => {
  it('fills in values', () => {
    expect(format('Must be at most {max}.', { max: 2 })).toBe('Must be at most 2.')
    expect(format('Must be one of: {values}.', { values: 'short, medium, long' })).toBe(
      'Must be one of: short, medium, long.',
    )
    expect(format('No values here.')).toBe('No values here.')
  })

  it('picks the plural branch, with # for the number', () => {
    const text = 'It has {count, plural, one {# sub category} other {# sub categories}}.'
    expect(format(text, { count: 1 })).toBe('It has 1 sub category.')
    expect(format(text, { count: 0 })).toBe('It has 0 sub categories.')
    expect(format(text, { count: 12 })).toBe('It has 12 sub categories.')
    const exact = '{count, plural, =0 {Nothing} one {One} other {{count} of {total}}}'
    expect(format(exact, { count: 0, total: 3 })).toBe('Nothing')
    expect(format(exact, { count: 2, total: 3 })).toBe('2 of 3')
  })

  it('leaves what it cannot fill as written', () => {
    expect(format('Must be at most {max}.')).toBe('Must be at most {max}.')
    expect(format('{count, plural, one {#} other {#s}}', { count: 'x' })).toBe(
      '{count, plural, one {#} other {#s}}',
    )
    expect(format('An open { brace')).toBe('An open { brace')
    expect(format('A # outside a plural')).toBe('A # outside a plural')
  })

  it('takes long text in linear time', () => {
    const text = `${'{'.repeat(20_000)}${'}'.repeat(20_000)}`
    const started = performance.now()
    format(text)
    format('{'.repeat(50_000))
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
