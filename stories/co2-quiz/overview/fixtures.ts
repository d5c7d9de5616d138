import type { Co2AnswerDto, Co2QuestionDto } from '../../../src/domain/contracts/co2-questions.ts'

// A CO2 quiz shaped like the demo's, for Sort and Hierarchy and the Quiz overview: a car question
// whose two Yes answers lead to the car (a parts question with its parts), public transport whose
// train and bus lead to the km a week, the motorbike with two sub questions, a flying chain of
// three, the diet, and an aquarium followed by a question that could be its sub question.

type Seed = Partial<Omit<Co2QuestionDto, 'answers'>> & {
  id: number
  title: string
  answers?: [id: number, text: string, followUp?: number][]
}

const seeds: Seed[] = [
  {
    id: 1,
    title: 'Do you drive a car?',
    isQuickScan: true,
    answers: [
      [101, 'Yes, my own or a lease car', 2],
      [102, 'Yes, mostly a shared car', 2],
      [103, 'No'],
    ],
  },
  {
    id: 2,
    title: 'Your car',
    questionType: 'parts-question',
    calculationType: 'car',
    partQuestionIds: [3, 4],
    type: 'follow-up',
  },
  {
    id: 3,
    title: 'What does the car run on?',
    partQuestionId: 2,
    partType: 'car-fuel',
    type: 'part',
    answers: [
      [301, 'Petrol'],
      [302, 'Electric'],
    ],
  },
  { id: 4, title: 'How many kilometres a year?', partQuestionId: 2, partType: 'car-km', type: 'part' },
  {
    id: 5,
    title: 'How do you mostly travel by public transport?',
    calculationType: 'mobility',
    answers: [
      [501, 'I hardly ever use it'],
      [502, 'By train', 6],
      [503, 'By bus', 6],
    ],
  },
  {
    id: 6,
    title: 'How many kilometres a week by public transport?',
    questionType: 'user-input',
    type: 'follow-up',
  },
  {
    id: 7,
    title: 'How many kilometres a year do you ride a motorbike?',
    calculationType: 'motor',
    answers: [
      [701, "I don't ride one"],
      [702, 'Less than 1,000 km'],
    ],
  },
  { id: 8, title: 'What does it run on?', parentQuestionId: 7, type: 'sub', answers: [[801, 'Petrol']] },
  {
    id: 9,
    title: 'Do you usually ride with a passenger?',
    parentQuestionId: 7,
    type: 'sub',
    answers: [[901, 'No']],
  },
  {
    id: 10,
    title: 'How many return flights within 700 km?',
    calculationType: 'flying',
    isQuickScan: true,
    chainQuestionId: 11,
    relatedQuestionIds: [1],
    answers: [
      [1001, 'Never'],
      [1002, 'Once'],
    ],
  },
  {
    id: 11,
    title: 'And return flights of 700 to 2,500 km?',
    chainQuestionId: 12,
    isChained: true,
    answers: [[1101, 'Never']],
  },
  { id: 12, title: 'And return flights of more than 2,500 km?', isChained: true, answers: [[1201, 'Never']] },
  {
    id: 13,
    title: 'What do you eat?',
    calculationType: 'diet',
    answers: [
      [1301, 'Vegan'],
      [1302, 'Meat every day'],
    ],
  },
  {
    id: 14,
    title: 'Do you have an aquarium?',
    calculationType: 'aquariumElectricity',
    answers: [
      [1401, 'Yes'],
      [1402, 'No'],
    ],
  },
  { id: 15, title: 'How many hours a day is its light on?', questionType: 'user-input' },
]

const answerOf = ([id, text, followUp]: [number, string, number?], index: number): Co2AnswerDto => ({
  id,
  index,
  text,
  unitAmount: null,
  tableKey: null,
  isAverage: false,
  isOther: false,
  calculationLabels: [],
  providesLabels: [],
  followUpQuestionId: followUp ?? null,
  resetsQuestions: [],
})

/** The quiz as `GET /api/co2-quiz-question` answers it in English, in quiz order; `changes` by id. */
export function quizRows(changes: Record<number, Partial<Co2QuestionDto>> = {}): Co2QuestionDto[] {
  return seeds.map(({ answers = [], ...seed }, index) => ({
    index,
    hint: '',
    description: '',
    unitValue: null,
    isQuickScan: false,
    isDismissable: false,
    isValue: false,
    questionType: 'answers',
    calculationType: null,
    partType: null,
    calculationLabels: [],
    categoryIds: [],
    categories: [],
    relatedQuestionIds: [],
    chainQuestionId: null,
    parentQuestionId: null,
    partQuestionId: null,
    partQuestionIds: [],
    type: 'main',
    isChained: false,
    sources: [],
    media: [],
    version: 1,
    translated: true,
    ...seed,
    answers: answers.map(answerOf),
    ...changes[seed.id],
  }))
}

export const MOTOR = 7
export const AQUARIUM = 14
export const AQUARIUM_LIGHT = 15
