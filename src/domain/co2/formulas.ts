import type { Given } from './answer-set.ts'
import type { EngineQuestion, EngineTables } from './model.ts'
import type { PreparedQuiz } from './prepare.ts'
import { fieldFactor, flightFactor, tableRow, usable } from './tables.ts'
import type { Co2CalculationLabel, Co2CalculationType } from './warnings.ts'

// One formula per calculation type, exactly as src/domain/co2/README.md writes them down (with
// their units, sources and a worked example each). Every result is kg CO2e per person per year.

/** What an answered question tells a label: a table key ('diesel'), an amount (12000 km), or both. */
export type LabelValue = { key: string | null; amount: number | null }

/**
 * The figures the formulas assume when no question gave a label: the Dutch average where one is
 * known (README "Labels"), else what makes the label change nothing (one passenger, no sharing).
 */
export const LABEL_DEFAULTS: Record<Co2CalculationLabel, LabelValue> = {
  'car fuel': { key: 'petrol', amount: null },
  'car km': { key: null, amount: 0 },
  'car sharing': { key: null, amount: 0 },
  'car passengers': { key: null, amount: 1 },
  'motor fuel': { key: 'petrol', amount: null },
  'motor passengers': { key: null, amount: 1 },
  'house type': { key: 'terraced', amount: null },
  'house age': { key: null, amount: 1 },
  'house occupants': { key: null, amount: 1 },
  'fruit and veg': { key: null, amount: 0.5 },
  organic: { key: null, amount: 0.05 },
  'food waste': { key: null, amount: 0.1 },
}

/** Factors the formulas use beside the data tables; README "Constants" gives each its source. */
export const CO2_CONSTANTS = {
  /** Making an owned car adds about a fifth to its driving emissions over its life; a shared car, driven more, half that. */
  carMakingOwned: 1.2,
  carMakingShared: 1.1,
  /** A motorbike against a car on the same fuel, per km. */
  motorPerCarKm: 0.6,
  /** Weeks in a year (km a week on public transport). */
  weeks: 52,
  /** Months in a year (euro a month on consumption). */
  months: 12,
  /** A flight is counted there and back. */
  flightLegs: 2,
  /** kWh a year per litre of aquarium (heater, light, pump of a 100 l tank: about 250 kWh). */
  aquariumKwhPerLitre: 2.5,
  /** Dutch averages the diet's adjustments are measured against. */
  averageSeasonalShare: 0.5,
  averageOrganicShare: 0.05,
  averageWasteShare: 0.1,
  /** Fruit and vegetables out of season (heated greenhouses, flown in) against in season, on the whole diet. */
  seasonalEffect: 0.15,
  /** Organic food against conventional, on the whole diet. */
  organicEffect: 0.05,
} as const

/** Everything a formula reads besides its own question. */
export type FormulaContext = {
  quiz: PreparedQuiz
  tables: EngineTables
  given: ReadonlyMap<number, Given>
  labels: ReadonlyMap<Co2CalculationLabel, LabelValue>
  /** The first answered question of each calculation type (the house size, the kind of electricity). */
  firstAnswered: ReadonlyMap<Co2CalculationType, EngineQuestion>
}

/** A question's own figure: what was typed (user input, Other), else its answer's unitAmount. */
export function ownAmount(question: EngineQuestion, context: FormulaContext): number | null {
  const given = context.given.get(question.id)
  if (!given) return null
  if (given.input !== null) return usable(given.input)
  const amount = given.answer?.unitAmount
  return amount === null || amount === undefined ? null : usable(amount)
}

const ownKey = (question: EngineQuestion | undefined, context: FormulaContext) =>
  question ? (context.given.get(question.id)?.answer?.tableKey ?? null) : null

const label = (context: FormulaContext, name: Co2CalculationLabel): LabelValue =>
  context.labels.get(name) ?? LABEL_DEFAULTS[name]
const labelAmount = (context: FormulaContext, name: Co2CalculationLabel) =>
  usable(label(context, name).amount ?? LABEL_DEFAULTS[name].amount)
const labelKey = (context: FormulaContext, name: Co2CalculationLabel) =>
  label(context, name).key ?? LABEL_DEFAULTS[name].key
/** People sharing a home or a car: at least one. */
const people = (context: FormulaContext, name: Co2CalculationLabel) => Math.max(1, labelAmount(context, name))
/** A share from 0 to 1 (answered as 0.3 for 30 %); more than 1 counts as all. */
const share = (context: FormulaContext, name: Co2CalculationLabel) => Math.min(1, labelAmount(context, name))

/** The kind of electricity of the home: the electricity question's answer ('grey', 'green', 'solar'). */
const electricityFactor = (context: FormulaContext) =>
  fieldFactor(
    context.tables,
    'electricity',
    ownKey(context.firstAnswered.get('electricity'), context),
    'grey',
  )

