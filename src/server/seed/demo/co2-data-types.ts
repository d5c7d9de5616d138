import type {
  Co2CalculationLabel,
  Co2CalculationType,
  Co2QuestionType,
} from '../../../domain/co2/warnings.ts'
import type { co2PartSubtypes } from '../../../domain/enums.ts'
import type { DemoText } from './support.ts'

// The shapes of the demo CO2 quiz (co2-data-*.ts): questions name each other by a short key, and
// categories by English title; co2.ts turns keys and titles into ids, for the engine and the seed alike.

export type Co2PartType = (typeof co2PartSubtypes)[number]

/** Where a figure comes from: shown with the question or value. */
export type DemoCo2Source = { description: DemoText; href: string }

export type DemoCo2Answer = {
  text: DemoText
  /**
   * What the answer stands for in its question's formula: kg CO2 (value), units (value-factor),
   * euro a month (consumption), km (car km, motor), times a year (flying), litres (aquarium), a
   * size or age factor, a share from 0 to 1, or people.
   */
  unitAmount?: number
  /** The field or row of a data table it picks: 'petrol', 'terraced', 'vegan', 'grey', 'train'. */
  tableKey?: string
  isAverage?: true
  /** An Other answer: the number typed counts instead of unitAmount. */
  isOther?: true
  /** Labels this answer gives besides its question's own. */
  providesLabels?: Co2CalculationLabel[]
  /** The key of the question asked next when this answer is chosen. */
  followUp?: string
  /** The keys of the questions whose answers this answer clears. */
  resets?: string[]
  /**
   * What a typical Dutch person answers. On a question without a calculation type the isAverage
   * answer is the typical one and needs no mark; a question with neither is left unanswered.
   */
  typical?: true
}

export type DemoCo2Question = {
  /** How the demo data names this question (links, typical answers). */
  key: string
  title: DemoText
  hint?: DemoText
  description?: DemoText
  questionType: Co2QuestionType
  calculationType: Co2CalculationType | null
  /** A part's subtype (questions with `partOf`). */
  partType?: Co2PartType
  /** kg CO2 per unit (value-factor), per euro (consumption), or the km of one flight (flying chain). */
  unitValue?: number
  /** The labels the question's answer gives. */
  labels?: Co2CalculationLabel[]
  /** The one category its result counts in, by English title. */
  category: string
  /** Sub question of (one level). */
  parent?: string
  /** Part of this parts question. */
  partOf?: string
  /** The question asked after this one (flying: the next distance). */
  chain?: string
  isQuickScan?: true
  isDismissable?: true
  answers?: DemoCo2Answer[]
  /** What app users type (user-input questions and Other answers): a whole number in this range. */
  input?: [min: number, max: number]
  /** The number a typical Dutch person types (user-input questions). */
  typical?: number
  sources?: DemoCo2Source[]
}

/** A fixed CO2 value of a (non-content) category in a country, kg CO2 a year. */
export type DemoCo2Value = {
  category: string
  country: string
  value: number
  description: DemoText
  sources?: DemoCo2Source[]
  /** Keys of the questions that, answered, replace the value. */
  overrides?: string[]
}

/** The average footprint per category (English title) in kg CO2 a year, by country. */
export type DemoCo2Averages = Record<string, Record<string, number>>
