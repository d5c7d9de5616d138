import type {
  Co2Quiz,
  EngineAnswer,
  EngineAverage,
  EngineQuestion,
  EngineValue,
  GivenAnswer,
} from '../../../src/domain/co2/model.ts'
import { dataTableDefaults } from '../../../src/server/data-tables/defaults.ts'

// Small quizzes for the engine's tests, written the way the README's worked examples read: a
// question with the fields that matter to it, answers with theirs, the rest defaulted.

export const answer = (id: number, fields: Partial<EngineAnswer> = {}): EngineAnswer => ({
  id,
  unitAmount: null,
  tableKey: null,
  isAverage: false,
  isOther: false,
  calculationLabels: [],
  providesLabels: [],
  followUpQuestionId: null,
  resetsQuestions: [],
  ...fields,
})

export const question = (id: number, fields: Partial<EngineQuestion> = {}): EngineQuestion => ({
  id,
  questionType: fields.answers?.length ? 'answers' : 'user-input',
  calculationType: null,
  unitValue: null,
  categoryIds: [1],
  calculationLabels: [],
  chainQuestionId: null,
  partQuestionId: null,
  answers: [],
  ...fields,
})

/** A label question answered by typing: its input goes to `label`. */
export const typed = (id: number, label: EngineQuestion['calculationLabels'][number]) =>
  question(id, { calculationLabels: [label], categoryIds: [9] })

export const quizOf = (
  questions: EngineQuestion[],
  extra: { values?: EngineValue[]; averages?: EngineAverage[]; titles?: [number, string][] } = {},
): Co2Quiz => ({
  questions,
  values: extra.values ?? [],
  averages: extra.averages ?? [],
  categoryTitles: new Map(
    extra.titles ?? [
      [1, 'Food'],
      [2, 'Mobility'],
      [3, 'Home'],
      [9, 'Labels'],
    ],
  ),
})

export const chose = (questionId: number, answerId: number): GivenAnswer => ({
  questionId,
  answerId,
  inputValue: null,
})
export const typedIn = (questionId: number, inputValue: number): GivenAnswer => ({
  questionId,
  answerId: null,
  inputValue,
})
export const other = (questionId: number, answerId: number, inputValue: number): GivenAnswer => ({
  questionId,
  answerId,
  inputValue,
})

/** The shipped data tables (src/server/data-tables/defaults.ts) by name. */
export const defaultTables = (): Record<string, unknown> =>
  Object.fromEntries(dataTableDefaults().map((table) => [table.name, table.data]))
