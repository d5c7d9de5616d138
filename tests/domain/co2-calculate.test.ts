import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerSetProblems, CO2_INPUT_MAX } from '../../src/domain/co2/answer-set.ts'
import { calculateCo2 } from '../../src/domain/co2/calculate.ts'
import type { EngineQuestion, GivenAnswer } from '../../src/domain/co2/model.ts'
import { prepareQuiz } from '../../src/domain/co2/prepare.ts'
import type { DomainMessage } from '../../src/domain/domain-message.ts'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'
import { co2CalculationLabels, co2CalculationTypes } from '../../src/domain/enums.ts'
import { answer, chose, defaultTables, other, question, quizOf, typed, typedIn } from './support/co2Quiz.ts'

// The walk around the formulas (src/domain/co2/README.md "The walk"): what is summed where, how
// results are rounded and ordered, averages, values, resets, and the refusals of an answer set;
// then properties over random quizzes: whatever the quiz, tables and answers, the engine returns
// finite, non-negative, ordered results and never throws.

const tables = defaultTables()
const valueQuestion = (id: number, category: number, amounts: number[]) =>
  question(id, {
    calculationType: 'value',
    categoryIds: [category],
    answers: amounts.map((unitAmount, index) => answer(id * 10 + index + 1, { unitAmount })),
  })

describe('the results', () => {
  const quiz = quizOf([
    valueQuestion(1, 1, [100.004, 0]),
    valueQuestion(2, 2, [250.456]),
    valueQuestion(3, 3, [0]),
  ])

  it('are rounded to 2 decimals, largest first, with categories at 0 left out', () => {
    expect(calculateCo2(quiz, [chose(1, 11), chose(2, 21), chose(3, 31)], tables)).toEqual({
      total: 350.46,
      perCategory: [
        { categoryId: 2, title: 'Mobility', co2value: 250.46 },
        { categoryId: 1, title: 'Food', co2value: 100 },
      ],
    })
  })

  it('are empty with no answers', () => {
    expect(calculateCo2(quiz, [], tables)).toEqual({ total: 0, perCategory: [] })
  })

  it('sum the questions of one category', () => {
    const two = quizOf([valueQuestion(1, 1, [100]), valueQuestion(2, 1, [50])])
    expect(calculateCo2(two, [chose(1, 11), chose(2, 21)], tables).perCategory).toEqual([
      { categoryId: 1, title: 'Food', co2value: 150 },
    ])
  })
})

describe('an average answer', () => {
  const averaged = (id: number, category: number) =>
    question(id, {
      calculationType: 'value',
      categoryIds: [category],
      answers: [answer(id * 10 + 1, { unitAmount: 999 }), answer(id * 10 + 2, { isAverage: true })],
    })
  const quiz = quizOf([averaged(1, 1), averaged(2, 1), averaged(3, 2)], {
    averages: [
      { value: 1800, country: 'NL', categoryIds: [1] },
      { value: 2400, country: 'BE', categoryIds: [1] },
      { value: 700, country: 'NL', categoryIds: [2] },
    ],
  })

  it("stands for its share of its category's average in the person's country, among the questions answered there", () => {
    expect(calculateCo2(quiz, [chose(1, 12)], tables, 'NL').total).toBe(1800)
    expect(calculateCo2(quiz, [chose(1, 12)], tables, 'BE').total).toBe(2400)
    // Two of the category's questions answered: the average one stands for half of it.
    expect(calculateCo2(quiz, [chose(1, 11), chose(2, 22)], tables, 'NL').total).toBe(999 + 900)
    expect(calculateCo2(quiz, [chose(1, 12), chose(2, 22), chose(3, 32)], tables, 'NL').total).toBe(2500)
  })

  it("takes the default country's average where the country has none", () => {
    expect(calculateCo2(quiz, [chose(3, 32)], tables, 'BE').total).toBe(700)
  })
})

