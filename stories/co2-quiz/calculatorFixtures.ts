import type {
  Co2QuizAnswerView,
  Co2QuizQuestionView,
  Co2QuizView,
} from '../../src/domain/contracts/co2-quiz.ts'
import { dataTableDefaults } from '../../src/server/data-tables/defaults.ts'

// A small CO2 quiz for the calculator's stories and tests: a diet question, a car as a parts
// question, public transport with a follow-up, a flying chain, and a typed amount. Its figures
// follow src/domain/co2/README.md with the shipped data tables.

const answer = (id: number, text: string, fields: Partial<Co2QuizAnswerView> = {}): Co2QuizAnswerView => ({
  id,
  text,
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

const question = (
  id: number,
  title: string,
  fields: Partial<Co2QuizQuestionView> = {},
): Co2QuizQuestionView => ({
  id,
  title,
  hint: '',
  questionType: fields.answers?.length ? 'answers' : 'user-input',
  calculationType: null,
  unitValue: null,
  categoryIds: [1],
  calculationLabels: [],
  chainQuestionId: null,
  partQuestionId: null,
  parentQuestionId: null,
  answers: [],
  ...fields,
})

export const FOOD = 1
export const CAR = 2
export const TRAVEL = 3
export const STUFF = 4

export const calculatorQuiz: Co2QuizView = {
  questions: [
    question(1, 'What do you eat?', {
      calculationType: 'diet',
      categoryIds: [FOOD],
      hint: 'Think of an ordinary week.',
      answers: [
        answer(11, 'Vegan', { tableKey: 'vegan' }),
        answer(12, 'Vegetarian', { tableKey: 'vegetarian' }),
        answer(13, 'Meat now and then', { tableKey: 'flexitarian' }),
        answer(14, 'Meat every day', { tableKey: 'meat-lover' }),
      ],
    }),
    question(2, 'Your car', { questionType: 'parts-question', calculationType: 'car', categoryIds: [CAR] }),
    question(3, 'Which fuel does it use?', {
      partQuestionId: 2,
      categoryIds: [CAR],
      answers: [
        answer(31, 'Petrol', { tableKey: 'petrol', providesLabels: ['car fuel'] }),
        answer(32, 'Diesel', { tableKey: 'diesel', providesLabels: ['car fuel'] }),
        answer(33, 'Electric', { tableKey: 'electric', providesLabels: ['car fuel'] }),
      ],
    }),
    question(4, 'How many km do you drive a year?', {
      partQuestionId: 2,
      categoryIds: [CAR],
      answers: [
        answer(41, 'No car', { unitAmount: 0, providesLabels: ['car km'] }),
        answer(42, 'About 10,000 km', { unitAmount: 10_000, providesLabels: ['car km'] }),
        answer(43, 'Another distance', { isOther: true, providesLabels: ['car km'] }),
      ],
    }),
    question(5, 'How do you travel to work?', {
      calculationType: 'mobility',
      categoryIds: [TRAVEL],
      answers: [
        answer(51, 'By bike or on foot', { unitAmount: 0 }),
        answer(52, 'By train', { tableKey: 'train', followUpQuestionId: 6 }),
        answer(53, 'By bus', { tableKey: 'bus', followUpQuestionId: 6 }),
      ],
    }),
    question(6, 'How many km a week?', { categoryIds: [TRAVEL] }),
    question(7, 'How many short flights did you take last year?', {
      calculationType: 'flying',
      unitValue: 500,
      chainQuestionId: 8,
      categoryIds: [TRAVEL],
      answers: [
        answer(71, 'None', { unitAmount: 0 }),
        answer(72, 'One', { unitAmount: 1 }),
        answer(73, 'Two', { unitAmount: 2 }),
      ],
    }),
    question(8, 'And long flights?', {
      unitValue: 6000,
      categoryIds: [TRAVEL],
      answers: [answer(81, 'None', { unitAmount: 0 }), answer(82, 'One', { unitAmount: 1 })],
    }),
    question(9, 'How much do you spend on clothes a month?', {
      calculationType: 'consumption',
      unitValue: 0.5,
      categoryIds: [STUFF],
      hint: 'In euro.',
    }),
  ],
  values: [],
  averages: [],
  categories: [
    { id: FOOD, title: 'Food' },
    { id: CAR, title: 'Car' },
    { id: TRAVEL, title: 'Travel' },
    { id: STUFF, title: 'Clothing' },
  ],
  tables: Object.fromEntries(dataTableDefaults().map((table) => [table.name, table.data])),
  country: 'NL',
}
