import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bptAnswerProblems,
  bptMessages,
  bptQuestionCreateSchema,
  bptQuestionFormSchema,
  bptTypeHasAnswers,
  bptValuesOf,
  missingBptValues,
  withMissingBptAnswers,
} from '../../src/domain/bpt.ts'
import { type BptType, bptTypes } from '../../src/domain/enums.ts'

// docs/product.md §3 "BPT question" and §5 BPT: the fixed answer values of each type, and the
// rule that every option of a type is present exactly once (none for interests and location).

const answers = (...values: string[]) => values.map((value) => ({ value }))
const fixedTypes = bptTypes.filter(bptTypeHasAnswers)

describe('the fixed answer values (docs/product.md §3)', () => {
  it.each([
    ['expertise', ['low', 'some', 'expert']],
    ['motivation', ['climate', 'money', 'health', 'children', 'conviction', 'other', 'unknown']],
    [
      'behavior',
      [
        'less-meat',
        'public-transport',
        'recycling',
        'local-products',
        'movement',
        'electric-hybrid-car',
        'sustainable-living',
        'energy-saving',
        'alternative-transport',
        'sustainable-consumer',
        'other',
      ],
    ],
    [
      'barrier',
      [
        'no-time',
        'too-expensive',
        'lack-knowledge',
        'lack-access',
        'lack-support',
        'unsure-effectiveness',
        'social-pressure',
        'habit-routines',
        'other',
        'unknown',
      ],
    ],
    [
      'target',
      [
        'reduce-energy',
        'sustainable-transport',
        'sustainable-food',
        'sustainable-consumer',
        'other',
        'unknown',
      ],
    ],
    ['self-reliance', ['no-faith', 'less-faith', 'neutral', 'more-faith', 'much-faith']],
    ['co2-scan', ['yes', 'no', 'now', 'unknown']],
    ['interests', []],
    ['location', []],
  ] as const)('%s has %j', (type, values) => {
    expect(bptValuesOf(type)).toEqual(values)
    expect(bptTypeHasAnswers(type)).toBe(values.length > 0)
  })
})

describe('the answer rule (docs/product.md §5)', () => {
  it('accepts every option of the type once, in any order', () => {
    expect(bptAnswerProblems('expertise', answers('expert', 'low', 'some'))).toEqual([])
  })

  it('asks for every option while one is missing', () => {
    expect(bptAnswerProblems('expertise', answers('low', 'some'))).toEqual([
      { path: ['answers'], message: 'Please provide all answer options' },
    ])
    expect(missingBptValues('expertise', answers('low'))).toEqual(['some', 'expert'])
    expect(bptAnswerProblems('co2-scan', [])).toEqual([
      { path: ['answers'], message: bptMessages.allOptions },
    ])
  })

  it('names the answer whose value is of another type, or used twice', () => {
    expect(bptAnswerProblems('expertise', answers('low', 'some', 'expert', 'climate', 'low'))).toEqual([
      { path: ['answers', 3, 'value'], message: 'This value is not an option of this type.' },
      { path: ['answers', 4, 'value'], message: 'Each value may be used by one answer only.' },
    ])
  })

  it('refuses answers on interests and location', () => {
    for (const type of ['interests', 'location'] as const) {
      expect(bptAnswerProblems(type, [])).toEqual([])
      expect(bptAnswerProblems(type, answers('low'))).toEqual([
        { path: ['answers'], message: 'Interests and location questions have no answers.' },
      ])
    }
  })

  it('holds for any subset and order of a type’s values: complete exactly when every value is there', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixedTypes),
        fc.func(fc.boolean()),
        fc.integer(),
        (type: BptType, keep, seed) => {
          const values = bptValuesOf(type).filter((value) => keep(value))
          const shuffled = [...values].sort((a, b) => ((a + seed).length % 3) - ((b + seed).length % 3))
          const problems = bptAnswerProblems(type, answers(...shuffled))
          expect(problems.length === 0).toBe(values.length === bptValuesOf(type).length)
          // "Add all missing" always completes the set.
          const completed = withMissingBptAnswers(
            type,
            shuffled.map((value) => ({ text: 'x', hint: '', value })),
          )
          expect(bptAnswerProblems(type, completed)).toEqual([])
          expect(completed.slice(0, shuffled.length).map((answer) => answer.value)).toEqual(shuffled)
        },
      ),
    )
  })
})

describe('the request and form schemas', () => {
  const complete = (type: BptType) => bptValuesOf(type).map((value) => ({ text: value, value }))

  it('requires the text with the SPEC message', () => {
    const result = bptQuestionCreateSchema.safeParse({ text: '  ', type: 'location' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['text', 'Text is required.'],
    ])
  })

  it('refuses a type outside the nine and 21 answers', () => {
    const result = bptQuestionCreateSchema.safeParse({
      text: 'Q',
      type: 'hobbies',
      answers: Array.from({ length: 21 }, () => ({ text: 'a', value: 'low' })),
    })
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(paths).toContainEqual(['type', 'Type is required.'])
    expect(paths).toContainEqual(['answers', 'A question has at most 20 answers.'])
  })

  it('checks the answer rule against the type sent', () => {
    expect(
      bptQuestionCreateSchema.safeParse({ text: 'Q', type: 'co2-scan', answers: complete('co2-scan') })
        .success,
    ).toBe(true)
    const result = bptQuestionCreateSchema.safeParse({
      text: 'Q',
      type: 'target',
      answers: complete('co2-scan'),
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'answers.0.value',
      'answers.1.value',
      'answers.2.value',
      // 'unknown' is a target value too.
      'answers',
    ])
  })

  it('the form asks for a type before anything else about the answers', () => {
    const result = bptQuestionFormSchema.safeParse({ text: 'Q', type: '', onboarding: false, answers: [] })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['type', 'Type is required.'],
    ])
  })
})
