import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Co2QuestionListType } from '../../../domain/co2-questions.ts'
import type {
  co2CalculationLabels,
  co2CalculationTypes,
  co2PartSubtypes,
  co2QuestionTypes,
} from '../../../domain/enums.ts'

// How the console names the CO2 quiz's codes (docs/product.md §3), in the interface language: the
// drawer's choices, the list's Type and Calculation columns and the warnings that name a label or
// a calculation type all read these, so a code reads the same everywhere.

type Names<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const questionTypeNames: Names<typeof co2QuestionTypes> = {
  answers: msg`Answers`,
  'user-input': msg`User input`,
  'parts-question': msg`Parts question`,
}

export const calculationTypeNames: Names<typeof co2CalculationTypes> = {
  value: msg`Value`,
  'value-factor': msg`Value factor`,
  diet: msg`Diet`,
  mobility: msg`Mobility`,
  car: msg`Car`,
  flying: msg`Flying`,
  motor: msg`Motor`,
  houseSize: msg`House size`,
  consumption: msg`Consumption`,
  electricity: msg`Electricity`,
  aquariumElectricity: msg`Aquarium electricity`,
  gasUsage: msg`Gas usage`,
  electricityUsage: msg`Electricity usage`,
}

export const partTypeNames: Names<typeof co2PartSubtypes> = {
  'appliance-power-usage': msg`Appliance power usage`,
  'family-size': msg`Family size`,
  'power-type': msg`Power type`,
  'house-age': msg`House age`,
  'house-type': msg`House type`,
  'house-occupants': msg`House occupants`,
  heating: msg`Heating`,
  'solar-panels': msg`Solar panels`,
  'fruit-and-veg': msg`Fruit and veg`,
  organic: msg`Organic`,
  foodwaste: msg`Food waste`,
  'car-passengers': msg`Car passengers`,
  'motor-passengers': msg`Motor passengers`,
  'motor-fuel': msg`Motor fuel`,
  'car-km': msg`Car km`,
  'car-fuel': msg`Car fuel`,
  'car-type': msg`Car type`,
  'car-sharing': msg`Car sharing`,
}

/**
 * The calculation labels as docs/product.md §3 writes them (lower case), so the warning 'A question
 * with the label "car fuel" should exist' reads word for word in English.
 */
export const calculationLabelNames: Names<typeof co2CalculationLabels> = {
  'car fuel': msg`car fuel`,
  'car km': msg`car km`,
  'car sharing': msg`car sharing`,
  'car passengers': msg`car passengers`,
  'motor fuel': msg`motor fuel`,
  'motor passengers': msg`motor passengers`,
  'house type': msg`house type`,
  'house age': msg`house age`,
  'house occupants': msg`house occupants`,
  'fruit and veg': msg`fruit and veg`,
  organic: msg`organic`,
  'food waste': msg`food waste`,
}

/** The list's type filter (docs/product.md §2: Main, Part, Sub, Follow-up). */
export const listTypeNames: Record<Co2QuestionListType, MessageDescriptor> = {
  main: msg`Main`,
  part: msg`Part`,
  sub: msg`Sub`,
  'follow-up': msg`Follow-up`,
}
