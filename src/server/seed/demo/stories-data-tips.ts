import type { DemoStory } from './stories-data.ts'

/**
 * A weekly series of short published stories and quizzes, each a page or two and a content item
 * to act on, most in a single column. With them the demo has more than ten published stories, so
 * a user who saw them all fills two pages of the user drawer's Stories panel (10 a page,
 * docs/product.md §9).
 */
export const demoTipStories: DemoStory[] = [
  {
    title: { en: 'Tip: wash at 30 degrees', nl: 'Tip: wassen op 30 graden' },
    notificationCTA: {
      en: 'This week’s tip is in the laundry basket: wash at 30 degrees and your clothes still come out clean.',
      nl: 'De tip van deze week zit in de wasmand: was op 30 graden en je kleren worden toch schoon.',
    },
    type: 'story',
    published: true,
    category: 'Appliances',
    background: 'house',
    items: [
      { kind: 'info', info: 'Hot water costs the most' },
      { kind: 'action', action: 'Wash at 30 degrees', below: true },
    ],
  },
  {
    title: { en: 'Tip: bring your own cup', nl: 'Tip: neem je eigen beker mee' },
    notificationCTA: {
      en: 'Coffee to go, without the waste: keep a cup in your bag.',
      nl: 'Koffie om mee te nemen, zonder afval: houd een beker in je tas.',
    },
    type: 'story',
    published: true,
    category: 'Plastic',
    background: 'recycling',
    items: [
      { kind: 'info', info: 'Paper cups are plastic too' },
      { kind: 'action', action: 'Bring your own cup', below: true },
      { kind: 'initiative', initiative: 'Plastic Soup Foundation', below: true },
    ],
  },
  {
    title: { en: 'Tip: save a meal', nl: 'Tip: red een maaltijd' },
    notificationCTA: {
      en: 'Dinner for less, and nothing goes to waste. Save a meal near you tonight.',
      nl: 'Goedkoper eten, en niets wordt verspild. Red vanavond een maaltijd bij jou in de buurt.',
    },
    type: 'story',
    published: true,
    category: 'Food waste',
    background: 'vegetables',
    items: [
      { kind: 'info', info: 'A third of our food is lost' },
      { kind: 'initiative', initiative: 'Too Good To Go' },
      { kind: 'action', action: 'Waste less food', below: true },
    ],
  },
  {
    title: { en: 'Tip: work in nature', nl: 'Tip: werk mee in de natuur' },
    notificationCTA: {
      en: 'A free day outdoors that helps nature: join the volunteers near you.',
      nl: 'Een gratis dag buiten die de natuur helpt: doe mee met de vrijwilligers bij jou in de buurt.',
    },
    type: 'story',
    published: true,
    category: 'Biodiversity',
    background: 'forest',
    items: [
      { kind: 'initiative', initiative: 'Nature volunteers', more: ['Tree Planting Day'] },
      { kind: 'initiative', initiative: 'Tiny Forest in your neighbourhood', below: true },
    ],
  },
  {
    title: { en: 'Tip: cycle more often', nl: 'Tip: fiets vaker' },
    notificationCTA: {
      en: 'Is your trip to work shorter than 15 km? Then the bike may well be the quickest way.',
      nl: 'Is je rit naar je werk korter dan 15 km? Dan is de fiets misschien wel het snelst.',
    },
    type: 'story',
    published: true,
    category: 'Cycling',
    background: 'road',
    items: [
      { kind: 'info-graphic', infographic: 'Bike, e-bike or car' },
      { kind: 'initiative', initiative: 'Cyclists’ Union' },
      { kind: 'action', action: 'Cycle to work', below: true },
    ],
  },
  {
    title: { en: 'Quiz: water at home', nl: 'Quiz: water in huis' },
    notificationCTA: {
      en: 'How much water do you use a day? Take the quiz and find out.',
      nl: 'Hoeveel water gebruik jij per dag? Doe de quiz en ontdek het.',
    },
    type: 'quiz',
    published: true,
    category: 'Water',
    background: 'lake',
    items: [
      { kind: 'question', question: 'How much water does a Dutch person use a day?' },
      { kind: 'question', question: 'Bottled water costs how much more than tap water?', below: true },
      { kind: 'info-graphic', infographic: 'Water use in a Dutch home' },
      { kind: 'action', action: 'Drink tap water', below: true },
    ],
  },
  {
    title: { en: 'Quiz: what does standby cost?', nl: 'Quiz: wat kost stand-by?' },
    notificationCTA: {
      en: 'Your TV is using power right now, even while it’s off. What does that cost you?',
      nl: 'Je tv gebruikt nu ook stroom, zelfs als hij uit staat. Wat kost je dat?',
    },
    type: 'quiz',
    published: true,
    category: 'Appliances',
    background: 'wind',
    items: [
      { kind: 'question', question: 'What uses power even when it is off?' },
      { kind: 'question', question: 'What does a household pay a year for devices on standby?' },
      { kind: 'info-graphic', infographic: 'What standby costs' },
      { kind: 'action', action: 'No more standby', below: true },
    ],
  },
]
