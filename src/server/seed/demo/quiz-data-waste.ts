import type { DemoQuizQuestion } from './content-data.ts'
import { dontKnow } from './quiz-data-food.ts'

/** Quiz questions about waste and clothes; `share`: how often app users pick an answer. */
export const wasteQuizQuestions: DemoQuizQuestion[] = [
  {
    title: {
      en: 'How long does a plastic bottle last in nature?',
      nl: 'Hoe lang blijft een plastic fles in de natuur?',
    },
    answers: [
      { text: { en: '10 years', nl: '10 jaar' }, share: 10 },
      { text: { en: '50 years', nl: '50 jaar' }, share: 20 },
      { text: { en: 'Hundreds of years', nl: 'Honderden jaren' }, correct: true, share: 70 },
    ],
  },
  {
    // The Dutch title is still to be written.
    title: { en: 'Which bin does a greasy pizza box go in?' },
    answers: [
      { text: { en: 'Paper', nl: 'Papier' }, share: 60 },
      { text: { en: 'Residual waste', nl: 'Restafval' }, correct: true, share: 30 },
      { text: { en: 'Plastic and cartons', nl: 'Plastic en drinkpakken' }, share: 10 },
    ],
  },
  {
    title: {
      en: 'Which two can go in the glass bin?',
      nl: 'Welke twee mogen in de glasbak?',
    },
    answers: [
      { text: { en: 'An empty jam jar', nl: 'Een lege jampot' }, correct: true, share: 40 },
      { text: { en: 'A broken drinking glass', nl: 'Een kapot drinkglas' }, share: 25 },
      { text: { en: 'A wine bottle', nl: 'Een wijnfles' }, correct: true, share: 30 },
      { text: { en: 'An oven dish', nl: 'Een ovenschaal' }, share: 5 },
    ],
  },
  {
    title: {
      en: 'How many new clothes does a Dutch person buy a year?',
      nl: 'Hoeveel nieuwe kledingstukken koopt een Nederlander per jaar?',
    },
    answers: [
      { text: { en: 'About 15', nl: 'Ongeveer 15' }, share: 45 },
      { text: { en: 'About 46', nl: 'Ongeveer 46' }, correct: true, share: 30 },
      { text: { en: 'About 100', nl: 'Ongeveer 100' }, share: 10 },
      dontKnow(15),
    ],
  },
  {
    title: {
      en: 'How much water goes into making one pair of jeans?',
      nl: 'Hoeveel water is er nodig voor één spijkerbroek?',
    },
    answers: [
      // The Dutch text is still to be written.
      { text: { en: 'About 75 litres' }, share: 25 },
      { text: { en: 'About 750 litres', nl: 'Ongeveer 750 liter' }, share: 50 },
      { text: { en: 'About 7,500 litres', nl: 'Ongeveer 7.500 liter' }, correct: true, share: 25 },
    ],
  },
]
