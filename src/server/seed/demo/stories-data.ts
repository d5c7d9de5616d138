import type { StoryBackground } from './stories-media.ts'
import type { DemoText } from './support.ts'

/**
 * A page of a story, showing content items named by their English title (a hero by its English
 * name): actions-data*.ts, initiatives-data.ts, infographics-data.ts, quiz-data*.ts,
 * info-pages-data.ts, heroes-data.ts. An action or initiative page may list `more` after its main
 * one (story_item_actions / story_item_initiatives). `below` puts the page under the previous one
 * (same column, next row) instead of at the top of the next column.
 */
export type DemoStoryItem = { below?: true } & (
  | { kind: 'info'; info: string }
  | { kind: 'hero'; hero: string }
  | { kind: 'question'; question: string }
  | { kind: 'action'; action: string; more?: string[] }
  | { kind: 'initiative'; initiative: string; more?: string[] }
  | { kind: 'info-graphic'; infographic: string }
)

export type DemoStory = {
  title: DemoText
  /** The push message that announces it: at most 150 characters (NOTIFICATION_CTA_MAX). */
  notificationCTA: DemoText
  type: 'story' | 'quiz'
  published: boolean
  category: string
  /** Its story background image (stories-media.ts), shared with other stories. */
  background: StoryBackground
  items: DemoStoryItem[]
}

/**
 * The first stories and quizzes, in story order (stories-data-tips.ts and stories-data-quizzes.ts
 * follow): a draft story with its Dutch still to write, and a draft quiz.
 */
export const demoStories: DemoStory[] = [
  {
    title: { en: 'A week without a car', nl: 'Een week zonder auto' },
    notificationCTA: {
      en: 'Sanne left her car at home for a week. What she found out may surprise you.',
      nl: 'Sanne liet haar auto een week staan. Wat ze ontdekte, zal je misschien verrassen.',
    },
    type: 'story',
    published: true,
    category: 'Car',
    background: 'road',
    items: [
      { kind: 'hero', hero: 'Sanne from Utrecht' },
      { kind: 'info', info: 'Day one: the school run', below: true },
      { kind: 'info-graphic', infographic: 'Train or plane to Paris' },
      { kind: 'action', action: 'Cycle to work', below: true },
      {
        kind: 'action',
        action: 'Try a shared car',
        more: ['Test-ride an e-bike', 'Work from home one day a week'],
      },
    ],
  },
  {
    title: { en: 'Why your plate matters', nl: 'Waarom je bord ertoe doet' },
    notificationCTA: {
      en: 'What’s for dinner tonight? Your plate matters more for the climate than you might think.',
      nl: 'Wat eet je vanavond? Je bord doet er meer toe voor het klimaat dan je misschien denkt.',
    },
    type: 'story',
    published: true,
    category: 'Meat',
    background: 'vegetables',
    items: [
      { kind: 'info', info: 'A quarter of our footprint' },
      { kind: 'info-graphic', infographic: 'CO2 per kilo of food', below: true },
      { kind: 'action', action: 'Eat vegetarian on Mondays', more: ['Try a plant-based drink'] },
      { kind: 'info-graphic', infographic: 'The footprint of dairy', below: true },
    ],
  },
  {
    // A draft: the Dutch title and message are still to be written.
    title: { en: 'Give your phone a second life' },
    notificationCTA: { en: 'Cracked screen? Don’t throw your phone away: a repair saves money and CO2.' },
    type: 'story',
    published: false,
    category: 'Electronics',
    background: 'market',
    items: [
      { kind: 'info', info: 'Made to last longer' },
      { kind: 'hero', hero: 'Joke from the repair café' },
      { kind: 'initiative', initiative: 'Repair Café Oudegracht', more: ['Groningen tool library'] },
      {
        kind: 'action',
        action: 'Repair instead of replace',
        more: ['Hand in old electronics', 'Borrow instead of buy'],
        below: true,
      },
      { kind: 'info-graphic', infographic: 'The footprint of a phone' },
    ],
  },
  {
    title: { en: 'How much CO2 is in a burger?', nl: 'Hoeveel CO2 zit er in een hamburger?' },
    notificationCTA: {
      en: 'Today’s quiz is about food: how much CO2 is in your burger?',
      nl: 'De quiz van vandaag gaat over eten: hoeveel CO2 zit er in je hamburger?',
    },
    type: 'quiz',
    published: true,
    category: 'Food',
    background: 'vegetables',
    items: [
      { kind: 'question', question: 'How much CO2 does one beef burger cost?' },
      { kind: 'question', question: 'Which has the smallest footprint per kilo?' },
      { kind: 'info-graphic', infographic: 'CO2 per kilo of food', below: true },
      { kind: 'info', info: 'How we count CO2', below: true },
      { kind: 'question', question: 'How much food does a Dutch person throw away a year?' },
    ],
  },
  {
    title: { en: 'Travel smart', nl: 'Slim reizen' },
    notificationCTA: {
      en: 'Plane or train to Paris? Test yourself and find the cleanest way to travel.',
      nl: 'Vliegtuig of trein naar Parijs? Test jezelf en ontdek de schoonste manier van reizen.',
    },
    type: 'quiz',
    published: true,
    category: 'Mobility',
    background: 'road',
    items: [
      { kind: 'question', question: 'Amsterdam–Paris by train instead of by plane saves…' },
      { kind: 'question', question: 'The cleanest way to go 5 km in town?' },
      { kind: 'question', question: 'A return flight Amsterdam–New York emits per passenger about…' },
      { kind: 'action', action: 'Take the train on holiday', below: true },
    ],
  },
  {
    title: { en: 'Energy at home', nl: 'Energie in huis' },
    notificationCTA: {
      en: 'Three questions about your home, and three easy ways to use less energy.',
      nl: 'Drie vragen over je huis, en drie makkelijke manieren om minder energie te gebruiken.',
    },
    type: 'quiz',
    published: true,
    category: 'Energy',
    background: 'wind',
    items: [
      { kind: 'question', question: 'One degree lower on the thermostat saves on heating about…' },
      { kind: 'question', question: 'Where does an old house lose most heat?' },
      { kind: 'info-graphic', infographic: 'Where your home loses heat', below: true },
      { kind: 'question', question: 'What uses the most energy in a Dutch home?' },
      {
        kind: 'action',
        action: 'Turn the thermostat down one degree',
        more: ['Put foil behind your radiators', 'Shower two minutes shorter'],
      },
    ],
  },
  {
    title: { en: 'Sorting waste', nl: 'Afval scheiden' },
    notificationCTA: {
      en: 'How long does a plastic bottle last in nature? Much longer than you think.',
      nl: 'Hoe lang blijft een plastic fles in de natuur? Veel langer dan je denkt.',
    },
    type: 'quiz',
    published: false,
    category: 'Waste',
    background: 'recycling',
    items: [
      { kind: 'question', question: 'How long does a plastic bottle last in nature?' },
      { kind: 'info-graphic', infographic: 'How long litter lasts', below: true },
    ],
  },
]
