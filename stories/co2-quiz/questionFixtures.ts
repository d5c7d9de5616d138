import type { Co2AnswerDto, Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { categoryRows } from '../categories/fixtures.ts'

// A small CO2 quiz for the questions list and drawer: a diet parts question with its three parts,
// a mobility question whose Yes leads to the car, a flying chain, a sub question. It has no
// warnings; each story that shows one changes a question in the drawer (or the list's rows).

type Text = { en: string; nl: string }

const answer = (id: number, text: Text, fields: Partial<Co2AnswerDto> = {}) => ({
  id,
  text,
  fields: {
    unitAmount: null,
    tableKey: null,
    isAverage: false,
    isOther: false,
    calculationLabels: [],
    providesLabels: [],
    followUpQuestionId: null,
    resetsQuestions: [],
    ...fields,
  } satisfies Omit<Co2AnswerDto, 'id' | 'index' | 'text'>,
})
type Answer = ReturnType<typeof answer>

type Seed = Partial<Omit<Co2QuestionDto, 'title' | 'answers'>> & {
  id: number
  title: Text
  category: number
  answers?: Answer[]
}

const yesNo = (id: number, yes: Partial<Co2AnswerDto> = {}): Answer[] => [
  answer(id, { en: 'Yes', nl: 'Ja' }, yes),
  answer(id + 1, { en: 'No', nl: 'Nee' }),
]

const seeds: Seed[] = [
  {
    id: 1,
    title: { en: 'What do you eat?', nl: 'Wat eet je?' },
    category: 1,
    questionType: 'parts-question',
    calculationType: 'diet',
    partQuestionIds: [2, 3, 4],
  },
  {
    id: 2,
    title: { en: 'How much fruit and veg?', nl: 'Hoeveel groente en fruit?' },
    category: 1,
    partQuestionId: 1,
    partType: 'fruit-and-veg',
    type: 'part',
    answers: yesNo(21, { calculationLabels: ['fruit and veg'] }),
  },
  {
    id: 3,
    title: { en: 'Do you buy organic?', nl: 'Koop je biologisch?' },
    category: 1,
    partQuestionId: 1,
    partType: 'organic',
    type: 'part',
    answers: yesNo(31, { calculationLabels: ['organic'] }),
  },
  {
    id: 4,
    title: { en: 'Do you throw food away?', nl: 'Gooi je eten weg?' },
    category: 4,
    partQuestionId: 1,
    partType: 'foodwaste',
    type: 'part',
    answers: yesNo(41, { calculationLabels: ['food waste'] }),
  },
  {
    id: 5,
    title: { en: 'Do you drive a car?', nl: 'Rijd je auto?' },
    category: 6,
    calculationType: 'mobility',
    isQuickScan: true,
    answers: yesNo(51, { followUpQuestionId: 6 }),
  },
  {
    id: 6,
    title: { en: 'What does your car run on?', nl: 'Waar rijdt je auto op?' },
    category: 6,
    calculationType: 'car',
    calculationLabels: ['car fuel', 'car km', 'car sharing', 'car passengers'],
    type: 'follow-up',
    answers: [
      answer(61, { en: 'Petrol', nl: 'Benzine' }, { tableKey: 'petrol' }),
      answer(62, { en: 'Electricity', nl: 'Stroom' }, { tableKey: 'electric' }),
    ],
  },
  {
    id: 7,
    title: { en: 'How many short flights a year?', nl: 'Hoeveel korte vluchten per jaar?' },
    category: 7,
    calculationType: 'flying',
    unitValue: 500,
    isQuickScan: true,
    chainQuestionId: 8,
    relatedQuestionIds: [5],
    answers: [
      answer(71, { en: 'None', nl: 'Geen' }, { unitAmount: 0 }),
      answer(72, { en: 'One', nl: 'Eén' }, { unitAmount: 1 }),
    ],
  },
  {
    id: 8,
    title: { en: 'And long flights?', nl: 'En lange vluchten?' },
    category: 7,
    unitValue: 7000,
    isChained: true,
    answers: [
      answer(81, { en: 'None', nl: 'Geen' }, { unitAmount: 0 }),
      answer(82, { en: 'One', nl: 'Eén' }, { unitAmount: 1 }),
    ],
  },
  {
    id: 9,
    title: { en: 'How do you heat your home?', nl: 'Hoe verwarm je je huis?' },
    category: 8,
    calculationType: 'value-factor',
    unitValue: 2,
    answers: [
      answer(91, { en: 'Gas', nl: 'Gas' }, { unitAmount: 1200 }),
      answer(92, { en: 'Heat pump', nl: 'Warmtepomp' }, { unitAmount: 300 }),
    ],
  },
  {
    id: 10,
    title: { en: 'How many m3 of gas a year?', nl: '' },
    category: 8,
    questionType: 'user-input',
    parentQuestionId: 9,
    type: 'sub',
  },
]

/** The quiz as `GET /api/co2-quiz-question` answers it in `lang` (a title missing in Dutch comes with its reference). */
export function co2QuestionRows(lang: Lang = 'en'): Co2QuestionDto[] {
  const categories = categoryRows(lang)
  return seeds.map(({ title, category, answers = [], ...seed }, index) => {
    const ref = categories.find((each) => each.id === category)!
    const missing = lang === 'nl' && !title.nl
    return {
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
      ...seed,
      title: title[lang],
      ...(missing ? { reference: { lang: 'en' as const, values: { title: title.en } } } : {}),
      translated: !missing,
      categoryIds: [category],
      categories: [{ id: ref.id, title: ref.title, emoji: ref.emoji }],
      answers: answers.map((each, position) => ({
        id: each.id,
        index: position,
        text: each.text[lang],
        ...each.fields,
      })),
    }
  })
}

/** The flying question (chained to the long flights), whose chain a story removes. */
export const FLYING = 7
/** The parts question of the diet. */
export const DIET = 1
