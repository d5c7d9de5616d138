import { describe, expect, it } from 'vitest'
import { csvCell, csvFileName, statsCsv } from '../../../../src/console/ui/charts/stats/statsCsv.ts'
import { foldedForChart, OTHER_STACK, statsModel } from '../../../../src/console/ui/charts/stats/statsRows.ts'

// The statistics cards' "Download CSV" (src/console/ui/charts/stats/statsCsv.ts): what the file
// holds, and the series model it is written from.

const names = { label: 'Day', stacks: ['Started', 'Finished'], total: 'Total' }

describe('statsModel', () => {
  it('puts the fixed keys first in their order, counts a missing stack 0 and sums each row', () => {
    const model = statsModel(
      [
        { label: '2025-11-01', stackedValues: [{ label: 'finished', value: 2 }] },
        {
          label: '2025-11-02',
          stackedValues: [
            { label: 'finished', value: 1 },
            { label: 'started', value: 4 },
          ],
        },
      ],
      ['started', 'finished'],
    )
    expect(model.keys).toEqual(['started', 'finished'])
    expect(model.rows).toEqual([
      { label: '2025-11-01', values: [0, 2], total: 2 },
      { label: '2025-11-02', values: [4, 1], total: 5 },
    ])
    expect(model).toMatchObject({ maxTotal: 5, maxValue: 4, integers: true, empty: false })
  })

  it('orders stacks that are data by their total, largest first', () => {
    const model = statsModel([
      {
        label: '2025-11-01',
        stackedValues: [
          { label: 'Food', value: 1.5 },
          { label: 'Transport', value: 3 },
        ],
      },
      { label: '2025-11-02', stackedValues: [{ label: 'Housing', value: 2 }] },
    ])
    expect(model.keys).toEqual(['Transport', 'Housing', 'Food'])
    expect(model.integers).toBe(false)
  })

  it('is empty without rows or with zeros only', () => {
    expect(statsModel([]).empty).toBe(true)
    expect(statsModel([{ label: '2025-11-01', stackedValues: [{ label: 'started', value: 0 }] }]).empty).toBe(
      true,
    )
  })
})

describe('statsCsv', () => {
  it('writes a header, then a row per day with its label as given, each stack and the total', () => {
    const model = statsModel(
      [
        {
          label: '2025-11-01',
          stackedValues: [
            { label: 'started', value: 1200 },
            { label: 'finished', value: 2.5 },
          ],
        },
        { label: '2025-11-02', stackedValues: [] },
      ],
      ['started', 'finished'],
    )
    expect(statsCsv(model, names)).toBe(
      'Day,Started,Finished,Total\r\n2025-11-01,1200,2.5,1202.5\r\n2025-11-02,0,0,0\r\n',
    )
  })

  it('writes decimals with a point and no thousands separator, whatever the language', () => {
    const model = statsModel(
      [{ label: 'x', stackedValues: [{ label: 'users', value: 12345.75 }] }],
      ['users'],
    )
    expect(statsCsv(model, { label: 'Categorie', stacks: ['Gebruikers'], total: 'Totaal' })).toBe(
      'Categorie,Gebruikers,Totaal\r\nx,12345.75,12345.75\r\n',
    )
  })

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Walk, cycle')).toBe('"Walk, cycle"')
    expect(csvCell('The "green" choice')).toBe('"The ""green"" choice"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('plain text')).toBe('plain text')
  })

  it('starts a text that a spreadsheet would run as a formula with a quote', () => {
    for (const text of ['=SUM(A1:A9)', '+31 6 12345678', '-5', '@cmd', '\tx', '\rx']) {
      expect(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true)
    }
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`)
    expect(csvCell('Energy =')).toBe('Energy =')
    // Numbers are written as they are (the statistics' are never negative).
    expect(csvCell(0)).toBe('0')
  })

  it('guards header cells and category names too', () => {
    const model = statsModel([{ label: '=cmd|calc', stackedValues: [{ label: '@risk', value: 1 }] }])
    expect(statsCsv(model, { label: 'Category', stacks: ['@risk'], total: 'Total' })).toBe(
      "Category,'@risk,Total\r\n'=cmd|calc,1,1\r\n",
    )
  })
})

describe('csvFileName', () => {
  it('names the series and the day in the viewer’s time zone', () => {
    expect(csvFileName('quizzes-daily', new Date(2025, 0, 5, 23, 30))).toBe(
      'canopy-quizzes-daily-2025-01-05.csv',
    )
  })
})

describe('foldedForChart', () => {
  const day = (values: number[]) => ({
    label: '2025-11-01',
    stackedValues: values.map((value, index) => ({ label: `c${index}`, value })),
  })

  it('keeps a model of at most `max` stacks as it is', () => {
    const model = statsModel([day([3, 2, 1])])
    expect(foldedForChart(model, 3)).toEqual({ model, folded: 0 })
  })

  it('adds the smallest stacks up as one last stack, the rows keeping their totals', () => {
    const model = statsModel([day([1, 9, 2, 8, 3]), day([0, 1, 0, 1, 5])])
    const { model: chart, folded } = foldedForChart(model, 3)
    expect(folded).toBe(3)
    // Largest first: c1 (10), c3 (9), then c4 (8), c2 (2), c0 (1) folded.
    expect(chart.keys).toEqual(['c1', 'c3', OTHER_STACK])
    expect(chart.rows.map((row) => row.values)).toEqual([
      [9, 8, 6],
      [1, 1, 5],
    ])
    expect(chart.rows.map((row) => row.total)).toEqual(model.rows.map((row) => row.total))
    expect(chart.maxValue).toBe(9)
    expect(model.keys).toHaveLength(5)
  })
})
