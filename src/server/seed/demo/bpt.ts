import type { BptType } from '../../../domain/enums.ts'
import type { Translated } from '../../../domain/translated.ts'
import type { Db } from '../../db/client.ts'
import { bptAnswers, bptQuestions } from '../../db/schema.ts'

/** A text in both languages; `nl` left out where the demo shows a missing translation. */
type Texts = { en: string; nl?: string }
type DemoAnswer = { value: string; text: Texts; hint?: Texts }
type DemoQuestion = { type: BptType; text: Texts; answers: DemoAnswer[] }

const texts = ({ en, nl }: Texts): Translated => (nl === undefined ? { en } : { en, nl })

/**
 * The complete BPT set (docs/product.md §3 "BPT question"): one question per type, in the order
 * the app asks them, every fixed value of each type as an answer in English and Dutch. Two Dutch
 * texts are left out (the barrier question's "habit-routines" answer and the target question's
 * hint of "other") so the list shows a question not translated. The users' demo bptInfo (users.ts)
 * picks among these values.
 */
export const demoBptQuestions: DemoQuestion[] = [
  {
    type: 'interests',
    text: { en: 'Which topics interest you?', nl: 'Welke onderwerpen interesseren je?' },
    answers: [],
  },
  {
    type: 'expertise',
    text: { en: 'How much do you know about these topics?', nl: 'Hoeveel weet je van deze onderwerpen?' },
    answers: [
      {
        value: 'low',
        text: { en: 'Little', nl: 'Weinig' },
        hint: { en: 'I am just starting', nl: 'Ik begin net' },
      },
      { value: 'some', text: { en: 'Some', nl: 'Een beetje' } },
      {
        value: 'expert',
        text: { en: 'A lot', nl: 'Veel' },
        hint: { en: 'I could explain it to others', nl: 'Ik kan het anderen uitleggen' },
      },
    ],
  },
  {
    type: 'motivation',
    text: { en: 'Why do you want to live more sustainably?', nl: 'Waarom wil je duurzamer leven?' },
    answers: [
      { value: 'climate', text: { en: 'For the climate', nl: 'Voor het klimaat' } },
      { value: 'money', text: { en: 'To save money', nl: 'Om geld te besparen' } },
      { value: 'health', text: { en: 'For my health', nl: 'Voor mijn gezondheid' } },
      { value: 'children', text: { en: 'For my children', nl: 'Voor mijn kinderen' } },
      { value: 'conviction', text: { en: 'Out of conviction', nl: 'Uit overtuiging' } },
      {
        value: 'other',
        text: { en: 'Something else', nl: 'Iets anders' },
        hint: { en: 'Tell us in your own words', nl: 'Vertel het in je eigen woorden' },
      },
      { value: 'unknown', text: { en: "I don't know yet", nl: 'Weet ik nog niet' } },
    ],
  },
  {
    type: 'behavior',
    text: { en: 'What do you already do?', nl: 'Wat doe je al?' },
    answers: [
      { value: 'less-meat', text: { en: 'Eat less meat', nl: 'Minder vlees eten' } },
      {
        value: 'public-transport',
        text: { en: 'Travel by public transport', nl: 'Met het openbaar vervoer reizen' },
      },
      { value: 'recycling', text: { en: 'Separate my waste', nl: 'Afval scheiden' } },
      { value: 'local-products', text: { en: 'Buy local products', nl: 'Lokale producten kopen' } },
      { value: 'movement', text: { en: 'Walk or cycle more', nl: 'Meer lopen of fietsen' } },
      {
        value: 'electric-hybrid-car',
        text: { en: 'Drive an electric or hybrid car', nl: 'Elektrisch of hybride rijden' },
      },
      {
        value: 'sustainable-living',
        text: { en: 'Make my home more sustainable', nl: 'Mijn huis verduurzamen' },
      },
      { value: 'energy-saving', text: { en: 'Save energy', nl: 'Energie besparen' } },
      { value: 'alternative-transport', text: { en: 'Share cars or bikes', nl: 'Auto’s of fietsen delen' } },
      {
        value: 'sustainable-consumer',
        text: { en: 'Buy less and second hand', nl: 'Minder en tweedehands kopen' },
      },
      { value: 'other', text: { en: 'Something else', nl: 'Iets anders' } },
    ],
  },
  {
    type: 'barrier',
    text: { en: 'What holds you back?', nl: 'Wat houdt je tegen?' },
    answers: [
      { value: 'no-time', text: { en: 'I have no time', nl: 'Ik heb geen tijd' } },
      { value: 'too-expensive', text: { en: 'It is too expensive', nl: 'Het is te duur' } },
      { value: 'lack-knowledge', text: { en: 'I do not know how', nl: 'Ik weet niet hoe' } },
      {
        value: 'lack-access',
        text: { en: 'It is not available near me', nl: 'Het is er niet bij mij in de buurt' },
      },
      {
        value: 'lack-support',
        text: { en: 'The people around me do not join in', nl: 'Mijn omgeving doet niet mee' },
      },
      { value: 'unsure-effectiveness', text: { en: 'I doubt it helps', nl: 'Ik twijfel of het helpt' } },
      { value: 'social-pressure', text: { en: 'What others think of it', nl: 'Wat anderen ervan vinden' } },
      { value: 'habit-routines', text: { en: 'My habits' } },
      { value: 'other', text: { en: 'Something else', nl: 'Iets anders' } },
      { value: 'unknown', text: { en: "I don't know", nl: 'Weet ik niet' } },
    ],
  },
  {
    type: 'target',
    text: { en: 'What would you like to work on?', nl: 'Waar wil je mee aan de slag?' },
    answers: [
      { value: 'reduce-energy', text: { en: 'Use less energy', nl: 'Minder energie gebruiken' } },
      { value: 'sustainable-transport', text: { en: 'Travel sustainably', nl: 'Duurzaam reizen' } },
      { value: 'sustainable-food', text: { en: 'Eat sustainably', nl: 'Duurzaam eten' } },
      { value: 'sustainable-consumer', text: { en: 'Buy sustainably', nl: 'Duurzaam kopen' } },
      { value: 'other', text: { en: 'Something else', nl: 'Iets anders' }, hint: { en: 'Tell us what' } },
      { value: 'unknown', text: { en: "I don't know yet", nl: 'Weet ik nog niet' } },
    ],
  },
  {
    type: 'self-reliance',
    text: {
      en: 'How much faith do you have that you can change your habits?',
      nl: 'Hoeveel vertrouwen heb je dat je je gewoontes kunt veranderen?',
    },
    answers: [
      { value: 'no-faith', text: { en: 'None', nl: 'Geen' } },
      { value: 'less-faith', text: { en: 'Little', nl: 'Weinig' } },
      { value: 'neutral', text: { en: 'Neutral', nl: 'Neutraal' } },
      { value: 'more-faith', text: { en: 'Quite a lot', nl: 'Redelijk veel' } },
      { value: 'much-faith', text: { en: 'A lot', nl: 'Veel' } },
    ],
  },
  {
    type: 'co2-scan',
    text: { en: 'Would you like to know your CO2 footprint?', nl: 'Wil je je CO2-voetafdruk weten?' },
    answers: [
      { value: 'yes', text: { en: 'Yes, later', nl: 'Ja, later' } },
      { value: 'no', text: { en: 'No', nl: 'Nee' } },
      {
        value: 'now',
        text: { en: 'Yes, now', nl: 'Ja, nu' },
        hint: { en: 'Takes about five minutes', nl: 'Duurt ongeveer vijf minuten' },
      },
      { value: 'unknown', text: { en: "I don't know", nl: 'Weet ik niet' } },
    ],
  },
  {
    type: 'location',
    text: { en: 'Where do you live?', nl: 'Waar woon je?' },
    answers: [],
  },
]

/** The first four are asked during onboarding. */
const ONBOARDING = 4

export async function seedDemoBpt(db: Db) {
  const rows = await db
    .insert(bptQuestions)
    .values(
      demoBptQuestions.map((question, index) => ({
        type: question.type,
        text: texts(question.text),
        index,
        onboarding: index < ONBOARDING,
      })),
    )
    .returning({ id: bptQuestions.id })
  const answers = demoBptQuestions.flatMap((question, position) =>
    question.answers.map((answer, index) => ({
      questionId: rows[position]!.id,
      value: answer.value,
      text: texts(answer.text),
      hint: answer.hint ? texts(answer.hint) : {},
      index,
    })),
  )
  if (answers.length) await db.insert(bptAnswers).values(answers)
}
