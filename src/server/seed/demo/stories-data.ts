import type { DemoText } from './support.ts'

/**
 * A page of a story, showing a content item named by its English title (a hero by its English
 * name): actions-data*.ts, initiatives-data.ts, infographics-data.ts, quiz-data*.ts,
 * info-pages-data.ts, heroes-data.ts. `below` puts the page under the previous one (same column,
 * next row) instead of in the next column.
 */
export type DemoStoryItem = { below?: true } & (
  | { kind: 'info'; info: string }
  | { kind: 'hero'; hero: string }
  | { kind: 'question'; question: string }
  | { kind: 'action'; action: string }
  | { kind: 'initiative'; initiative: string }
  | { kind: 'info-graphic'; infographic: string }
)

export type DemoStory = {
  title: DemoText
  notificationCTA: DemoText
  type: 'story' | 'quiz'
  published: boolean
  category: string
  items: DemoStoryItem[]
}

/** Stories and quizzes, most published, in story order; a draft or two with Dutch still to write. */
export const demoStories: DemoStory[] = [
  {
    title: { en: 'A week without a car', nl: 'Een week zonder auto' },
    notificationCTA: {
      en: 'Could you do it? Read how Sanne did.',
      nl: 'Zou jij het kunnen? Lees hoe Sanne het deed.',
    },
    type: 'story',
    published: true,
    category: 'Car',
    items: [
      { kind: 'hero', hero: 'Sanne from Utrecht' },
      { kind: 'info', info: 'Day one: the school run' },
      { kind: 'action', action: 'Cycle to work', below: true },
      { kind: 'initiative', initiative: 'Neighbourhood solar cooperative' },
      { kind: 'info-graphic', infographic: 'Train or plane to Paris' },
    ],
  },
  {
    title: { en: 'Why your plate matters', nl: 'Waarom je bord ertoe doet' },
    notificationCTA: {
      en: 'Dinner tonight: what is its footprint?',
      nl: 'Het avondeten: wat is de voetafdruk?',
    },
    type: 'story',
    published: true,
    category: 'Meat',
    items: [
      { kind: 'info', info: 'A quarter of our footprint' },
      { kind: 'info-graphic', infographic: 'CO2 per kilo of food' },
      { kind: 'action', action: 'Eat vegetarian on Mondays' },
      { kind: 'action', action: 'Waste less food', below: true },
    ],
  },
  {
    title: { en: 'Give your phone a second life' },
    notificationCTA: { en: 'Cracked screen? Don’t throw it away.' },
    type: 'story',
    published: false,
    category: 'Electronics',
    items: [
      { kind: 'info', info: 'Made to last longer' },
      { kind: 'action', action: 'Repair instead of replace' },
      { kind: 'initiative', initiative: 'Repair Café Oudegracht' },
    ],
  },
  {
    title: { en: 'How much CO2 is in a burger?', nl: 'Hoeveel CO2 zit er in een hamburger?' },
    notificationCTA: { en: 'Today’s quiz is about food.', nl: 'De quiz van vandaag gaat over eten.' },
    type: 'quiz',
    published: true,
    category: 'Food',
    items: [
      { kind: 'question', question: 'How much CO2 does one beef burger cost?' },
      { kind: 'question', question: 'Which has the smallest footprint per kilo?' },
      { kind: 'info-graphic', infographic: 'CO2 per kilo of food' },
    ],
  },
  {
    title: { en: 'Travel smart', nl: 'Slim reizen' },
    notificationCTA: { en: 'Plane or train? Test yourself.', nl: 'Vliegtuig of trein? Test jezelf.' },
    type: 'quiz',
    published: true,
    category: 'Mobility',
    items: [
      { kind: 'question', question: 'Amsterdam–Paris by train instead of by plane saves…' },
      { kind: 'question', question: 'The cleanest way to go 5 km in town?' },
      { kind: 'action', action: 'Take the train on holiday' },
    ],
  },
  {
    title: { en: 'Energy at home', nl: 'Energie in huis' },
    notificationCTA: { en: 'Three questions about your home.', nl: 'Drie vragen over je huis.' },
    type: 'quiz',
    published: true,
    category: 'Energy',
    items: [
      { kind: 'question', question: 'One degree lower on the thermostat saves on heating about…' },
      { kind: 'question', question: 'What uses power even when it is off?' },
      { kind: 'question', question: 'Where does an old house lose most heat?' },
      { kind: 'action', action: 'No more standby', below: true },
    ],
  },
  {
    title: { en: 'Sorting waste' },
    notificationCTA: { en: 'Which bin does it go in?' },
    type: 'quiz',
    published: false,
    category: 'Waste',
    items: [
      { kind: 'question', question: 'How long does a plastic bottle last in nature?' },
      { kind: 'action', action: 'Sort your plastic' },
    ],
  },
]
