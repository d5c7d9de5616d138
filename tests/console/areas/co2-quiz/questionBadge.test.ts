import { describe, expect, it } from 'vitest'
import { questionBadge } from '../../../../src/console/areas/co2-quiz/questions/questionBadge.ts'

const row = (fields: Partial<Parameters<typeof questionBadge>[0]> = {}) => ({
  type: 'main' as const,
  isChained: false,
  isQuickScan: false,
  relatedQuestionIds: [],
  ...fields,
})

describe('the Type badge of a CO2 question', () => {
  it('is the list type for a part, a sub question and a follow-up', () => {
    expect(questionBadge(row({ type: 'part' })).kind).toBe('part')
    expect(questionBadge(row({ type: 'sub' })).kind).toBe('sub')
    expect(questionBadge(row({ type: 'follow-up' })).kind).toBe('follow-up')
  })

  it('puts where the question sits before how it is reached or whether the quick scan asks it', () => {
    expect(questionBadge(row({ type: 'part', isChained: true, isQuickScan: true })).kind).toBe('part')
    expect(questionBadge(row({ type: 'follow-up', isChained: true })).kind).toBe('follow-up')
    expect(questionBadge(row({ isChained: true, isQuickScan: true })).kind).toBe('chained')
  })

  it('is Quick for a main question the quick scan asks, else Other', () => {
    expect(questionBadge(row({ isQuickScan: true })).kind).toBe('quick')
    expect(questionBadge(row()).kind).toBe('other')
  })

  it('adds Related when the question names related questions, whatever its kind', () => {
    expect(questionBadge(row()).related).toBe(false)
    expect(questionBadge(row({ relatedQuestionIds: [4] }))).toEqual({ kind: 'other', related: true })
    expect(questionBadge(row({ type: 'sub', relatedQuestionIds: [4, 5] }))).toEqual({
      kind: 'sub',
      related: true,
    })
  })
})
