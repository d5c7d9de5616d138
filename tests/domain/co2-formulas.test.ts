import { describe, expect, it } from 'vitest'
import { calculateCo2 } from '../../src/domain/co2/calculate.ts'
import type { Co2Quiz, GivenAnswer } from '../../src/domain/co2/model.ts'
import { answer, chose, defaultTables, other, question, quizOf, typed, typedIn } from './support/co2Quiz.ts'

// One test per calculation type, each the worked example of src/domain/co2/README.md with the
// shipped data tables (car-fuel diesel 0.18 kg/km, terraced house 2,800 kWh and 1,100 m3, grey
// electricity 0.33 kg/kWh, gas 1.78 kg/m3, …): the figure a person can check by hand.

const tables = defaultTables()
const totalOf = (quiz: Co2Quiz, answers: GivenAnswer[], with_ = tables) =>
  calculateCo2(quiz, answers, with_).total

describe('value', () => {
  it("counts the chosen answer's unit amount as kg CO2, or what an Other answer typed", () => {
    const quiz = quizOf([
      question(1, {
        calculationType: 'value',
        answers: [answer(11, { unitAmount: 900 }), answer(12, { isOther: true, unitAmount: 5 })],
      }),
    ])
    expect(totalOf(quiz, [chose(1, 11)])).toBe(900)
    expect(totalOf(quiz, [other(1, 12, 640)])).toBe(640)
  })
})

describe('value-factor', () => {
  it('multiplies the amount (typed, or the answer’s) by the unit value', () => {
    const quiz = quizOf([
      question(1, { calculationType: 'value-factor', unitValue: 0.5 }),
      question(2, {
        calculationType: 'value-factor',
        unitValue: 2,
        answers: [answer(21, { unitAmount: 30 })],
      }),
    ])
    expect(totalOf(quiz, [typedIn(1, 100)])).toBe(50)
    expect(totalOf(quiz, [chose(2, 21)])).toBe(60)
  })
})

describe('consumption', () => {
  it('counts euro a month for a year at the unit value’s kg per euro', () => {
    const quiz = quizOf([question(1, { calculationType: 'consumption', unitValue: 0.4 })])
    // 200 euro × 12 months × 0.4 kg/euro
    expect(totalOf(quiz, [typedIn(1, 200)])).toBe(960)
  })
})

describe('diet', () => {
  const quiz = quizOf([
    question(1, {
      calculationType: 'diet',
      answers: [answer(11, { tableKey: 'flexitarian' }), answer(12, { tableKey: 'vegan' })],
    }),
    typed(2, 'fruit and veg'),
    typed(3, 'organic'),
    typed(4, 'food waste'),
  ])
  const food = (answers: GivenAnswer[]) => calculateCo2(quiz, answers, tables).perCategory[0]?.co2value

  it("reads the diet table's figure of the chosen diet, unchanged at the Dutch averages", () => {
    expect(food([chose(1, 11)])).toBe(1500)
    expect(food([chose(1, 12), typedIn(2, 0.5), typedIn(3, 0.05), typedIn(4, 0.1)])).toBe(900)
  })

  it('adds what is wasted above a tenth, and takes off for seasonal and organic food', () => {
    // 1,500 × (1 + (0.3 − 0.1))
    expect(food([chose(1, 11), typedIn(4, 0.3)])).toBe(1800)
    // 1,500 × (1 − 0.15 × (1 − 0.5)) × (1 − 0.05 × (1 − 0.05))
    expect(food([chose(1, 11), typedIn(2, 1), typedIn(3, 1)])).toBe(1321.59)
  })
})

describe('mobility', () => {
  const quiz = quizOf([
    question(1, {
      calculationType: 'mobility',
      answers: [
        answer(11, { tableKey: 'train', followUpQuestionId: 2 }),
        answer(12, { tableKey: 'bus', followUpQuestionId: 2 }),
        answer(13, { unitAmount: 0 }),
      ],
    }),
    question(2, { categoryIds: [2] }),
  ])

  it('counts the km a week of the follow-up for a year at the mode’s factor', () => {
    // 100 km × 52 weeks × 0.005 (train), × 0.07 (bus)
    expect(totalOf(quiz, [chose(1, 11), typedIn(2, 100)])).toBe(26)
    expect(totalOf(quiz, [chose(1, 12), typedIn(2, 100)])).toBe(364)
  })

  it('counts nothing for an answer without a mode (by bike)', () => {
    expect(calculateCo2(quiz, [chose(1, 13)], tables)).toEqual({ total: 0, perCategory: [] })
  })
})

describe('car', () => {
  const quiz = quizOf([
    question(1, { calculationType: 'car', questionType: 'parts-question', categoryIds: [2] }),
    question(2, {
      partQuestionId: 1,
      categoryIds: [2],
      answers: [answer(21, { tableKey: 'diesel', providesLabels: ['car fuel'] })],
    }),
    { ...typed(3, 'car km'), partQuestionId: 1 },
    { ...typed(4, 'car passengers'), partQuestionId: 1 },
    { ...typed(5, 'car sharing'), partQuestionId: 1 },
  ])

  it('counts km at the fuel’s factor, a fifth more for making the car, shared by the passengers', () => {
    // 12,000 km × 0.18 × 1.2
    expect(totalOf(quiz, [chose(2, 21), typedIn(3, 12_000)])).toBe(2592)
    expect(totalOf(quiz, [chose(2, 21), typedIn(3, 12_000), typedIn(4, 2)])).toBe(1296)
    // A shared car: 1.1 for making it
    expect(totalOf(quiz, [chose(2, 21), typedIn(3, 12_000), typedIn(5, 1)])).toBe(2376)
  })

  it('takes petrol when no part gave the fuel', () => {
    // 10,000 × 0.19 × 1.2
    expect(totalOf(quiz, [typedIn(3, 10_000)])).toBe(2280)
  })
})

