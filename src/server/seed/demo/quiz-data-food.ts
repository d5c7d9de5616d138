import type { DemoQuizAnswer, DemoQuizQuestion } from './content-data.ts'

/** "I don't know", picked by `share` of the users. */
export const dontKnow = (share: number): DemoQuizAnswer => ({
  text: { en: 'I don’t know', nl: 'Weet ik niet' },
  share,
})

/** Quiz questions about food and nature; `share`: how often app users pick an answer. */
export const foodQuizQuestions: DemoQuizQuestion[] = [
  {
    title: { en: 'How much CO2 does one beef burger cost?', nl: 'Hoeveel CO2 kost één runderburger?' },
    answers: [
      { text: { en: 'About 0.5 kg', nl: 'Ongeveer 0,5 kg' }, share: 35 },
      { text: { en: 'About 3 kg', nl: 'Ongeveer 3 kg' }, correct: true, share: 30 },
      { text: { en: 'About 10 kg', nl: 'Ongeveer 10 kg' }, share: 15 },
      dontKnow(20),
    ],
  },
  {
    title: {
      en: 'Which has the smallest footprint per kilo?',
      nl: 'Wat heeft de kleinste voetafdruk per kilo?',
    },
    answers: [
      { text: { en: 'Cheese', nl: 'Kaas' }, share: 10 },
      { text: { en: 'Chicken', nl: 'Kip' }, share: 20 },
      { text: { en: 'Lentils', nl: 'Linzen' }, correct: true, share: 70 },
    ],
  },
  {
    title: {
      en: 'How much food does a Dutch person throw away a year?',
      nl: 'Hoeveel eten gooit een Nederlander per jaar weg?',
    },
    answers: [
      { text: { en: 'About 5 kg', nl: 'Ongeveer 5 kg' }, share: 40 },
      { text: { en: 'About 34 kg', nl: 'Ongeveer 34 kg' }, correct: true, share: 35 },
      { text: { en: 'About 100 kg', nl: 'Ongeveer 100 kg' }, share: 25 },
    ],
  },
  {
    title: {
      en: 'Bottled water costs how much more than tap water?',
      nl: 'Hoeveel duurder is flessenwater dan kraanwater?',
    },
    answers: [
      { text: { en: 'About twice as much', nl: 'Ongeveer twee keer zo duur' }, share: 20 },
      { text: { en: 'About ten times as much', nl: 'Ongeveer tien keer zo duur' }, share: 45 },
      { text: { en: 'Hundreds of times as much', nl: 'Honderden keren zo duur' }, correct: true, share: 35 },
    ],
  },
  {
    title: {
      en: 'How many kinds of wild bees live in the Netherlands?',
      nl: 'Hoeveel soorten wilde bijen leven er in Nederland?',
    },
    answers: [
      { text: { en: 'About 20', nl: 'Ongeveer 20' }, share: 45 },
      { text: { en: 'About 360', nl: 'Ongeveer 360' }, correct: true, share: 25 },
      { text: { en: 'About 3,000', nl: 'Ongeveer 3.000' }, share: 10 },
      dontKnow(20),
    ],
  },
  {
    title: {
      en: 'Which two plants are native and feed wild bees?',
      nl: 'Welke twee planten zijn inheems en voeden wilde bijen?',
    },
    answers: [
      { text: { en: 'Cornflower', nl: 'Korenbloem' }, correct: true, share: 40 },
      { text: { en: 'Butterfly bush', nl: 'Vlinderstruik' }, share: 30 },
      { text: { en: 'Viper’s bugloss', nl: 'Slangenkruid' }, correct: true, share: 20 },
      { text: { en: 'Cherry laurel', nl: 'Laurierkers' }, share: 10 },
    ],
  },
]
