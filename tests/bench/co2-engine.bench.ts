// The CO2 engine (issue 22): recomputing the results after one answer changes, over a quiz of 200
// questions of every calculation type, as the calculator does on each choice. Target p50 ≤ 2 ms.
import { calculateCo2 } from '../../src/domain/co2/calculate.ts'
import type { EngineQuestion, GivenAnswer } from '../../src/domain/co2/model.ts'
import { prepareQuiz } from '../../src/domain/co2/prepare.ts'
import { co2CalculationLabels, co2CalculationTypes } from '../../src/domain/enums.ts'
import { dataTableDefaults } from '../../src/server/data-tables/defaults.ts'
import { answer, question, quizOf } from '../domain/support/co2Quiz.ts'
import { ms, table, timed } from './support.ts'

const QUESTIONS = 200
const TARGET_MS = 2
const keys = ['petrol', 'diesel', 'terraced', 'train', 'grey', 'flexitarian']

const questions: EngineQuestion[] = Array.from({ length: QUESTIONS }, (_, i) => {
  const id = i + 1
  const labelled = i % 5 === 0
  return question(id, {
    calculationType: labelled ? null : co2CalculationTypes[i % co2CalculationTypes.length]!,
    unitValue: 500 + (i % 7) * 300,
    categoryIds: [1 + (i % 12)],
    chainQuestionId: i % 13 === 0 && id < QUESTIONS ? id + 1 : null,
    answers: Array.from({ length: 5 }, (_, a) =>
      answer(id * 10 + a, {
        unitAmount: 1 + a * 3,
        tableKey: keys[(i + a) % keys.length]!,
        isAverage: a === 4,
        providesLabels: labelled ? [co2CalculationLabels[i % co2CalculationLabels.length]!] : [],
        followUpQuestionId: a === 1 && id < QUESTIONS ? id + 1 : null,
      }),
    ),
  })
})
const quiz = prepareQuiz(
  quizOf(questions, {
    averages: Array.from({ length: 12 }, (_, c) => ({
      value: 500 + c * 100,
      country: 'NL',
      categoryIds: [c + 1],
    })),
    titles: Array.from({ length: 12 }, (_, c) => [c + 1, `Category ${c + 1}`] as [number, string]),
  }),
)
const tables = Object.fromEntries(dataTableDefaults().map((each) => [each.name, each.data]))
const answers: GivenAnswer[] = questions.map((each) => ({
  questionId: each.id,
  answerId: each.answers[0]!.id,
  inputValue: null,
}))

let turn = 0
/** One answer changed (the next question's next answer), then the whole quiz recomputed. */
const recompute = async () => {
  const at = turn++ % QUESTIONS
  const changed = questions[at]!
  answers[at] = { questionId: changed.id, answerId: changed.answers[turn % 5]!.id, inputValue: null }
  return calculateCo2(quiz, answers, tables, 'NL')
}

const result = await recompute()
if (!(result.total > 0)) throw new Error(`the bench quiz gave no results: ${JSON.stringify(result)}`)
const { p50, p95 } = await timed(2000, recompute, 200)
table([
  {
    figure: `recompute after one answer, ${QUESTIONS} questions`,
    p50: ms(p50),
    p95: ms(p95),
    target: `≤ ${TARGET_MS} ms p50`,
    met: p50 <= TARGET_MS ? 'yes' : 'NO',
  },
])
