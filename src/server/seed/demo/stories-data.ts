import type { DemoText } from './support.ts'

/**
 * A page of a story. Content items are named by their English title (actions-data.ts,
 * content-data.ts); info pages, heroes and quiz questions belong to the story. `below` puts the
 * page under the previous one (same column, next row) instead of in the next column.
 */
export type DemoStoryItem = { below?: true } & (
  | { kind: 'info'; title: DemoText; description: DemoText }
  | { kind: 'hero'; name: DemoText }
  | { kind: 'question'; title: DemoText; answers: { text: DemoText; correct?: true }[] }
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

const dontKnow = { text: { en: 'I don’t know', nl: 'Weet ik niet' } }

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
      { kind: 'hero', name: { en: 'Sanne from Utrecht', nl: 'Sanne uit Utrecht' } },
      {
        kind: 'info',
        title: { en: 'Day one: the school run', nl: 'Dag één: naar school' },
        description: {
          en: 'The cargo bike turned out to be faster than the car in the morning traffic.',
          nl: 'De bakfiets bleek in de ochtendspits sneller dan de auto.',
        },
      },
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
      {
        kind: 'info',
        title: { en: 'A quarter of our footprint', nl: 'Een kwart van onze voetafdruk' },
        description: {
          en: 'About a quarter of a Dutch household’s footprint comes from food.',
          nl: 'Zo’n kwart van de voetafdruk van een Nederlands huishouden komt van eten.',
        },
      },
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
      {
        kind: 'info',
        title: { en: 'Made to last longer' },
        description: { en: 'Four fifths of a phone’s footprint is made before you switch it on.' },
      },
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
      {
        kind: 'question',
        title: { en: 'How much CO2 does one beef burger cost?', nl: 'Hoeveel CO2 kost één runderburger?' },
        answers: [
          { text: { en: 'About 0.5 kg', nl: 'Ongeveer 0,5 kg' } },
          { text: { en: 'About 3 kg', nl: 'Ongeveer 3 kg' }, correct: true },
          { text: { en: 'About 10 kg', nl: 'Ongeveer 10 kg' } },
          dontKnow,
        ],
      },
      {
        kind: 'question',
        title: {
          en: 'Which has the smallest footprint per kilo?',
          nl: 'Wat heeft de kleinste voetafdruk per kilo?',
        },
        answers: [
          { text: { en: 'Cheese', nl: 'Kaas' } },
          { text: { en: 'Chicken', nl: 'Kip' } },
          { text: { en: 'Lentils', nl: 'Linzen' }, correct: true },
        ],
      },
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
      {
        kind: 'question',
        title: {
          en: 'Amsterdam–Paris by train instead of by plane saves…',
          nl: 'Amsterdam–Parijs met de trein in plaats van het vliegtuig scheelt…',
        },
        answers: [
          { text: { en: 'About half the CO2', nl: 'Ongeveer de helft CO2' } },
          { text: { en: 'About 90 % of the CO2', nl: 'Ongeveer 90 % van de CO2' }, correct: true },
          { text: { en: 'Nothing at all', nl: 'Helemaal niets' } },
        ],
      },
      {
        kind: 'question',
        title: {
          en: 'The cleanest way to go 5 km in town?',
          nl: 'De schoonste manier om 5 km in de stad te reizen?',
        },
        answers: [
          { text: { en: 'Bicycle', nl: 'Fiets' }, correct: true },
          { text: { en: 'Electric car', nl: 'Elektrische auto' } },
          { text: { en: 'Bus', nl: 'Bus' } },
          dontKnow,
        ],
      },
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
      {
        kind: 'question',
        title: {
          en: 'One degree lower on the thermostat saves on heating about…',
          nl: 'Eén graad lager op de thermostaat scheelt op verwarming ongeveer…',
        },
        answers: [
          { text: { en: '1 %', nl: '1 %' } },
          { text: { en: '6 %', nl: '6 %' }, correct: true },
          { text: { en: '20 %', nl: '20 %' } },
        ],
      },
      {
        kind: 'question',
        title: {
          en: 'What uses power even when it is off?',
          nl: 'Wat verbruikt stroom, zelfs als het uit staat?',
        },
        answers: [
          { text: { en: 'A TV on standby', nl: 'Een tv op stand-by' }, correct: true },
          { text: { en: 'A light switch', nl: 'Een lichtschakelaar' } },
          dontKnow,
        ],
      },
      {
        kind: 'question',
        title: {
          en: 'Where does an old house lose most heat?',
          nl: 'Waar verliest een oud huis de meeste warmte?',
        },
        answers: [
          { text: { en: 'Through the roof', nl: 'Via het dak' }, correct: true },
          { text: { en: 'Through the letterbox', nl: 'Via de brievenbus' } },
          { text: { en: 'Through the floor', nl: 'Via de vloer' } },
        ],
      },
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
      {
        kind: 'question',
        title: {
          en: 'How long does a plastic bottle last in nature?',
          nl: 'Hoe lang blijft een plastic fles in de natuur?',
        },
        answers: [
          { text: { en: '10 years', nl: '10 jaar' } },
          { text: { en: '50 years', nl: '50 jaar' } },
          { text: { en: 'Hundreds of years', nl: 'Honderden jaren' }, correct: true },
        ],
      },
      { kind: 'action', action: 'Sort your plastic' },
    ],
  },
]
