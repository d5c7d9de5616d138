import { describe, expect, it } from 'vitest'
import {
  liveWarnings,
  type StoredQuestion,
  warnedQuestionOf,
  warningsByQuestion,
} from '../../../../src/console/areas/co2-quiz/questions/liveWarnings.ts'
import { co2WarningMessages as m } from '../../../../src/domain/co2/warnings.ts'
import { UNSAVED_ID } from '../../../../src/domain/constants.ts'

const stored = (id: number, fields: Partial<StoredQuestion> = {}): StoredQuestion => ({
  id,
  questionType: 'answers',
  calculationType: null,
  calculationLabels: [],
  categoryIds: [1],
  chainQuestionId: null,
  partQuestionIds: [],
  partQuestionId: null,
  answers: [{ followUpQuestionId: null, calculationLabels: [], providesLabels: [] }],
  ...fields,
})

const texts = (warnings: { text: string; values?: object }[]) =>
  warnings.map((warning) => (warning.values ? [warning.text, warning.values] : warning.text))

// A car parts question (1) with two parts (2, 3) whose answers provide the car's labels.
const quiz = [
  stored(1, { questionType: 'parts-question', calculationType: 'car', partQuestionIds: [2, 3], answers: [] }),
  stored(2, {
    partQuestionId: 1,
    answers: [{ followUpQuestionId: null, calculationLabels: [], providesLabels: ['car fuel', 'car km'] }],
  }),
  stored(3, { partQuestionId: 1, calculationLabels: ['car sharing', 'car passengers'] }),
]

describe('the live warnings of the question being edited', () => {
  it('reads its parts from the stored questions that name it, since the form has no such field', () => {
    expect(warnedQuestionOf({ questionType: 'parts-question' }, 1, quiz).partQuestionIds).toEqual([2, 3])
    expect(
      liveWarnings({ questionType: 'parts-question', calculationType: 'car', answers: [] }, 1, quiz),
    ).toEqual([])
  })

  it('gives a new parts question no parts yet', () => {
    expect(texts(liveWarnings({ questionType: 'parts-question', answers: [] }, UNSAVED_ID, quiz))).toEqual([
      m.needsParts,
    ])
  })

  it('reads the form, not the stored question: labels removed in the form are missing at once', () => {
    // Question 3 as stored carries the sharing and passenger labels; its form no longer does.
    const form = { calculationType: 'car' as const, calculationLabels: [], answers: [{}] }
    expect(texts(liveWarnings(form, 3, quiz))).toEqual([
      [m.missingLabel, { label: 'car sharing' }],
      [m.missingLabel, { label: 'car passengers' }],
    ])
    expect(
      texts(liveWarnings({ ...form, calculationLabels: ['car sharing', 'car passengers'] }, 3, quiz)),
    ).toEqual([])
  })

  it('takes a form being filled in: unset fields read as empty', () => {
    expect(warnedQuestionOf({}, UNSAVED_ID, quiz)).toEqual({
      id: UNSAVED_ID,
      questionType: 'answers',
      calculationType: null,
      calculationLabels: [],
      categoryIds: [],
      chainQuestionId: null,
      partQuestionIds: [],
      answers: [],
    })
    expect(texts(liveWarnings({ answers: [{}] }, UNSAVED_ID, quiz))).toEqual([])
  })

  it('follows every change of the form: the chain, the follow-ups, the categories', () => {
    const flying = { calculationType: 'flying' as const, answers: [{}] }
    expect(texts(liveWarnings(flying, UNSAVED_ID, quiz))).toEqual([m.needsChain])
    expect(texts(liveWarnings({ ...flying, chainQuestionId: 3 }, UNSAVED_ID, quiz))).toEqual([])
    const mobility = { calculationType: 'mobility' as const, answers: [{ followUpQuestionId: null }] }
    expect(texts(liveWarnings(mobility, UNSAVED_ID, quiz))).toEqual([m.needsFollowUp])
    expect(
      texts(liveWarnings({ ...mobility, answers: [{ followUpQuestionId: 2 }] }, UNSAVED_ID, quiz)),
    ).toEqual([])
    expect(texts(liveWarnings({ categoryIds: [1, 2], answers: [{}] }, UNSAVED_ID, quiz))).toEqual([
      m.oneCategory,
    ])
  })
})

describe("the list's warnings", () => {
  it('are each stored question read against the others', () => {
    const found = warningsByQuestion([...quiz, stored(4, { calculationType: 'flying' })])
    expect([...found.keys()]).toEqual([1, 2, 3, 4])
    expect(texts(found.get(1)!)).toEqual([])
    expect(texts(found.get(4)!)).toEqual([m.needsChain])
  })
})
