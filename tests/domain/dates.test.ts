import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../src/domain/dates.ts'

describe('label dates (docs/product.md §2: 5th March 2024 - 14:30)', () => {
  it('writes the spec’s example in English and Dutch', () => {
    expect(formatDateTime('2024-03-05T14:30:00Z', 'en', 'UTC')).toBe('5th March 2024 - 14:30')
    expect(formatDateTime('2024-03-05T14:30:00Z', 'nl', 'UTC')).toBe('5 maart 2024 - 14:30')
  })

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('day %i is %s', (day, text) => {
    expect(formatDateTime(new Date(Date.UTC(2024, 0, day, 9, 5)), 'en', 'UTC')).toBe(
      `${text} January 2024 - 09:05`,
    )
  })

  it('uses the given time zone, midnight as 00', () => {
    expect(formatDateTime('2024-06-30T22:00:00Z', 'nl', 'Europe/Amsterdam')).toBe('1 juli 2024 - 00:00')
  })

  it('names every month, in English and in Dutch', () => {
    const month = (index: number, lang: 'en' | 'nl') =>
      formatDateTime(new Date(Date.UTC(2024, index, 15, 12, 0)), lang, 'UTC').split(' ')[1]
    expect(Array.from({ length: 12 }, (_, i) => month(i, 'en'))).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    expect(Array.from({ length: 12 }, (_, i) => month(i, 'nl'))).toEqual([
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ])
  })

  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('')
  })
})