describe('motor', () => {
  it('counts its km at 0.6 of a car on the same fuel, shared by the passengers', () => {
    const quiz = quizOf([
      question(1, { calculationType: 'motor', categoryIds: [2] }),
      typed(2, 'motor passengers'),
    ])
    // 3,000 km × 0.19 × 0.6
    expect(totalOf(quiz, [typedIn(1, 3000)])).toBe(342)
    expect(totalOf(quiz, [typedIn(1, 3000), typedIn(2, 2)])).toBe(171)
  })
})

describe('flying', () => {
  const quiz = quizOf([
    question(1, { calculationType: 'flying', unitValue: 500, chainQuestionId: 2, categoryIds: [2] }),
    question(2, { unitValue: 1500, chainQuestionId: 3, categoryIds: [2] }),
    question(3, { unitValue: 6000, categoryIds: [2] }),
  ])

  it('counts each flight of the chain there and back at the factor of its distance', () => {
    // 2 × 500 × 2 × 0.25 + 1 × 1,500 × 2 × 0.18 + 1 × 6,000 × 2 × 0.15
    expect(totalOf(quiz, [typedIn(1, 2), typedIn(2, 1), typedIn(3, 1)])).toBe(2840)
  })

  it('ends a chain that comes back on itself', () => {
    const looped = quizOf([
      question(1, { calculationType: 'flying', unitValue: 500, chainQuestionId: 2 }),
      question(2, { unitValue: 1500, chainQuestionId: 1 }),
    ])
    // 1 × 500 × 2 × 0.25 + 1 × 1,500 × 2 × 0.18, each once
    expect(totalOf(looped, [typedIn(1, 1), typedIn(2, 1)])).toBe(790)
  })
})

describe('the house: houseSize and electricity', () => {
  const home = [
    question(4, { answers: [answer(41, { tableKey: 'terraced', providesLabels: ['house type'] })] }),
    question(5, { answers: [answer(51, { unitAmount: 1.2, providesLabels: ['house age'] })] }),
    typed(6, 'house occupants'),
  ]
  const quiz = quizOf([
    question(1, { calculationType: 'houseSize', categoryIds: [3], answers: [answer(11, { unitAmount: 1 })] }),
    question(2, {
      calculationType: 'electricity',
      categoryIds: [3],
      answers: [answer(21, { tableKey: 'grey' }), answer(22, { tableKey: 'green' })],
    }),
    question(3, { calculationType: 'gasUsage', categoryIds: [3] }),
    question(7, { calculationType: 'electricityUsage', categoryIds: [3] }),
    ...home,
  ])
  const house = [chose(4, 41), chose(5, 51), typedIn(6, 2)]

  it('heats the house type’s gas at its age’s factor, shared by the occupants', () => {
    // 1,100 m3 × 1 × 1.2 × 1.78 / 2
    expect(totalOf(quiz, [chose(1, 11), ...house])).toBe(1174.8)
  })

  it('lights the house type’s kWh at the kind of electricity, shared by the occupants', () => {
    // 2,800 kWh × 0.33 / 2, and × 0.02 green
    expect(totalOf(quiz, [chose(2, 21), ...house])).toBe(462)
    expect(totalOf(quiz, [chose(2, 22), ...house])).toBe(28)
  })

  it('takes the measured use instead of the estimate when the usage questions are answered', () => {
    // gas 1,200 m3 × 1.78 / 2 replaces the estimate; 3,000 kWh × 0.02 (green) / 2 replaces the other
    expect(totalOf(quiz, [chose(1, 11), typedIn(3, 1200), ...house])).toBe(1068)
    expect(totalOf(quiz, [chose(2, 22), typedIn(7, 3000), ...house])).toBe(30)
  })
})

describe('electricityUsage, gasUsage and aquariumElectricity', () => {
  it('count typed use at the table’s factor, shared by the occupants', () => {
    const quiz = quizOf([
      question(1, { calculationType: 'electricityUsage' }),
      question(2, { calculationType: 'gasUsage' }),
      question(3, { calculationType: 'aquariumElectricity' }),
      typed(4, 'house occupants'),
    ])
    // 3,000 kWh × 0.33 (grey: no electricity question answered) / 3
    expect(totalOf(quiz, [typedIn(1, 3000), typedIn(4, 3)])).toBe(330)
    // 1,200 m3 × 1.78 / 2
    expect(totalOf(quiz, [typedIn(2, 1200), typedIn(4, 2)])).toBe(1068)
    // 100 litres × 2.5 kWh × 0.33
    expect(totalOf(quiz, [typedIn(3, 100)])).toBe(82.5)
  })
})

describe('the data tables', () => {
  it('change the results when a factor changes', () => {
    const quiz = quizOf([question(1, { calculationType: 'motor' })])
    const changed = { ...tables, 'car-fuel': { ...(tables['car-fuel'] as object), petrol: 0.25 } }
    expect(totalOf(quiz, [typedIn(1, 1000)])).toBe(114)
    expect(totalOf(quiz, [typedIn(1, 1000)], changed)).toBe(150)
  })
})
