import type { CalculatorData, Co2CalculatorEvent } from '../../../machines/co2Calculator.machine.ts'
import type { BehaviourModel, Outcome } from '../support/model.ts'

// The expected behaviour of machines/co2Calculator.machine.ts, written by hand from docs/product.md
// §2 "CO2 quiz area" (the Calculator drawer: try answers, see live results, Reset) and §4
// ("choosing an answer updates the results; an Other answer or a user-input question shows an
// input with Update; Reset clears all answers"), on a quiz of three questions whose results a
// person can add up:
// - Q1 "How much meat?" (Food, value): Little 100 kg, Lots 300 kg (followed by Q2), Other (typed kg);
// - Q2 "How many km a week?" (Travel, value-factor 2 kg a km, typed) — asked only after Lots;
// - Q3 "How much cheese?" (Food, value): Some 50 kg, None 0 kg, and None resets Q1.
// An Other answer counts nothing until its typed amount is updated; an update takes a number from
// 0 to 1,000,000 ('12', '12,5'), else the input keeps its problem. A question that leaves the quiz
// (Q2, once Lots is no longer chosen, or reset with Q1) loses its answer, draft and problem.

export const LITTLE = 11
export const LOTS = 12
export const OTHER = 13
export const SOME = 31
export const NONE = 32

const FOOD = 1
const TRAVEL = 2

export const calculatorData: CalculatorData = {
  quiz: {
    questions: [
      {
        id: 1,
        questionType: 'answers',
        calculationType: 'value',
        unitValue: null,
        categoryIds: [FOOD],
        calculationLabels: [],
        chainQuestionId: null,
        partQuestionId: null,
        answers: [
          { id: LITTLE, unitAmount: 100 },
          { id: LOTS, unitAmount: 300, followUpQuestionId: 2 },
          { id: OTHER, unitAmount: null, isOther: true },
        ].map(engineAnswer),
      },
      {
        id: 2,
        questionType: 'user-input',
        calculationType: 'value-factor',
        unitValue: 2,
        categoryIds: [TRAVEL],
        calculationLabels: [],
        chainQuestionId: null,
        partQuestionId: null,
        answers: [],
      },
      {
        id: 3,
        questionType: 'answers',
        calculationType: 'value',
        unitValue: null,
        categoryIds: [FOOD],
        calculationLabels: [],
        chainQuestionId: null,
        partQuestionId: null,
        answers: [
          { id: SOME, unitAmount: 50 },
          { id: NONE, unitAmount: 0, resetsQuestions: [1] },
        ].map(engineAnswer),
      },
    ],
    values: [],
    averages: [],
    categoryTitles: new Map([
      [FOOD, 'Food'],
      [TRAVEL, 'Travel'],
    ]),
  },
  tables: {},
}

function engineAnswer(fields: {
  id: number
  unitAmount: number | null
  isOther?: boolean
  followUpQuestionId?: number
  resetsQuestions?: number[]
}) {
  return {
    tableKey: null,
    isAverage: false,
    calculationLabels: [],
    providesLabels: [],
    ...fields,
    isOther: fields.isOther ?? false,
    followUpQuestionId: fields.followUpQuestionId ?? null,
    resetsQuestions: fields.resetsQuestions ?? [],
  }
}

export const serverError = { status: 503, error: 'unavailable', message: 'The database is not available.' }
export const networkError = new TypeError('Failed to fetch')

export type Co2CalculatorState = {
  value: 'loading' | 'failed' | 'ready'
  /** Q1's chosen answer and what counts for Other; Q2's counted km; Q3's chosen answer. */
  q1: number | null
  q1Typed: number | null
  q2Typed: number | null
  q3: number | null
  /** The questions asked, in order. */
  asked: number[]
  drafts: Record<number, string>
  problems: Record<number, 'notANumber' | 'outOfRange'>
  /** The results as the drawer shows them: the total, and each category's line. */
  total: number
  lines: string[]
  failure: string | null
}

export type Co2CalculatorModelEvent =
  | Co2CalculatorEvent
  | { type: 'load.done'; output: CalculatorData }
  | { type: 'load.error'; error: unknown; reason: string | null }

/** What the model reads from typed text: only its samples. */
const typedAmounts: Record<string, number | 'notANumber' | 'outOfRange'> = {
  '40': 40,
  '12,5': 12.5,
  abc: 'notANumber',
  '2000000': 'outOfRange',
}

/** The results a person adds up: Food is Q1 and Q3, Travel is Q2 at 2 kg a km. */
function withResults(state: Co2CalculatorState): Co2CalculatorState {
  const q1 =
    state.q1 === LITTLE ? 100 : state.q1 === LOTS ? 300 : state.q1 === OTHER ? (state.q1Typed ?? 0) : 0
  const q3 = state.q3 === SOME ? 50 : 0
  const food = q1 + q3
  const travel = (state.q2Typed ?? 0) * 2
  const lines = [
    ['Food', food],
    ['Travel', travel],
  ] as const
  const shown = lines.filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1])
  const asked = state.q1 === LOTS ? [1, 2, 3] : [1, 3]
  const keep = <V>(record: Record<number, V>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => asked.includes(Number(key)))) as Record<
      number,
      V
    >
  return {
    ...state,
    asked,
    drafts: keep(state.drafts),
    problems: keep(state.problems),
    total: food + travel,
    lines: shown.map(([title, value]) => `${title} ${value}`),
  }
}

