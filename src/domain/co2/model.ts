import type { Co2CalculationLabel, Co2CalculationType, Co2QuestionType } from './warnings.ts'

// What the CO2 engine reads (src/domain/co2/README.md): the quiz as stored, the answers one person
// gave, and the data tables of their country. Plain data, so the server (POST /api/co2-results)
// and the console's calculator hand the same shapes to the same function.

/** An answer as the engine reads it (a stored CO2 answer). */
export type EngineAnswer = {
  id: number
  /** How many units the answer stands for (kg CO2 on a `value` question); null reads as nothing. */
  unitAmount: number | null
  /** The field or row of a calculation table it picks: 'diesel', 'terraced', 'train'. */
  tableKey: string | null
  isAverage: boolean
  /** An Other answer: what the person typed (`inputValue`) counts instead of `unitAmount`. */
  isOther: boolean
  calculationLabels: readonly Co2CalculationLabel[]
  providesLabels: readonly Co2CalculationLabel[]
  followUpQuestionId: number | null
  resetsQuestions: readonly number[]
}

/** A question as the engine reads it, its answers in their order. */
export type EngineQuestion = {
  id: number
  questionType: Co2QuestionType
  calculationType: Co2CalculationType | null
  /** kg CO2 per unit (value-factor, consumption), or the km of one flight (flying). */
  unitValue: number | null
  /** The one category its result goes to (the first, when a question breaks the one-category rule). */
  categoryIds: readonly number[]
  calculationLabels: readonly Co2CalculationLabel[]
  chainQuestionId: number | null
  /** The parts question it is a part of. */
  partQuestionId: number | null
  /** The question it is a sub question of (the one-level hierarchy): asked right after it. */
  parentQuestionId?: number | null
  answers: readonly EngineAnswer[]
}

/** A fixed CO2 value (kg CO2 a year) of a country: counted in its category, in place of the questions in `overrideQuestions`. */
export type EngineValue = {
  id: number
  value: number
  country: string
  categoryIds: readonly number[]
  overrideQuestions: readonly number[]
}

/** The average footprint (kg CO2 a year) of a category in a country. */
export type EngineAverage = { value: number; country: string; categoryIds: readonly number[] }

export type Co2Quiz = {
  questions: readonly EngineQuestion[]
  values: readonly EngineValue[]
  averages: readonly EngineAverage[]
  /** Category titles in the language asked for, by id. */
  categoryTitles: ReadonlyMap<number, string>
}

/** One answer given: a chosen answer (`answerId`), or null with what was typed (`inputValue`). */
export type GivenAnswer = { questionId: number; answerId: number | null; inputValue: number | null }

/** The data tables of the person's country by name (their `data` as stored: any JSON). */
export type EngineTables = Readonly<Record<string, unknown>>

/** A line of the results: kg CO2 a year of one category. */
export type CategoryResult = { categoryId: number | null; title: string; co2value: number }

export type Co2Results = { total: number; perCategory: CategoryResult[] }
