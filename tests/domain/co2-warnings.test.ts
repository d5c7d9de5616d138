import { describe, expect, it } from 'vitest'
import {
  type Co2CalculationLabel,
  co2QuestionWarnings,
  labelsRead,
  type WarnedQuestion,
} from '../../src/domain/co2/warnings.ts'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'
import { co2CalculationTypes } from '../../src/domain/enums.ts'

// docs/product.md §5's CO2 question warnings, one rule at a time, each with its exact text.

let nextId = 1
const question = (more: Partial<WarnedQuestion> = {}): WarnedQuestion => ({
  id: nextId++,
  questionType: 'answers',
  calculationType: 'value',
  calculationLabels: [],
  categoryIds: [1],
  chainQuestionId: null,
  partQuestionIds: [],
  answers: [answer()],
  ...more,
})
function answer(more: Partial<WarnedQuestion['answers'][number]> = {}): WarnedQuestion['answers'][number] {
  return { followUpQuestionId: null, calculationLabels: [], providesLabels: [], ...more }
}
/** The warnings' English texts. */
const said = (of: WarnedQuestion, quiz: WarnedQuestion[] = []) =>
  co2QuestionWarnings(of, quiz).map(formatDomainMessage)
/** A question providing each label through its answers. */
const providing = (...labels: Co2CalculationLabel[]) =>
  question({ answers: [answer({ providesLabels: labels })] })

describe('CO2 question warnings (docs/product.md §5)', () => {
  it('a question of answers without answers: "Ensure this question has answers"', () => {
    expect(said(question({ answers: [] }))).toEqual(['Ensure this question has answers'])
    expect(said(question())).toEqual([])
  })

  it('a user-input question with answers: "This question should not have answers"', () => {
    expect(said(question({ questionType: 'user-input' }))).toEqual(['This question should not have answers'])
    expect(said(question({ questionType: 'user-input', answers: [] }))).toEqual([])
  })

  it('a parts question needs parts and no answers', () => {
    expect(said(question({ questionType: 'parts-question', answers: [] }))).toEqual([
      'This question should have part questions',
    ])
    expect(said(question({ questionType: 'parts-question', partQuestionIds: [7] }))).toEqual([
      'This question should not have answers',
    ])
    expect(said(question({ questionType: 'parts-question', partQuestionIds: [7], answers: [] }))).toEqual([])
  })

  it('more than one category: "Only use one category"', () => {
    expect(said(question({ categoryIds: [1, 2] }))).toEqual(['Only use one category'])
  })

  it('a flying question without a chain: "This question should have a chain question"', () => {
    expect(said(question({ calculationType: 'flying' }))).toEqual([
      'This question should have a chain question',
    ])
    expect(said(question({ calculationType: 'flying', chainQuestionId: 9 }))).toEqual([])
  })

  it('mobility without an answer that has a follow up: "At least one answer with a follow up should be available"', () => {
    expect(said(question({ calculationType: 'mobility' }))).toEqual([
      'At least one answer with a follow up should be available',
    ])
    const followed = question({
      calculationType: 'mobility',
      answers: [answer(), answer({ followUpQuestionId: 4 })],
    })
    expect(said(followed)).toEqual([])
  })

  it.each([
    ['car', ['car fuel', 'car km', 'car sharing', 'car passengers']],
    ['motor', ['motor fuel', 'motor passengers']],
    ['houseSize', ['house type', 'house age', 'house occupants']],
    ['diet', ['fruit and veg', 'organic', 'food waste']],
    ['gasUsage', ['house occupants']],
    ['electricityUsage', ['house occupants']],
  ] as const)('%s names each label no question carries, and none once they all exist', (type, labels) => {
    expect(labelsRead[type]).toEqual(labels)
    const asked = question({ calculationType: type })
    expect(said(asked)).toEqual(labels.map((label) => `A question with the label "${label}" should exist`))
    // One question carrying all but the last: only the last is named.
    expect(said(asked, [providing(...labels.slice(0, -1))])).toEqual([
      `A question with the label "${labels.at(-1)}" should exist`,
    ])
    expect(said(asked, [providing(...labels)])).toEqual([])
  })

  it('electricity needs the house labels and a house size question', () => {
    const asked = question({ calculationType: 'electricity' })
    const house = providing('house type', 'house age', 'house occupants')
    expect(said(asked, [house])).toEqual(['A question with the calculation type "houseSize" should exist'])
    expect(said(asked, [house, question({ calculationType: 'houseSize' })])).toEqual([])
    expect(said(asked)).toEqual([
      'A question with the label "house type" should exist',
      'A question with the label "house age" should exist',
      'A question with the label "house occupants" should exist',
      'A question with the calculation type "houseSize" should exist',
    ])
  })

  it('a label counts wherever a question carries it: its own labels, or an answer’s', () => {
    const asked = question({ calculationType: 'gasUsage' })
    expect(said(asked, [question({ calculationLabels: ['house occupants'] })])).toEqual([])
    expect(
      said(asked, [question({ answers: [answer({ calculationLabels: ['house occupants'] })] })]),
    ).toEqual([])
    // The question itself may carry it too.
    expect(said(question({ calculationType: 'gasUsage', calculationLabels: ['house occupants'] }))).toEqual(
      [],
    )
  })

  it('the question edited wins over its stored self in the quiz', () => {
    const stored = question({ calculationType: 'gasUsage', calculationLabels: ['house occupants'] })
    const edited = { ...stored, calculationLabels: [] }
    expect(said(edited, [stored])).toEqual(['A question with the label "house occupants" should exist'])
  })

  it('the other calculation types need nothing else', () => {
    const quiet = co2CalculationTypes.filter(
      (type) =>
        ![
          'car',
          'motor',
          'houseSize',
          'diet',
          'gasUsage',
          'electricityUsage',
          'electricity',
          'flying',
          'mobility',
        ].includes(type),
    )
    expect(quiet).toEqual(['value', 'value-factor', 'consumption', 'aquariumElectricity'])
    for (const type of quiet) expect(said(question({ calculationType: type }))).toEqual([])
    expect(said(question({ calculationType: null }))).toEqual([])
  })
})
