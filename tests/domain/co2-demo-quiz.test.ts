import { describe, expect, it } from 'vitest'
import { answerSetProblems } from '../../src/domain/co2/answer-set.ts'
import { calculateCo2 } from '../../src/domain/co2/calculate.ts'
import type { Co2Quiz, EngineQuestion, GivenAnswer } from '../../src/domain/co2/model.ts'
import { prepareQuiz } from '../../src/domain/co2/prepare.ts'
import { questionsOnWalk, quizWalk } from '../../src/domain/co2/quiz-walk.ts'
import { co2QuestionWarnings, type WarnedQuestion } from '../../src/domain/co2/warnings.ts'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'
import { co2CalculationTypes, co2PartSubtypes } from '../../src/domain/enums.ts'
import { demoCategories } from '../../src/server/seed/demo/categories.ts'
import {
  demoCo2Answers,
  demoCo2Averages,
  demoCo2Position,
  demoCo2PositionIds,
  demoCo2QuestionId,
  demoCo2Questions,
  demoCo2Quiz,
  demoCo2Tables,
  demoCo2Values,
} from '../../src/server/seed/demo/co2.ts'

// The demo CO2 quiz (src/server/seed/demo/co2.ts) as the engine reads it: complete (every
// calculation type, parts, subs, follow-ups, a chain, resets), without a single warning, and
// plausible: a typical Dutch person's answers land on the Dutch averages it seeds, and answering
// "count me as average" wherever the quiz offers it lands on them exactly.

const quiz = demoCo2Quiz()
const tables = demoCo2Tables()
const questionById = new Map(quiz.questions.map((question) => [question.id, question]))
const keyOf = new Map(
  demoCo2Questions.map((question, position) => [demoCo2PositionIds.question(position), question.key]),
)
const question = (key: string) => questionById.get(demoCo2QuestionId(key))!
const answerId = (key: string, index: number) => demoCo2PositionIds.answer(demoCo2Position(key), index)

const warnedQuiz = (of: Co2Quiz): WarnedQuestion[] =>
  of.questions.map((each) => ({
    ...each,
    partQuestionIds: of.questions.filter((part) => part.partQuestionId === each.id).map((part) => part.id),
  }))

const nlAverages = new Map(
  quiz.averages
    .filter((average) => average.country === 'NL')
    .map((average) => [average.categoryIds[0]!, average.value]),
)
const title = (categoryId: number) => quiz.categoryTitles.get(categoryId) ?? String(categoryId)
const resultsOf = (answers: readonly GivenAnswer[], country = 'NL') =>
  calculateCo2(quiz, answers, tables, country)
const perCategory = (answers: readonly GivenAnswer[], country = 'NL') =>
  new Map(resultsOf(answers, country).perCategory.map((line) => [line.categoryId!, line.co2value]))

