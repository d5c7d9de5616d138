import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'
import { calculateCo2 } from '../src/domain/co2/calculate.ts'
import type { Co2Quiz, Co2Results, EngineTables, GivenAnswer } from '../src/domain/co2/model.ts'
import { type PreparedQuiz, prepareQuiz } from '../src/domain/co2/prepare.ts'
import { questionsOnWalk, quizWalk, type WalkStep } from '../src/domain/co2/quiz-walk.ts'
import {
  parseTypedAmount,
  TYPED_AMOUNT_MAX_LENGTH,
  type TypedAmountProblem,
} from '../src/domain/co2/typed-amount.ts'
import { DEFAULT_COUNTRY } from '../src/domain/constants.ts'
import { failureOf } from '../src/domain/failure.ts'

/** What the calculator loads: the whole quiz in the console's language, and its country's data tables. */
export type CalculatorData = { quiz: Co2Quiz; tables: EngineTables }

export type Co2CalculatorContext = {
  country: string
  quiz: PreparedQuiz | null
  tables: EngineTables
  /** One per answered question, in the order they were answered. */
  answers: GivenAnswer[]
  /** What is typed in each question's input, before Update. */
  drafts: Record<number, string>
  /** Why the last Update of a question's input was refused. */
  inputProblems: Record<number, TypedAmountProblem>
  /** The questions asked for the answers so far (src/domain/co2/quiz-walk.ts). */
  walk: WalkStep[]
  results: Co2Results
  /** Why loading failed: the server's message, null when it gave none. */
  failure: string | null
}

export type Co2CalculatorEvent =
  | { type: 'calculator.choose'; questionId: number; answerId: number }
  | { type: 'calculator.type'; questionId: number; text: string }
  | { type: 'calculator.update'; questionId: number }
  | { type: 'calculator.reset' }
  | { type: 'calculator.retry' }

const noResults: Co2Results = { total: 0, perCategory: [] }

/** The answers with `given` in place of the question's earlier one. */
const withAnswer = (answers: readonly GivenAnswer[], given: GivenAnswer) => [
  ...answers.filter((each) => each.questionId !== given.questionId),
  given,
]

const within = <V>(record: Record<number, V>, asked: ReadonlySet<number>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => asked.has(Number(key)))) as Record<number, V>

/**
 * The answers that still apply, the walk they give and their results: a question that left the walk
 * (the answer leading to it was changed) loses its answer, draft and problem, which can take a
 * further question off.
 */
function settle(
  quiz: PreparedQuiz,
  context: Pick<Co2CalculatorContext, 'tables' | 'country' | 'drafts' | 'inputProblems'>,
  answers: readonly GivenAnswer[],
) {
  let kept = [...answers]
  for (;;) {
    const walk = quizWalk(quiz, new Map(kept.map((each) => [each.questionId, each.answerId])))
    const asked = new Set(questionsOnWalk(walk))
    const still = kept.filter((each) => asked.has(each.questionId))
    if (still.length === kept.length)
      return {
        answers: kept,
        walk,
        drafts: within(context.drafts, asked),
        inputProblems: within(context.inputProblems, asked),
        results: calculateCo2(quiz, kept, context.tables, context.country),
      }
    kept = still
  }
}

/** Whether the question takes typed input now: a user-input question, or one whose Other answer is chosen. */
function takesInput(context: Co2CalculatorContext, questionId: number): boolean {
  const question = context.quiz?.questions.get(questionId)
  if (!question || !questionsOnWalk(context.walk).includes(questionId)) return false
  if (question.questionType === 'user-input') return true
  const chosen = context.answers.find((each) => each.questionId === questionId)?.answerId
  return chosen != null && context.quiz?.answers.get(chosen)?.answer.isOther === true
}

const without = <V>(record: Record<number, V>, keys: readonly number[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(Number(key)))) as Record<
    number,
    V
  >

/**
 * The CO2 quiz's calculator (docs/product.md §2 "CO2 quiz area", §4 "Calculator"): staff try
 * answers and see the footprint they give at once.
 * - `loading`: `load` brings the quiz and the country's data tables; a failure is `failed`, with
 *   Retry;
 * - `ready`: choosing an answer of a question on the walk counts it and recomputes the results; an
 *   answer that resets questions clears their answers, drafts and problems; a changed answer that
 *   took a follow-up off the walk drops that follow-up's answer. A user-input question, or a
 *   question whose Other answer is chosen, takes typed text (`type`, at most 16 characters) and
 *   counts it on Update when it is a number from 0 to 1,000,000 (else the problem is kept for the
 *   input to show). Reset clears every answer, draft and problem.
 *
 * `load` is injected with `.provide()`; the results come from the pure engine
 * (src/domain/co2/calculate.ts). tests/machines/models/co2Calculator.model.ts holds the expected
 * behaviour.
 */