describe('CO2 values', () => {
  const quiz = quizOf([valueQuestion(1, 1, [400]), valueQuestion(2, 2, [300])], {
    values: [
      { id: 1, value: 1000, country: 'NL', categoryIds: [3], overrideQuestions: [] },
      { id: 2, value: 120, country: 'NL', categoryIds: [2], overrideQuestions: [2] },
      { id: 3, value: 5000, country: 'DE', categoryIds: [3], overrideQuestions: [1] },
    ],
  })

  it("of the person's country are counted, and replace the questions they override", () => {
    expect(calculateCo2(quiz, [chose(1, 11), chose(2, 21)], tables, 'NL').perCategory).toEqual([
      { categoryId: 3, title: 'Home', co2value: 1000 },
      { categoryId: 1, title: 'Food', co2value: 400 },
      { categoryId: 2, title: 'Mobility', co2value: 120 },
    ])
    expect(calculateCo2(quiz, [chose(1, 11), chose(2, 21)], tables, 'DE').total).toBe(5300)
  })
})

describe('resetting questions', () => {
  const quiz = quizOf([
    question(1, {
      calculationType: 'value',
      answers: [answer(11, { unitAmount: 0, resetsQuestions: [2] }), answer(12, { unitAmount: 10 })],
    }),
    valueQuestion(2, 1, [500]),
  ])

  it('drops the answers given before it to the questions an answer resets; answered after it, they count', () => {
    expect(calculateCo2(quiz, [chose(2, 21), chose(1, 11)], tables).total).toBe(0)
    expect(calculateCo2(quiz, [chose(1, 11), chose(2, 21)], tables).total).toBe(500)
    expect(calculateCo2(quiz, [chose(2, 21), chose(1, 12)], tables).total).toBe(510)
  })
})

describe('labels', () => {
  it('are given by the first question in quiz order that carries them', () => {
    const quiz = quizOf([
      question(1, { calculationType: 'motor', categoryIds: [2] }),
      typed(2, 'motor passengers'),
      typed(3, 'motor passengers'),
    ])
    // 1,000 km × 0.19 × 0.6 / 2: question 2 comes first in the quiz, whatever the answers' order
    expect(calculateCo2(quiz, [typedIn(3, 4), typedIn(2, 2), typedIn(1, 1000)], tables).total).toBe(57)
  })
})

describe('the answer set', () => {
  const quiz = prepareQuiz(
    quizOf([
      valueQuestion(1, 1, [100]),
      question(2, {
        calculationType: 'value',
        answers: [answer(21, { unitAmount: 1 }), answer(22, { isOther: true })],
      }),
      question(3, { calculationType: 'value-factor', unitValue: 1 }),
      question(4, { questionType: 'parts-question', calculationType: 'car' }),
    ]),
  )
  const said = (answers: GivenAnswer[]) =>
    answerSetProblems(quiz, answers).map((problem) => ({
      path: problem.path.join('.'),
      text: formatDomainMessage(problem.message as DomainMessage),
    }))

  it('refuses each kind of answer the engine cannot count, naming where it is', () => {
    expect(
      said([
        chose(77, 1),
        chose(1, 21),
        { questionId: 2, answerId: null, inputValue: 3 },
        other(2, 22, Number.NaN),
        typedIn(3, -1),
        { questionId: 3, answerId: null, inputValue: null },
        typedIn(4, 1),
        typedIn(3, CO2_INPUT_MAX),
        chose(1, 11),
        chose(1, 11),
      ]),
    ).toEqual([
      { path: 'answers.0.questionId', text: 'There is no CO2 question 77.' },
      { path: 'answers.1.answerId', text: 'Answer 21 is not an answer of question 1.' },
      { path: 'answers.2.answerId', text: 'Question 2 needs one of its answers.' },
      { path: 'answers.3.inputValue', text: `Must be a number from 0 to ${CO2_INPUT_MAX}.` },
      { path: 'answers.4.inputValue', text: `Must be a number from 0 to ${CO2_INPUT_MAX}.` },
      { path: 'answers.5.inputValue', text: 'Enter a number for question 3.' },
      { path: 'answers.6.questionId', text: 'Question 4 is answered through its parts.' },
      { path: 'answers.9.questionId', text: 'Question 1 is answered more than once.' },
    ])
  })

  it('accepts a complete, well-formed set', () => {
    expect(said([chose(1, 11), other(2, 22, 12), typedIn(3, 0)])).toEqual([])
  })
})

// ── Properties over random quizzes ──────────────────────────────────────────────────────────