describe('the demo CO2 quiz: complete', () => {
  it('uses every calculation type', () => {
    const used = new Set(quiz.questions.map((each) => each.calculationType))
    for (const type of co2CalculationTypes) expect(used, type).toContain(type)
  })

  it('has parts questions whose parts have a subtype, one of them calculating through its parts', () => {
    const partsQuestions = quiz.questions.filter((each) => each.questionType === 'parts-question')
    expect(partsQuestions.length).toBeGreaterThanOrEqual(2)
    for (const whole of partsQuestions) {
      const parts = demoCo2Questions.filter((each) => each.partOf === keyOf.get(whole.id))
      expect(parts.length, keyOf.get(whole.id)).toBeGreaterThanOrEqual(2)
      for (const part of parts) expect(co2PartSubtypes).toContain(part.partType)
    }
    const car = question('car')
    expect(car).toMatchObject({ questionType: 'parts-question', calculationType: 'car', answers: [] })
    const carParts = quiz.questions.filter((each) => each.partQuestionId === car.id)
    expect(carParts.map((part) => part.calculationType)).toEqual(carParts.map(() => null))
    // Only parts say which subtype they are.
    for (const each of demoCo2Questions) expect(each.partType === undefined).toBe(each.partOf === undefined)
  })

  it('has sub questions one level deep, follow-ups, a flying chain and answers that reset questions', () => {
    const subs = demoCo2Questions.filter((each) => each.parent !== undefined)
    expect(subs.length).toBeGreaterThanOrEqual(3)
    for (const sub of subs) {
      const parent = demoCo2Questions[demoCo2Position(sub.parent!)]!
      expect(parent.parent, sub.key).toBeUndefined()
      expect(parent.category, sub.key).toBe(sub.category)
    }

    const answers = quiz.questions.flatMap((each) => each.answers)
    const followUps = answers.flatMap((answer) => answer.followUpQuestionId ?? [])
    expect(followUps.length).toBeGreaterThanOrEqual(3)
    for (const id of followUps) expect(questionById.has(id)).toBe(true)

    const resets = answers.filter((answer) => answer.resetsQuestions.length > 0)
    expect(resets.length).toBeGreaterThanOrEqual(2)
    for (const id of resets.flatMap((answer) => answer.resetsQuestions))
      expect(questionById.has(id)).toBe(true)

    // Short haul, then medium, then long: one distance band of the flights table each.
    const chain: EngineQuestion[] = []
    for (let at: EngineQuestion | undefined = question('flights-short'); at; ) {
      chain.push(at)
      at = at.chainQuestionId === null ? undefined : questionById.get(at.chainQuestionId)
    }
    expect(chain.map((each) => keyOf.get(each.id))).toEqual([
      'flights-short',
      'flights-medium',
      'flights-long',
    ])
    expect(chain.map((each) => each.calculationType)).toEqual(['flying', null, null])
    const bands = tables.flights as { haul: string; fromKm: number }[]
    const haul = (km: number) => bands.filter((band) => band.fromKm <= km).at(-1)!.haul
    expect(chain.map((each) => haul(each.unitValue!))).toEqual(['short', 'medium', 'long'])
  })

  it('puts every question, value and average in exactly one existing category', () => {
    for (const each of quiz.questions) expect(each.categoryIds, keyOf.get(each.id)).toHaveLength(1)
    for (const each of [...quiz.values, ...quiz.averages]) expect(each.categoryIds).toHaveLength(1)
    for (const each of quiz.questions) expect(quiz.categoryTitles.has(each.categoryIds[0]!)).toBe(true)
  })

  it('is written in English and Dutch: titles, hints, descriptions, answers, sources, values', () => {
    const both = (text: { en: string; nl?: string } | undefined, where: string) => {
      if (!text) return
      expect(text.en.trim(), where).not.toBe('')
      expect(text.nl?.trim(), where).toBeTruthy()
    }
    for (const each of demoCo2Questions) {
      both(each.title, each.key)
      both(each.hint, `${each.key} hint`)
      both(each.description, `${each.key} description`)
      for (const answer of each.answers ?? []) both(answer.text, `${each.key}: ${answer.text.en}`)
      for (const source of each.sources ?? []) both(source.description, `${each.key} source`)
    }
    for (const value of demoCo2Values) both(value.description, `value ${value.country}`)
    // The user activity seed finds a question's input range by its English title.
    const titles = demoCo2Questions.map((each) => each.title.en)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('picks fields and rows the data tables have', () => {
    const fields = (name: string) => Object.keys(tables[name] as object)
    const tableOf = (each: EngineQuestion): string[] => {
      if (each.calculationLabels.includes('car fuel') || each.calculationLabels.includes('motor fuel'))
        return fields('car-fuel')
      if (each.calculationLabels.includes('house type'))
        return (tables['house-type'] as { type: string }[]).map((row) => row.type)
      if (each.calculationType === 'diet') return fields('diet')
      if (each.calculationType === 'electricity') return fields('electricity')
      if (each.calculationType === 'mobility') return fields('public-transport')
      return []
    }
    let keyed = 0
    for (const each of quiz.questions) {
      for (const answer of each.answers) {
        if (answer.tableKey === null) continue
        keyed++
        expect(tableOf(each), `${keyOf.get(each.id)}: ${answer.tableKey}`).toContain(answer.tableKey)
      }
    }
    expect(keyed).toBeGreaterThanOrEqual(20)
  })
})

describe('the demo CO2 quiz: no warnings', () => {
  it('gives no question a warning', () => {
    const all = warnedQuiz(quiz)
    for (const each of all) {
      expect(co2QuestionWarnings(each, all).map(formatDomainMessage), keyOf.get(each.id)).toEqual([])
    }
  })
})

describe('the demo CO2 quiz: plausible', () => {
  const typical = demoCo2Answers('typical')

  it('answers as a typical Dutch person would, through the quiz as the app asks it', () => {
    expect(answerSetProblems(prepareQuiz(quiz), typical)).toEqual([])
    const given = new Map(typical.map((answer) => [answer.questionId, answer]))
    // Every calculating question answered (through its parts), none with "count me as average".
    for (const each of quiz.questions.filter((one) => one.calculationType)) {
      const key = keyOf.get(each.id)!
      if (each.questionType === 'parts-question') {
        const parts = quiz.questions.filter((part) => part.partQuestionId === each.id)
        // The yearly energy use is left open: the estimates from the home count.
        expect(
          parts.some((part) => given.has(part.id)),
          key,
        ).toBe(true)
        continue
      }
      if (['gasUsage', 'electricityUsage'].includes(each.calculationType!)) {
        expect(given.has(each.id), key).toBe(false)
        continue
      }
      const answer = given.get(each.id)
      expect(answer, key).toBeDefined()
      const chosen = each.answers.find((one) => one.id === answer!.answerId)
      if (chosen) expect(chosen.isAverage, key).toBe(false)
      else expect(answer!.inputValue, key).toEqual(expect.any(Number))
    }
    // A question without a calculation type answered with its isAverage answer: that is its typical one.
    for (const each of quiz.questions.filter((one) => !one.calculationType)) {
      const chosen = each.answers.find((one) => one.id === given.get(each.id)?.answerId)
      const average = each.answers.find((one) => one.isAverage)
      if (chosen && average) expect(chosen, keyOf.get(each.id)).toBe(average)
    }
    // Only what the app asks after these answers, in its order; nothing a chosen answer reset.
    const walk = questionsOnWalk(
      quizWalk(prepareQuiz(quiz), new Map(typical.map((answer) => [answer.questionId, answer.answerId]))),
    )
    const answered = typical.map((answer) => answer.questionId)
    expect(walk.filter((id) => answered.includes(id))).toEqual(answered)
    const reset = new Set(
      typical.flatMap(
        (answer) =>
          questionById.get(answer.questionId)!.answers.find((one) => one.id === answer.answerId)
            ?.resetsQuestions ?? [],
      ),
    )
    for (const id of answered) expect(reset.has(id), keyOf.get(id)).toBe(false)
    expect(reset.size).toBeGreaterThan(0)
  })

  it('lands a typical Dutch person within 5 % of the Dutch average of every category', () => {
    const results = perCategory(typical)
    for (const [categoryId, average] of nlAverages) {
      const result = results.get(categoryId) ?? 0
      expect(
        Math.abs(result - average),
        `${title(categoryId)}: ${result} against ${average}`,
      ).toBeLessThanOrEqual(average * 0.05)
    }
    // Nothing counted where no average compares it.
    for (const categoryId of results.keys()) expect(nlAverages.has(categoryId), title(categoryId)).toBe(true)
  })

  it('puts a typical Dutch footprint between 6 and 10 tonnes, the NL averages summing to it', () => {
    const { total } = resultsOf(typical)
    expect(total).toBeGreaterThanOrEqual(6000)
    expect(total).toBeLessThanOrEqual(10_000)
    const averages = [...nlAverages.values()].reduce((sum, value) => sum + value, 0)
    expect(Math.abs(total - averages)).toBeLessThanOrEqual(total * 0.01)
  })

  it('lands exactly on the Dutch averages with "count me as average" wherever the quiz offers it', () => {
    const average = demoCo2Answers('average')
    expect(answerSetProblems(prepareQuiz(quiz), average)).toEqual([])
    const averaged = average.filter((answer) => {
      const each = questionById.get(answer.questionId)!
      return each.calculationType && each.answers.find((one) => one.id === answer.answerId)?.isAverage
    })
    expect(averaged.length).toBeGreaterThanOrEqual(5)
    const results = perCategory(average)
    for (const [categoryId, value] of nlAverages) {
      // Whole kg: a category counted by its formula is the formula's result, rounded.
      expect(Math.abs((results.get(categoryId) ?? 0) - value), title(categoryId)).toBeLessThanOrEqual(0.5)
    }
  })

  it('replaces the estimates with the yearly use from the energy statement, the typical use giving the same', () => {
    const typicalUse: GivenAnswer[] = [
      ...typical.filter((answer) => answer.questionId !== question('knows-usage').id),
      { questionId: question('knows-usage').id, answerId: answerId('knows-usage', 0), inputValue: null },
      { questionId: question('gas-usage').id, answerId: null, inputValue: 1100 },
      { questionId: question('electricity-usage').id, answerId: null, inputValue: 2800 },
    ]
    expect(answerSetProblems(prepareQuiz(quiz), typicalUse)).toEqual([])
    expect(perCategory(typicalUse)).toEqual(perCategory(typical))
    // No gas connection: the heating of a home heated without gas is not counted from gas.
    const noGas = typicalUse.map((answer) =>
      answer.questionId === question('gas-usage').id ? { ...answer, inputValue: 0 } : answer,
    )
    expect(perCategory(noGas).has(question('house-size').categoryIds[0]!)).toBe(false)
  })

  it('clears the car answered so far when one then says one drives none', () => {
    const gate = question('has-car').id
    const noCar = [
      ...typical.filter((answer) => answer.questionId !== gate),
      { questionId: gate, answerId: answerId('has-car', 2), inputValue: null },
    ]
    expect(perCategory(typical).get(question('car').categoryIds[0]!)).toBeGreaterThan(1000)
    expect(perCategory(noCar).has(question('car').categoryIds[0]!)).toBe(false)
  })
})

describe('the demo CO2 averages and values', () => {
  it('has averages for at least three countries, each for the same categories', () => {
    const countries = Object.keys(demoCo2Averages)
    expect(countries.length).toBeGreaterThanOrEqual(3)
    expect(countries).toContain('NL')
    for (const country of countries)
      expect(Object.keys(demoCo2Averages[country]!).sort(), country).toEqual(
        Object.keys(demoCo2Averages.NL!).sort(),
      )
    // Every category a calculating question counts in has an average (the motorbike aside: the
    // typical Dutch person rides none, so its typical figure is nothing).
    const calculating = new Set(
      demoCo2Questions
        .filter((each) => each.calculationType && each.key !== 'motor')
        .map((each) => each.category),
    )
    for (const category of calculating) expect(Object.keys(demoCo2Averages.NL!), category).toContain(category)
  })

  it('differs by country: Belgium heats more, German electricity emits more', () => {
    const { NL, BE, DE } = demoCo2Averages
    expect(BE!.Heating).toBeGreaterThan(NL!.Heating!)
    expect(DE!.Electricity).toBeGreaterThan(NL!.Electricity!)
  })

  it('holds fixed values for non-content categories only, each counted in its own country', () => {
    const nonContent = new Set(
      demoCategories
        .flatMap((main) => [main, ...(main.children ?? [])])
        .filter((category) => category.isContent === false)
        .map((category) => category.en),
    )
    expect(demoCo2Values.length).toBeGreaterThanOrEqual(1)
    for (const value of demoCo2Values) expect(nonContent.has(value.category), value.category).toBe(true)
    const typical = demoCo2Answers('typical')
    for (const value of quiz.values) {
      expect(perCategory(typical, value.country).get(value.categoryIds[0]!), value.country).toBe(value.value)
    }
  })
})