export const co2CalculatorMachine = setup({
  types: {
    context: {} as Co2CalculatorContext,
    events: {} as Co2CalculatorEvent,
    input: {} as { country?: string },
  },
  actors: {
    load: fromPromise<CalculatorData, { country: string }>(async () => {
      throw new Error('co2CalculatorMachine: provide the load actor')
    }),
  },
  guards: {
    canChoose: ({ context }, { questionId, answerId }: { questionId: number; answerId: number }) =>
      context.quiz?.answers.get(answerId)?.questionId === questionId &&
      questionsOnWalk(context.walk).includes(questionId),
    takesInput: ({ context }, questionId: number) => takesInput(context, questionId),
  },
  actions: {
    loaded: assign(({ context }, data: CalculatorData) => {
      const quiz = prepareQuiz(data.quiz)
      const fresh = { tables: data.tables, country: context.country, drafts: {}, inputProblems: {} }
      return { quiz, tables: data.tables, failure: null, ...settle(quiz, fresh, []) }
    }),
    failed: assign({ failure: (_, error: unknown) => failureOf(error)?.message ?? null }),
    choose: assign(({ context }, { questionId, answerId }: { questionId: number; answerId: number }) => {
      const quiz = context.quiz!
      const answer = quiz.answers.get(answerId)!.answer
      const earlier = context.answers.find((each) => each.questionId === questionId)
      // An Other answer keeps what was counted for it before; it counts nothing until Update.
      const inputValue = answer.isOther && earlier?.answerId === answerId ? earlier.inputValue : null
      const resets = answer.resetsQuestions.filter((id) => id !== questionId)
      const answers = withAnswer(
        context.answers.filter((each) => !resets.includes(each.questionId)),
        { questionId, answerId, inputValue },
      )
      const cleared = {
        ...context,
        drafts: without(context.drafts, resets),
        inputProblems: without(context.inputProblems, resets),
      }
      return settle(quiz, cleared, answers)
    }),
    type: assign(({ context }, { questionId, text }: { questionId: number; text: string }) => ({
      drafts: { ...context.drafts, [questionId]: text.slice(0, TYPED_AMOUNT_MAX_LENGTH) },
      inputProblems: without(context.inputProblems, [questionId]),
    })),
    update: assign(({ context }, questionId: number) => {
      const amount = parseTypedAmount(context.drafts[questionId] ?? '')
      if (typeof amount !== 'number')
        return { inputProblems: { ...context.inputProblems, [questionId]: amount } }
      const chosen = context.answers.find((each) => each.questionId === questionId)?.answerId ?? null
      const answers = withAnswer(context.answers, { questionId, answerId: chosen, inputValue: amount })
      return settle(
        context.quiz!,
        { ...context, inputProblems: without(context.inputProblems, [questionId]) },
        answers,
      )
    }),
    reset: assign(({ context }) => settle(context.quiz!, { ...context, drafts: {}, inputProblems: {} }, [])),
  },
}).createMachine({
  id: 'co2Calculator',
  context: ({ input }) => ({
    country: input.country ?? DEFAULT_COUNTRY,
    quiz: null,
    tables: {},
    answers: [],
    drafts: {},
    inputProblems: {},
    walk: [],
    results: noResults,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ country: context.country }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'failed', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    failed: { on: { 'calculator.retry': 'loading' } },
    ready: {
      on: {
        'calculator.choose': {
          guard: { type: 'canChoose', params: ({ event }) => event },
          actions: { type: 'choose', params: ({ event }) => event },
        },
        'calculator.type': {
          guard: { type: 'takesInput', params: ({ event }) => event.questionId },
          actions: { type: 'type', params: ({ event }) => event },
        },
        'calculator.update': {
          guard: { type: 'takesInput', params: ({ event }) => event.questionId },
          actions: { type: 'update', params: ({ event }) => event.questionId },
        },
        'calculator.reset': { actions: 'reset' },
      },
    },
  },
})
