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
      {
        kind: 'info',
        title: { en: 'Hot water costs the most', nl: 'Warm water kost het meest' },
        description: {
          en: 'A wash at 60 °C uses about twice the electricity of one at 30 °C, and the clothes get just as clean.',
          nl: 'Een was op 60 °C kost ongeveer twee keer zoveel stroom als een was op 30 °C, en wordt net zo schoon.',
        },
      },
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
      {
        kind: 'info',
        title: { en: 'Paper cups are plastic too', nl: 'Papieren bekers zijn ook plastic' },
        description: {
          en: 'Most disposable cups have a plastic lining, so they cannot go with the paper.',
          nl: 'De meeste wegwerpbekers hebben een laagje plastic, dus ze mogen niet bij het papier.',
        },
      },
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
      {
        kind: 'info',
        title: { en: 'A third of our food is lost', nl: 'Een derde van ons eten gaat verloren' },
        description: {
          en: 'From the field to the fridge, about a third of all food is never eaten.',
          nl: 'Van het veld tot de koelkast wordt ongeveer een derde van al het eten nooit opgegeten.',
        },
      },
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
      {
        kind: 'question',
        title: {
          en: 'How much water does a Dutch person use a day?',
          nl: 'Hoeveel water gebruikt een Nederlander per dag?',
        },
        answers: [
          { text: { en: 'About 30 litres', nl: 'Ongeveer 30 liter' } },
          { text: { en: 'About 120 litres', nl: 'Ongeveer 120 liter' }, correct: true },
          { text: { en: 'About 400 litres', nl: 'Ongeveer 400 liter' } },
        ],
      },
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
      {
        kind: 'question',
        title: {
          en: 'What does a household pay a year for devices on standby?',
          nl: 'Wat betaalt een huishouden per jaar voor apparaten op stand-by?',
        },
        answers: [
          { text: { en: 'About €5', nl: 'Ongeveer € 5' } },
          { text: { en: 'About €70', nl: 'Ongeveer € 70' }, correct: true },
          { text: { en: 'About €500', nl: 'Ongeveer € 500' } },
        ],
      },
      { kind: 'info-graphic', infographic: 'What standby costs' },
      { kind: 'action', action: 'No more standby', below: true },
    ],
  },
]
