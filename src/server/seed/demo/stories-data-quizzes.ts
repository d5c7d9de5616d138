import type { DemoStory } from './stories-data.ts'

/**
 * Later stories: two quizzes on the newer questions (one still a draft) and the local heroes'
 * stories, two of them drafts (one whose Dutch message is still to be written). Every quiz
 * question is in a story; many actions, initiatives and infographics are in none (the content
 * list shows them without one).
 */
export const demoQuizStories: DemoStory[] = [
  {
    title: { en: 'Quiz: which bin?', nl: 'Quiz: welke bak?' },
    notificationCTA: {
      en: 'Pizza box, jam jar, drinking glass: do you know which bin they go in?',
      nl: 'Pizzadoos, jampot, drinkglas: weet jij in welke bak ze horen?',
    },
    type: 'quiz',
    published: true,
    category: 'Recycling',
    background: 'recycling',
    items: [
      { kind: 'question', question: 'Which bin does a greasy pizza box go in?' },
      { kind: 'question', question: 'Which two can go in the glass bin?', below: true },
      { kind: 'info', info: 'Which bin, and why' },
      { kind: 'action', action: 'Sort your plastic', below: true },
    ],
  },
  {
    title: { en: 'Quiz: your wardrobe', nl: 'Quiz: je kledingkast' },
    notificationCTA: {
      en: 'How many clothes do you buy a year? And how much water goes into one pair of jeans?',
      nl: 'Hoeveel kleren koop jij per jaar? En hoeveel water gaat er in één spijkerbroek?',
    },
    type: 'quiz',
    published: false,
    category: 'Clothing',
    background: 'market',
    items: [
      { kind: 'question', question: 'How many new clothes does a Dutch person buy a year?' },
      { kind: 'question', question: 'How much water goes into making one pair of jeans?' },
      { kind: 'info-graphic', infographic: 'The life of a pair of jeans', below: true },
      {
        kind: 'action',
        action: 'Buy second-hand clothes',
        more: ['Bring textiles to the container'],
      },
    ],
  },
  {
    title: { en: 'Wim counts the bees', nl: 'Wim telt de bijen' },
    notificationCTA: {
      en: 'Wim counts the wild bees every spring. How many kinds live in your street?',
      nl: 'Wim telt elk voorjaar de wilde bijen. Hoeveel soorten leven er in jouw straat?',
    },
    type: 'story',
    published: true,
    category: 'Biodiversity',
    background: 'forest',
    items: [
      { kind: 'hero', hero: 'Wim, who counts bees in Groningen' },
      { kind: 'question', question: 'How many kinds of wild bees live in the Netherlands?' },
      { kind: 'question', question: 'Which two plants are native and feed wild bees?', below: true },
      { kind: 'info', info: 'Green streets stay cooler' },
      { kind: 'action', action: 'Plant native flowers' },
      { kind: 'initiative', initiative: 'Tiny Forest in your neighbourhood', below: true },
    ],
  },
  {
    title: { en: 'Meet the energy coach', nl: 'Maak kennis met de energiecoach' },
    notificationCTA: {
      en: 'Ahmed finds the draughts in your home, and it costs you nothing. Meet the energy coach.',
      nl: 'Ahmed vindt de kieren in je huis, en het kost je niets. Maak kennis met de energiecoach.',
    },
    type: 'story',
    published: true,
    category: 'Energy',
    background: 'house',
    items: [
      { kind: 'hero', hero: 'Ahmed, energy coach in The Hague' },
      { kind: 'info', info: 'Insulate in the right order', below: true },
      { kind: 'action', action: 'Get a free energy check', more: ['Put foil behind your radiators'] },
      { kind: 'info-graphic', infographic: 'How solar panels pay back', below: true },
      { kind: 'initiative', initiative: 'Energy coaches The Hague', more: ['Free energy advice'] },
      { kind: 'action', action: 'Switch to green electricity', below: true },
    ],
  },
  {
    title: { en: 'Fatima’s garden in the Oosterpark', nl: 'Fatima’s tuin in het Oosterpark' },
    notificationCTA: {
      en: 'From paving stones to tomatoes: how Fatima turned a corner of the park green.',
      nl: 'Van stoeptegels naar tomaten: hoe Fatima een hoek van het park groen maakte.',
    },
    type: 'story',
    published: false,
    category: 'Gardening',
    background: 'vegetables',
    items: [
      { kind: 'hero', hero: 'Fatima and the Oosterpark garden' },
      { kind: 'initiative', initiative: 'Oosterpark community garden', below: true },
      {
        kind: 'action',
        action: 'Join a community garden',
        more: ['Swap tiles for plants', 'Share your tips with the neighbours'],
      },
      { kind: 'info', info: 'Green streets stay cooler', below: true },
    ],
  },
  {
    // A draft whose Dutch push message is still to be written.
    title: { en: 'Deliveries by cargo bike', nl: 'Bezorgen met de bakfiets' },
    notificationCTA: {
      en: 'Daan delivers parcels all over Rotterdam without a drop of fuel. Could your trips go by bike too?',
    },
    type: 'story',
    published: false,
    category: 'Cycling',
    background: 'road',
    items: [
      { kind: 'hero', hero: 'Daan, Rotterdam’s cargo-bike courier' },
      { kind: 'info-graphic', infographic: 'Bike, e-bike or car' },
      { kind: 'action', action: 'Test-ride an e-bike' },
      { kind: 'action', action: 'Check your tyre pressure', below: true },
    ],
  },
]