const ids = fc.integer({ min: 1, max: 12 })
const anyNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -1, 1e308, Number.POSITIVE_INFINITY, Number.NaN),
  fc.double({ min: 0, max: 1e4, noNaN: true }),
)
const anyKey = fc.constantFrom(
  null,
  'petrol',
  'diesel',
  'terraced',
  'train',
  'grey',
  'vegan',
  'nope',
  '__proto__',
)
const anyLabels = fc.subarray([...co2CalculationLabels], { maxLength: 3 })
const randomQuestion = (id: number) =>
  fc.record({
    id: fc.constant(id),
    questionType: fc.constantFrom('answers', 'user-input', 'parts-question'),
    calculationType: fc.option(fc.constantFrom(...co2CalculationTypes)),
    unitValue: fc.option(anyNumber),
    categoryIds: fc.subarray([1, 2, 3], { maxLength: 2 }),
    calculationLabels: anyLabels,
    chainQuestionId: fc.option(ids),
    partQuestionId: fc.option(ids),
    answers: fc.array(
      fc.record({
        id: fc.integer({ min: id * 100, max: id * 100 + 9 }),
        unitAmount: fc.option(anyNumber),
        tableKey: anyKey,
        isAverage: fc.boolean(),
        isOther: fc.boolean(),
        calculationLabels: anyLabels,
        providesLabels: anyLabels,
        followUpQuestionId: fc.option(ids),
        resetsQuestions: fc.array(ids, { maxLength: 3 }),
      }),
      { maxLength: 4 },
    ),
  }) as fc.Arbitrary<EngineQuestion>
const randomQuiz = fc
  .array(ids, { minLength: 1, maxLength: 12 })
  .chain((wanted) => fc.tuple(...[...new Set(wanted)].map(randomQuestion)))
  .chain((questions) =>
    fc.record({
      questions: fc.constant(questions),
      averages: fc.array(
        fc.record({
          value: anyNumber,
          country: fc.constantFrom('NL', 'BE'),
          categoryIds: fc.subarray([1, 2, 3]),
        }),
      ),
      values: fc.array(
        fc.record({
          id: ids,
          value: anyNumber,
          country: fc.constantFrom('NL', 'BE'),
          categoryIds: fc.subarray([1, 2, 3]),
          overrideQuestions: fc.array(ids, { maxLength: 2 }),
        }),
        { maxLength: 3 },
      ),
    }),
  )
const randomAnswers = fc.array(
  fc.record({
    questionId: ids,
    answerId: fc.option(fc.integer({ min: 100, max: 1300 })),
    inputValue: fc.option(anyNumber),
  }),
  { maxLength: 20 },
)
/** The shipped tables, or some of them broken: wrong types, negative or endless factors, missing. */
const randomTables = fc.oneof(
  fc.constant(tables),
  fc.dictionary(
    fc.constantFrom('car-fuel', 'flights', 'diet', 'house-type', 'electricity', 'gas', 'public-transport'),
    fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom('petrol', 'grey', 'natural-gas', 'average'), anyNumber),
    ),
  ),
)

describe('over random quizzes, tables and answers', () => {
  it('always returns finite, non-negative results, largest first, adding up to the total', () => {
    fc.assert(
      fc.property(randomQuiz, randomAnswers, randomTables, (parts, answers, anyTables) => {
        const quiz = quizOf(parts.questions, { averages: parts.averages, values: parts.values })
        const results = calculateCo2(quiz, answers, anyTables, 'NL')
        expect(Number.isFinite(results.total)).toBe(true)
        expect(results.total).toBeGreaterThanOrEqual(0)
        for (const line of results.perCategory) {
          expect(Number.isFinite(line.co2value) && line.co2value > 0).toBe(true)
          expect(Math.round(line.co2value * 100) / 100).toBe(line.co2value)
        }
        const values = results.perCategory.map((line) => line.co2value)
        expect(values).toEqual([...values].sort((a, b) => b - a))
        const sum = values.reduce((total, value) => total + value, 0)
        expect(Math.abs(sum - results.total)).toBeLessThan(0.01)
      }),
      { numRuns: 400 },
    )
  })

  it('counts only answers the answer set accepts: a refused answer changes nothing', () => {
    fc.assert(
      fc.property(randomQuiz, randomAnswers, (parts, answers) => {
        const quiz = prepareQuiz(quizOf(parts.questions, { averages: parts.averages, values: parts.values }))
        const refused = new Set(answerSetProblems(quiz, answers).map((problem) => problem.path[1]))
        const accepted = answers.filter((_, index) => !refused.has(index))
        expect(calculateCo2(quiz, answers, tables)).toEqual(calculateCo2(quiz, accepted, tables))
      }),
      { numRuns: 200 },
    )
  })
})
