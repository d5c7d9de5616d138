import { describe, expect, it } from 'vitest'
import {
  answerStatsRows,
  barsHeight,
  chartGeometry,
  estimatedChartHeight,
  wrapText,
} from '../../../../src/console/ui/charts/answerStatsRows.ts'

const answers = [
  { id: 3, text: 'Walk', correct: true },
  { id: 1, text: 'Cycle', correct: false },
  { id: 2, text: '', correct: false },
]

describe('answerStatsRows', () => {
  it('joins the statistics to the answers by id, in the answers’ order', () => {
    const stats = {
      totalAnswers: 10,
      answerStats: [
        { id: 1, answers: 3, percentage: 30 },
        { id: 2, answers: 1, percentage: 10 },
        { id: 3, answers: 6, percentage: 60 },
      ],
    }
    expect(answerStatsRows(stats, answers)).toEqual([
      { id: 3, text: 'Walk', correct: true, answers: 6, percentage: 60 },
      { id: 1, text: 'Cycle', correct: false, answers: 3, percentage: 30 },
      { id: 2, text: '', correct: false, answers: 1, percentage: 10 },
    ])
  })

  it('counts an answer the statistics do not list as 0, and leaves out statistics of no answer', () => {
    const stats = {
      totalAnswers: 4,
      answerStats: [
        { id: 3, answers: 4, percentage: 100 },
        { id: 99, answers: 2, percentage: 50 },
      ],
    }
    expect(answerStatsRows(stats, answers).map((row) => [row.id, row.answers, row.percentage])).toEqual([
      [3, 4, 100],
      [1, 0, 0],
      [2, 0, 0],
    ])
  })

  it('has no rows for a question without answers', () => {
    expect(answerStatsRows({ totalAnswers: 0, answerStats: [] }, [])).toEqual([])
  })
})

describe('wrapText', () => {
  // Every character 10 pixels wide, spaces included.
  const measure = (part: string) => part.length * 10

  it('keeps a text that fits on one line', () => {
    expect(wrapText('Walk to work', 200, measure)).toEqual(['Walk to work'])
  })

  it('breaks between words, never wider than the line', () => {
    const lines = wrapText('Insulate the roof before the boiler goes', 120, measure)
    expect(lines).toEqual(['Insulate the', 'roof before', 'the boiler', 'goes'])
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(120)
  })

  it('breaks a word longer than a line between its characters', () => {
    expect(wrapText('see https://example.org/a', 80, measure)).toEqual([
      'see',
      'https://',
      'example.',
      'org/a',
    ])
  })

  it('folds runs of white space and gives an empty text one empty line', () => {
    expect(wrapText('  Walk \n  fast ', 200, measure)).toEqual(['Walk fast'])
    expect(wrapText('', 200, measure)).toEqual([''])
  })
})

describe('the chart’s height', () => {
  const { lineHeight, labelGap, bar, rowGap, header } = chartGeometry

  it('adds each answer’s lines and bar, and the gaps between answers', () => {
    expect(barsHeight([1, 3])).toBe(4 * lineHeight + 2 * (labelGap + bar) + rowGap)
    expect(barsHeight([])).toBe(0)
  })

  it('is estimated with one line per answer, and one line of text for the empty states', () => {
    const stats = { totalAnswers: 2, answerStats: [] }
    expect(estimatedChartHeight(stats, 2)).toBe(header + barsHeight([1, 1]))
    expect(estimatedChartHeight({ totalAnswers: 0, answerStats: [] }, 2)).toBe(lineHeight)
    expect(estimatedChartHeight(stats, 0)).toBe(lineHeight)
  })
})