const takesInput = (state: Co2CalculatorState, questionId: number) =>
  (questionId === 1 && state.q1 === OTHER) || (questionId === 2 && state.q1 === LOTS)

function next(state: Co2CalculatorState, event: Co2CalculatorModelEvent): Outcome<Co2CalculatorState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<Co2CalculatorState>) => ({
    state: withResults({ ...state, ...patch }),
    effects: [],
  })
  switch (state.value) {
    case 'loading':
      if (event.type === 'load.done') return go({ value: 'ready', failure: null })
      if (event.type === 'load.error')
        return { state: { ...state, value: 'failed', failure: event.reason }, effects: [] }
      return stay
    case 'failed':
      if (event.type === 'calculator.retry')
        return { state: { ...state, value: 'loading' }, effects: [['start', 'load', { country: 'NL' }]] }
      return stay
    case 'ready':
      switch (event.type) {
        case 'calculator.choose': {
          const { questionId, answerId } = event
          if (questionId === 1 && [LITTLE, LOTS, OTHER].includes(answerId)) {
            const q1Typed = answerId === OTHER && state.q1 === OTHER ? state.q1Typed : null
            const leavesQ2 = answerId !== LOTS
            return go({ q1: answerId, q1Typed, q2Typed: leavesQ2 ? null : state.q2Typed })
          }
          if (questionId === 3 && answerId === SOME) return go({ q3: SOME })
          if (questionId === 3 && answerId === NONE) {
            const { 1: _draft, ...drafts } = state.drafts
            const { 1: _problem, ...problems } = state.problems
            return go({ q3: NONE, q1: null, q1Typed: null, q2Typed: null, drafts, problems })
          }
          return stay
        }
        case 'calculator.type': {
          if (!takesInput(state, event.questionId)) return stay
          const { [event.questionId]: _gone, ...problems } = state.problems
          return go({ drafts: { ...state.drafts, [event.questionId]: event.text }, problems })
        }
        case 'calculator.update': {
          if (!takesInput(state, event.questionId)) return stay
          const amount = typedAmounts[state.drafts[event.questionId] ?? ''] ?? 'notANumber'
          if (typeof amount !== 'number')
            return go({ problems: { ...state.problems, [event.questionId]: amount } })
          const { [event.questionId]: _gone, ...problems } = state.problems
          return go({ problems, ...(event.questionId === 1 ? { q1Typed: amount } : { q2Typed: amount }) })
        }
        case 'calculator.reset':
          return go({ q1: null, q1Typed: null, q2Typed: null, q3: null, drafts: {}, problems: {} })
        default:
          return stay
      }
  }
}

export const initialCalculator: Co2CalculatorState = {
  value: 'loading',
  q1: null,
  q1Typed: null,
  q2Typed: null,
  q3: null,
  asked: [],
  drafts: {},
  problems: {},
  total: 0,
  lines: [],
  failure: null,
}

export function co2CalculatorModel(): BehaviourModel<Co2CalculatorState, Co2CalculatorModelEvent> {
  return {
    initial: initialCalculator,
    events: [
      { type: 'load.done', output: calculatorData },
      { type: 'load.error', error: serverError, reason: serverError.message },
      { type: 'load.error', error: networkError, reason: null },
      { type: 'calculator.retry' },
      { type: 'calculator.choose', questionId: 1, answerId: LITTLE },
      { type: 'calculator.choose', questionId: 1, answerId: LOTS },
      { type: 'calculator.choose', questionId: 1, answerId: OTHER },
      { type: 'calculator.choose', questionId: 1, answerId: SOME },
      { type: 'calculator.choose', questionId: 3, answerId: SOME },
      { type: 'calculator.choose', questionId: 3, answerId: NONE },
      { type: 'calculator.type', questionId: 1, text: '40' },
      { type: 'calculator.type', questionId: 1, text: '2000000' },
      { type: 'calculator.type', questionId: 2, text: '12,5' },
      { type: 'calculator.type', questionId: 2, text: 'abc' },
      { type: 'calculator.type', questionId: 3, text: '40' },
      { type: 'calculator.update', questionId: 1 },
      { type: 'calculator.update', questionId: 2 },
      { type: 'calculator.reset' },
    ],
    next,
    label: (event) => {
      const names: Record<number, string> = { 11: 'Little', 12: 'Lots', 13: 'Other', 31: 'Some', 32: 'None' }
      if (event.type === 'calculator.choose') return `Q${event.questionId} ${names[event.answerId]}`
      if (event.type === 'calculator.type') return `Q${event.questionId} typed '${event.text}'`
      if (event.type === 'calculator.update') return `Q${event.questionId} Update`
      if (event.type === 'load.error') return event.reason ? 'server refuses' : 'network fails'
      if (event.type === 'load.done') return 'loaded'
      return event.type.replace('calculator.', '')
    },
  }
}
