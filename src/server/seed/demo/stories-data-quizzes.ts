import type { DemoStory } from './stories-data.ts'

/**
 * Later stories: three quizzes on the newer questions and a story introducing a local hero. Four
 * quiz questions are in no story yet (the content list shows them without one).
 */
export const demoQuizStories: DemoStory[] = [
  {
    title: { en: 'Quiz: which bin?', nl: 'Quiz: welke bak?' },
    notificationCTA: { en: 'Pizza box, jam jar, drinking glass…', nl: 'Pizzadoos, jampot, drinkglas…' },
    type: 'quiz',
    published: true,
    category: 'Recycling',
    items: [
      { kind: 'question', question: 'Which bin does a greasy pizza box go in?' },
      { kind: 'question', question: 'Which two can go in the glass bin?' },
      { kind: 'info', info: 'Which bin, and why' },
      { kind: 'action', action: 'Sort your plastic', below: true },
    ],
  },
  {
    title: { en: 'Quiz: your wardrobe', nl: 'Quiz: je kledingkast' },
    notificationCTA: { en: 'How many clothes do you buy a year?', nl: 'Hoeveel kleren koop jij per jaar?' },
    type: 'quiz',
    published: true,
    category: 'Clothing',
    items: [
      { kind: 'question', question: 'How many new clothes does a Dutch person buy a year?' },
      { kind: 'question', question: 'How much water goes into making one pair of jeans?' },
      { kind: 'info-graphic', infographic: 'The life of a pair of jeans' },
      { kind: 'action', action: 'Buy second-hand clothes', below: true },
    ],
  },
  {
    title: { en: 'Quiz: bees in your street', nl: 'Quiz: bijen in je straat' },
    notificationCTA: { en: 'Wim counts them every spring.', nl: 'Wim telt ze elk voorjaar.' },
    type: 'quiz',
    published: true,
    category: 'Biodiversity',
    items: [
      { kind: 'hero', hero: 'Wim, who counts bees in Groningen' },
      { kind: 'question', question: 'How many kinds of wild bees live in the Netherlands?' },
      { kind: 'question', question: 'Which two plants are native and feed wild bees?' },
      { kind: 'info', info: 'Green streets stay cooler' },
      { kind: 'action', action: 'Plant native flowers', below: true },
    ],
  },
  {
    title: { en: 'Meet the energy coach', nl: 'Maak kennis met de energiecoach' },
    notificationCTA: {
      en: 'Ahmed finds the draughts in your home.',
      nl: 'Ahmed vindt de kieren in je huis.',
    },
    type: 'story',
    published: true,
    category: 'Energy',
    items: [
      { kind: 'hero', hero: 'Ahmed, energy coach in The Hague' },
      { kind: 'info', info: 'Insulate in the right order' },
      { kind: 'action', action: 'Get a free energy check', below: true },
      { kind: 'initiative', initiative: 'Energy coaches The Hague' },
    ],
  },
]
