import type { Db } from '../../db/client.ts'
import { co2Answers, co2QuestionCategories, co2Questions } from '../../db/schema.ts'
import { categoryIdsByTitle, type DemoText, text } from './support.ts'

type DemoCo2Answer = {
  text: DemoText
  /** kg CO2 a year this answer adds. */
  unitAmount?: number
  isAverage?: true
  isOther?: true
  /** The English title of the question asked next when this answer is chosen. */
  followUp?: string
}

export type DemoCo2Question = {
  title: DemoText
  hint?: DemoText
  questionType: 'answers' | 'user-input'
  calculationType: 'value' | 'value-factor' | 'mobility'
  /** kg CO2 per unit the user types (user-input questions). */
  unitValue?: number
  isQuickScan?: true
  isDismissable?: true
  categories: string[]
  answers?: DemoCo2Answer[]
  /** What app users type (user-input questions and "Other" answers): a whole number in this range. */
  input?: [min: number, max: number]
}

/** A few questions of the CO2 footprint quiz, in quiz order; one still without Dutch. */
export const demoCo2Questions: DemoCo2Question[] = [
  {
    title: {
      en: 'How do you usually get to work or school?',
      nl: 'Hoe ga je meestal naar je werk of school?',
    },
    hint: { en: 'Think of an ordinary week.', nl: 'Denk aan een gewone week.' },
    questionType: 'answers',
    calculationType: 'mobility',
    isQuickScan: true,
    categories: ['Mobility'],
    answers: [
      { text: { en: 'By bike or on foot', nl: 'Met de fiets of lopend' }, unitAmount: 0 },
      { text: { en: 'By public transport', nl: 'Met het openbaar vervoer' }, unitAmount: 350 },
      {
        text: { en: 'By car', nl: 'Met de auto' },
        unitAmount: 0,
        followUp: 'How many kilometres do you drive a week?',
      },
      { text: { en: 'Other', nl: 'Anders' }, unitAmount: 200, isOther: true },
    ],
    input: [5, 150],
  },
  {
    title: { en: 'How many kilometres do you drive a week?', nl: 'Hoeveel kilometer rijd je per week?' },
    questionType: 'user-input',
    calculationType: 'value-factor',
    unitValue: 9.9,
    categories: ['Car'],
    input: [20, 400],
  },
  {
    title: { en: 'How often do you eat meat?', nl: 'Hoe vaak eet je vlees?' },
    questionType: 'answers',
    calculationType: 'value',
    isQuickScan: true,
    categories: ['Meat'],
    answers: [
      { text: { en: 'Every day', nl: 'Elke dag' }, unitAmount: 1400 },
      { text: { en: 'A few times a week', nl: 'Een paar keer per week' }, unitAmount: 900, isAverage: true },
      { text: { en: 'Once a week', nl: 'Eén keer per week' }, unitAmount: 550 },
      { text: { en: 'Never', nl: 'Nooit' }, unitAmount: 350 },
    ],
  },
  {
    title: {
      en: 'How many return flights did you take last year?',
      nl: 'Hoeveel retourvluchten maakte je vorig jaar?',
    },
    hint: { en: 'Count holidays and work trips.', nl: 'Tel vakanties en werkreizen mee.' },
    questionType: 'user-input',
    calculationType: 'value-factor',
    unitValue: 500,
    isQuickScan: true,
    categories: ['Flying'],
    input: [0, 6],
  },
  {
    title: { en: 'What kind of home do you live in?', nl: 'In wat voor woning woon je?' },
    questionType: 'answers',
    calculationType: 'value',
    categories: ['Home'],
    answers: [
      { text: { en: 'Apartment', nl: 'Appartement' }, unitAmount: 900 },
      { text: { en: 'Terraced house', nl: 'Tussenwoning' }, unitAmount: 1300, isAverage: true },
      { text: { en: 'Semi-detached house', nl: 'Twee-onder-een-kapwoning' }, unitAmount: 1700 },
      { text: { en: 'Detached house', nl: 'Vrijstaande woning' }, unitAmount: 2300 },
    ],
  },
  {
    title: {
      en: 'How much electricity did you use last year (kWh)?',
      nl: 'Hoeveel stroom gebruikte je vorig jaar (kWh)?',
    },
    hint: { en: 'It is on your annual energy bill.', nl: 'Het staat op je jaarafrekening.' },
    questionType: 'user-input',
    calculationType: 'value-factor',
    unitValue: 0.33,
    isDismissable: true,
    categories: ['Electricity'],
    input: [1200, 4500],
  },
  {
    title: { en: 'Do you have solar panels?' },
    questionType: 'answers',
    calculationType: 'value',
    categories: ['Solar panels'],
    answers: [
      { text: { en: 'Yes', nl: 'Ja' }, unitAmount: -600 },
      { text: { en: 'No', nl: 'Nee' }, unitAmount: 0 },
      { text: { en: 'Not sure' }, unitAmount: -150, isAverage: true },
    ],
  },
  {
    title: { en: 'How do you heat your home?', nl: 'Hoe verwarm je je huis?' },
    questionType: 'answers',
    calculationType: 'value',
    categories: ['Home'],
    answers: [
      { text: { en: 'Gas boiler', nl: 'Cv-ketel op gas' }, unitAmount: 1800, isAverage: true },
      { text: { en: 'Heat pump', nl: 'Warmtepomp' }, unitAmount: 500 },
      { text: { en: 'District heating', nl: 'Stadsverwarming' }, unitAmount: 900 },
      { text: { en: 'Other', nl: 'Anders' }, unitAmount: 1200, isOther: true },
    ],
    input: [300, 2500],
  },
  {
    title: { en: 'How often do you eat dairy?', nl: 'Hoe vaak eet je zuivel?' },
    questionType: 'answers',
    calculationType: 'value',
    categories: ['Dairy'],
    answers: [
      { text: { en: 'Every day', nl: 'Elke dag' }, unitAmount: 600 },
      { text: { en: 'A few times a week', nl: 'Een paar keer per week' }, unitAmount: 350, isAverage: true },
      { text: { en: 'Rarely', nl: 'Zelden' }, unitAmount: 150 },
      { text: { en: 'Never', nl: 'Nooit' }, unitAmount: 0 },
    ],
  },
  {
    title: {
      en: 'How many new pieces of clothing do you buy a year?',
      nl: 'Hoeveel nieuwe kledingstukken koop je per jaar?',
    },
    questionType: 'user-input',
    calculationType: 'value-factor',
    unitValue: 15,
    categories: ['Clothing'],
    input: [0, 60],
  },
  {
    title: { en: 'How many hours a day do you stream video?', nl: 'Hoeveel uur per dag stream je video?' },
    questionType: 'user-input',
    calculationType: 'value-factor',
    unitValue: 20,
    isDismissable: true,
    categories: ['Electronics'],
    input: [0, 6],
  },
  {
    title: { en: 'Do you separate your waste?', nl: 'Scheid je je afval?' },
    questionType: 'answers',
    calculationType: 'value',
    categories: ['Recycling'],
    answers: [
      { text: { en: 'Always', nl: 'Altijd' }, unitAmount: -50 },
      { text: { en: 'Sometimes', nl: 'Soms' }, unitAmount: 0, isAverage: true },
      { text: { en: 'Never', nl: 'Nooit' }, unitAmount: 60 },
    ],
  },
]

