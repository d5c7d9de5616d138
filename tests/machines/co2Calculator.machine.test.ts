import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type CalculatorData, co2CalculatorMachine } from '../../machines/co2Calculator.machine.ts'
import {
  type Co2CalculatorModelEvent,
  type Co2CalculatorState,
  calculatorData,
  co2CalculatorModel,
  LITTLE,
  LOTS,
  NONE,
} from './models/co2Calculator.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import { describeAgainstModel, type Effect, eventPlayer, type SystemUnderTest } from './support/model.ts'

function startCalculator(country?: string) {
  const effects: Effect[] = []
  const load = controllable<CalculatorData, { country: string }>('load', effects)
  const actor = createActor(co2CalculatorMachine.provide({ actors: { load: load.logic } }), {
    input: country ? { country } : {},
  })
  actor.start()
  return { actor, load, effects }
}

/** The calculator as the model reads it; the load it starts with is checked on its own below. */
function calculatorUnderTest(): SystemUnderTest<Co2CalculatorState, Co2CalculatorModelEvent> {
  const { actor, load, effects } = startCalculator()
  effects.length = 0
  return {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      const answerOf = (questionId: number) => context.answers.find((each) => each.questionId === questionId)
      return {
        value: value as Co2CalculatorState['value'],
        q1: answerOf(1)?.answerId ?? null,
        q1Typed: answerOf(1)?.inputValue ?? null,
        q2Typed: answerOf(2)?.inputValue ?? null,
        q3: answerOf(3)?.answerId ?? null,
        asked: context.walk.map((step) => step.questionId),
        drafts: context.drafts,
        problems: context.inputProblems,
        total: context.results.total,
        lines: context.results.perCategory.map((line) => `${line.title} ${line.co2value}`),
        failure: context.failure,
      }
    },
    play: eventPlayer(actor, { load }),
  }
}

describeAgainstModel(
  'CO2 calculator machine',
  co2CalculatorModel(),
  co2CalculatorMachine,
  calculatorUnderTest,
)

describe('CO2 calculator machine without provided actors', () => {
  it('load fails naming the actor to provide', async () => {
    const error = await errorOf(co2CalculatorMachine.implementations.actors.load, { country: 'NL' })
    expect(error).toEqual(new Error('co2CalculatorMachine: provide the load actor'))
  })
})

describe('CO2 calculator rules a user would notice', () => {
  it('loads the quiz and the data tables of its country as it opens (the Netherlands when none is given)', async () => {
    expect(startCalculator().effects).toEqual([['start', 'load', { country: 'NL' }]])
    expect(startCalculator('BE').effects).toEqual([['start', 'load', { country: 'BE' }]])
  })

  it('shows the results of the answers in the order a person reads them, and says why an input was refused', async () => {
    const { actor, load } = startCalculator()
    await load.resolve(calculatorData)
    actor.send({ type: 'calculator.choose', questionId: 1, answerId: LOTS })
    actor.send({ type: 'calculator.type', questionId: 2, text: '1x' })
    actor.send({ type: 'calculator.update', questionId: 2 })
    expect(actor.getSnapshot().context.inputProblems).toEqual({ 2: 'notANumber' })
    actor.send({ type: 'calculator.type', questionId: 2, text: '250' })
    actor.send({ type: 'calculator.update', questionId: 2 })
    await flush()
    expect(actor.getSnapshot().context.results).toEqual({
      total: 800,
      perCategory: [
        { categoryId: 2, title: 'Travel', co2value: 500 },
        { categoryId: 1, title: 'Food', co2value: 300 },
      ],
    })
    actor.send({ type: 'calculator.choose', questionId: 1, answerId: LITTLE })
    expect(actor.getSnapshot().context.results.total).toBe(100)
    actor.send({ type: 'calculator.choose', questionId: 3, answerId: NONE })
    expect(actor.getSnapshot().context.results).toEqual({ total: 0, perCategory: [] })
    expect(actor.getSnapshot().context.answers).toEqual([{ questionId: 3, answerId: NONE, inputValue: null }])
  })
})
