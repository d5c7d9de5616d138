import type { DemoStory } from './stories-data.ts'

/**
 * A weekly series of short published stories and quizzes, each a page or two and a content item
 * to act on. With them the demo has more than ten published stories, so a user who saw them all
 * fills two pages of the user drawer's Stories panel (10 a page, docs/product.md §9).
 */
export const demoTipStories: DemoStory[] = [
  {
    title: { en: 'Tip: wash at 30 degrees', nl: 'Tip: wassen op 30 graden' },
    notificationCTA: { en: 'This week’s tip is in the laundry.', nl: 'De tip van deze week zit in de was.' },
    type: 'story',
    published: true,
    category: 'Appliances',
    items: [
      { kind: 'info', info: 'Hot water costs the most' },
      { kind: 'action', action: 'Wash at 30 degrees' },
    ],
  },
  {
    title: { en: 'Tip: bring your own cup', nl: 'Tip: neem je eigen beker mee' },
    notificationCTA: { en: 'Coffee to go, without the waste.', nl: 'Koffie om mee te nemen, zonder afval.' },
    type: 'story',
    published: true,
    category: 'Plastic',
    items: [
      { kind: 'info', info: 'Paper cups are plastic too' },
      { kind: 'action', action: 'Bring your own cup' },
      { kind: 'initiative', initiative: 'World Cleanup Day' },
    ],
  },
  {
    title: { en: 'Tip: save a meal', nl: 'Tip: red een maaltijd' },
    notificationCTA: { en: 'Dinner for less, and nothing wasted.', nl: 'Goedkoper eten, en niets verspild.' },
    type: 'story',
    published: true,
    category: 'Food waste',
    items: [
      { kind: 'info', info: 'A third of our food is lost' },
      { kind: 'initiative', initiative: 'Too Good To Go' },
      { kind: 'action', action: 'Waste less food', below: true },
    ],
  },
  {
    title: { en: 'Tip: work in nature', nl: 'Tip: werk mee in de natuur' },
    notificationCTA: {
      en: 'A free day out that helps nature.',
      nl: 'Een gratis dagje uit dat de natuur helpt.',
    },
    type: 'story',
    published: true,
    category: 'Biodiversity',
    items: [
      { kind: 'initiative', initiative: 'Nature volunteers' },
      { kind: 'initiative', initiative: 'Tree Planting Day' },
    ],
  },
  {
    title: { en: 'Tip: cycle more often', nl: 'Tip: fiets vaker' },
    notificationCTA: {
      en: 'Is your trip to work shorter than 15 km?',
      nl: 'Is je rit naar je werk korter dan 15 km?',
    },
    type: 'story',
    published: true,
    category: 'Cycling',
    items: [
      { kind: 'info-graphic', infographic: 'Bike, e-bike or car' },
      { kind: 'initiative', initiative: 'Cyclists’ Union' },
      { kind: 'action', action: 'Cycle to work', below: true },
    ],
  },
  {
    title: { en: 'Quiz: water at home', nl: 'Quiz: water in huis' },
    notificationCTA: { en: 'How much water do you use a day?', nl: 'Hoeveel water gebruik jij per dag?' },
    type: 'quiz',
    published: true,
    category: 'Water',
    items: [
      { kind: 'question', question: 'How much water does a Dutch person use a day?' },
      { kind: 'info-graphic', infographic: 'Water use in a Dutch home' },
    ],
  },
  {
    title: { en: 'Quiz: what does standby cost?', nl: 'Quiz: wat kost stand-by?' },
    notificationCTA: { en: 'Your TV is using power right now.', nl: 'Je tv gebruikt nu ook stroom.' },
    type: 'quiz',
    published: true,
    category: 'Appliances',
    items: [
      { kind: 'question', question: 'What does a household pay a year for devices on standby?' },
      { kind: 'info-graphic', infographic: 'What standby costs' },
      { kind: 'action', action: 'No more standby', below: true },
    ],
  },
]