/** The CO2 questions with their answers and categories; follow-ups are linked once all questions exist. */
export async function seedDemoCo2(db: Db) {
  const category = await categoryIdsByTitle(db)
  const rows = await db
    .insert(co2Questions)
    .values(
      demoCo2Questions.map((question, index) => ({
        title: text(question.title),
        hint: question.hint ? text(question.hint) : {},
        index,
        questionType: question.questionType,
        calculationType: question.calculationType,
        unitValue: question.unitValue ?? null,
        isQuickScan: question.isQuickScan ?? false,
        isDismissable: question.isDismissable ?? false,
      })),
    )
    .returning({ id: co2Questions.id })
  const idOf = (title: string) => {
    const i = demoCo2Questions.findIndex((question) => question.title.en === title)
    if (i < 0) throw new Error(`A demo CO2 answer names an unknown question: ${title}`)
    return rows[i]!.id
  }
  await db
    .insert(co2QuestionCategories)
    .values(
      demoCo2Questions.flatMap((question, i) =>
        question.categories.map((title) => ({ questionId: rows[i]!.id, categoryId: category(title) })),
      ),
    )
  await db.insert(co2Answers).values(
    demoCo2Questions.flatMap((question, i) =>
      (question.answers ?? []).map((answer, index) => ({
        questionId: rows[i]!.id,
        text: text(answer.text),
        unitAmount: answer.unitAmount ?? null,
        index,
        isAverage: answer.isAverage ?? false,
        isOther: answer.isOther ?? false,
        followUpQuestionId: answer.followUp ? idOf(answer.followUp) : null,
      })),
    ),
  )
}