const houseRow = (context: FormulaContext) =>
  tableRow(context.tables, 'house-type', 'type', labelKey(context, 'house type'), 'terraced')

/** The house's size against a typical one of its type: the house size question's answer (1 unanswered). */
const houseSize = (context: FormulaContext) => {
  const question = context.firstAnswered.get('houseSize')
  return question ? (ownAmount(question, context) ?? 1) : 1
}

/** The flights of a flying question and the chain after it: times a year × km of one flight there. */
function flights(question: EngineQuestion, context: FormulaContext): number {
  let total = 0
  const seen = new Set<number>()
  let current: EngineQuestion | undefined = question
  // A chain that comes back on itself ends at the repeat: the server refuses one, the engine survives one.
  while (current && !seen.has(current.id)) {
    seen.add(current.id)
    const times = ownAmount(current, context) ?? 0
    const km = usable(current.unitValue)
    total += times * km * CO2_CONSTANTS.flightLegs * flightFactor(context.tables, km)
    current =
      current.chainQuestionId === null ? undefined : context.quiz.questions.get(current.chainQuestionId)
  }
  return total
}

/** An answered usage question of `type` replaces the estimate from the house (README "Usage replaces the estimate"). */
const measured = (context: FormulaContext, type: Co2CalculationType) => context.firstAnswered.has(type)

const C = CO2_CONSTANTS

export const co2Formulas: Record<
  Co2CalculationType,
  (question: EngineQuestion, context: FormulaContext) => number
> = {
  value: (question, context) => ownAmount(question, context) ?? 0,
  'value-factor': (question, context) => (ownAmount(question, context) ?? 0) * usable(question.unitValue),
  consumption: (question, context) =>
    (ownAmount(question, context) ?? 0) * C.months * usable(question.unitValue),
  diet: (question, context) => {
    const base = fieldFactor(context.tables, 'diet', ownKey(question, context), 'average')
    const seasonal = 1 - C.seasonalEffect * (share(context, 'fruit and veg') - C.averageSeasonalShare)
    const organic = 1 - C.organicEffect * (share(context, 'organic') - C.averageOrganicShare)
    const waste = 1 + (share(context, 'food waste') - C.averageWasteShare)
    return base * seasonal * organic * waste
  },
  mobility: (question, context) => {
    const answer = context.given.get(question.id)?.answer
    const followUp = answer?.followUpQuestionId
    const followUpQuestion = followUp == null ? undefined : context.quiz.questions.get(followUp)
    const kmAWeek =
      (followUpQuestion ? ownAmount(followUpQuestion, context) : null) ?? ownAmount(question, context) ?? 0
    const factor = answer?.tableKey ? fieldFactor(context.tables, 'public-transport', answer.tableKey, '') : 0
    return kmAWeek * C.weeks * factor
  },
  car: (question, context) => {
    const km = labelAmount(context, 'car km')
    const fuel = fieldFactor(context.tables, 'car-fuel', labelKey(context, 'car fuel'), 'petrol')
    const making = C.carMakingOwned - (C.carMakingOwned - C.carMakingShared) * share(context, 'car sharing')
    return ((km * fuel * making) / people(context, 'car passengers')) * (ownAmount(question, context) ?? 1)
  },
  motor: (question, context) => {
    const km = ownAmount(question, context) ?? 0
    const fuel = fieldFactor(context.tables, 'car-fuel', labelKey(context, 'motor fuel'), 'petrol')
    return (km * fuel * C.motorPerCarKm) / people(context, 'motor passengers')
  },
  flying: flights,
  houseSize: (question, context) => {
    if (measured(context, 'gasUsage')) return 0
    const gasM3 = usable(houseRow(context)?.gasM3)
    const size = ownAmount(question, context) ?? 1
    const gas = fieldFactor(context.tables, 'gas', 'natural-gas', 'natural-gas')
    return (gasM3 * size * labelAmount(context, 'house age') * gas) / people(context, 'house occupants')
  },
  electricity: (question, context) => {
    if (measured(context, 'electricityUsage')) return 0
    const kwh = usable(houseRow(context)?.electricityKwh) * houseSize(context)
    const factor = fieldFactor(context.tables, 'electricity', ownKey(question, context), 'grey')
    return (kwh * factor) / people(context, 'house occupants')
  },
  electricityUsage: (question, context) =>
    ((ownAmount(question, context) ?? 0) * electricityFactor(context)) / people(context, 'house occupants'),
  gasUsage: (question, context) =>
    ((ownAmount(question, context) ?? 0) * fieldFactor(context.tables, 'gas', 'natural-gas', 'natural-gas')) /
    people(context, 'house occupants'),
  aquariumElectricity: (question, context) =>
    ((ownAmount(question, context) ?? 0) * C.aquariumKwhPerLitre * electricityFactor(context)) /
    people(context, 'house occupants'),
}
