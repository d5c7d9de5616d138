import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BptType, bptAnswerValues } from '../../../domain/enums.ts'

// How the console names the BPT's codes (docs/product.md §3 "BPT question"), in the interface
// language: the BPT list's Type column and filter, its drawer's type and value choices, and a
// user's answers in the user drawer's BPT panel. What is stored
// stays the SPEC's code (`less-meat`); these are only its human label ("Eat less meat").

type BptAnswerValue = (typeof bptAnswerValues)[keyof typeof bptAnswerValues][number]

export const bptTypeNames: Record<BptType, MessageDescriptor> = {
  interests: msg`Interests`,
  expertise: msg`Expertise`,
  motivation: msg`Motivation`,
  behavior: msg`Behaviour`,
  barrier: msg`Barrier`,
  target: msg`Target`,
  'self-reliance': msg`Self-reliance`,
  'co2-scan': msg`CO2 scan`,
  location: msg`Location`,
}

/**
 * Every fixed answer value, whatever its type. A value several types share (`other`, `unknown`,
 * `sustainable-consumer`) means the same in each, so it has one label.
 */
export const bptValueNames: Record<BptAnswerValue, MessageDescriptor> = {
  // expertise
  low: msg`Little expertise`,
  some: msg`Some expertise`,
  expert: msg`Expert`,
  // motivation
  climate: msg`The climate`,
  money: msg`Saving money`,
  health: msg`Health`,
  children: msg`Children and future generations`,
  conviction: msg`Personal conviction`,
  // behaviour
  'less-meat': msg`Eat less meat`,
  'public-transport': msg`Travel by public transport`,
  recycling: msg`Separate and recycle waste`,
  'local-products': msg`Buy local products`,
  movement: msg`Walk or cycle`,
  'electric-hybrid-car': msg`Drive an electric or hybrid car`,
  'sustainable-living': msg`Live sustainably at home`,
  'energy-saving': msg`Save energy`,
  'alternative-transport': msg`Use alternative transport`,
  'sustainable-consumer': msg`Buy sustainably`,
  // barrier
  'no-time': msg`No time`,
  'too-expensive': msg`Too expensive`,
  'lack-knowledge': msg`Not enough knowledge`,
  'lack-access': msg`No access to alternatives`,
  'lack-support': msg`Not enough support`,
  'unsure-effectiveness': msg`Unsure it makes a difference`,
  'social-pressure': msg`Social pressure`,
  'habit-routines': msg`Habits and routines`,
  // target
  'reduce-energy': msg`Use less energy`,
  'sustainable-transport': msg`Travel sustainably`,
  'sustainable-food': msg`Eat sustainably`,
  // self-reliance
  'no-faith': msg`No confidence`,
  'less-faith': msg`Little confidence`,
  neutral: msg`Neutral`,
  'more-faith': msg`Some confidence`,
  'much-faith': msg`A lot of confidence`,
  // co2-scan
  yes: msg`Yes`,
  no: msg`No`,
  now: msg`Right now`,
  // shared
  other: msg`Other`,
  unknown: msg`Not sure`,
}

/** A value's label; a value the console does not know (stored by a newer app) shows as it is. */
export function bptValueLabel(i18n: I18n, value: string): string {
  const name = (bptValueNames as Partial<Record<string, MessageDescriptor>>)[value]
  return name ? i18n._(name) : value
}
