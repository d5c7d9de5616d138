import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { bptAnswerValues } from '../../../../../domain/enums.ts'

type Labels<K extends keyof typeof bptAnswerValues> = Record<
  (typeof bptAnswerValues)[K][number],
  MessageDescriptor
>

/** The user's expertise per category (docs/product.md §3 "BPT question": low, some, expert). */
export const expertiseLabels: Labels<'expertise'> = {
  low: msg`Low`,
  some: msg`Some`,
  expert: msg`Expert`,
}

export const motivationLabels: Labels<'motivation'> = {
  climate: msg`Climate`,
  money: msg`Money`,
  health: msg`Health`,
  children: msg`Children`,
  conviction: msg`Conviction`,
  other: msg`Other`,
  unknown: msg`Unknown`,
}

export const behaviourLabels: Labels<'behavior'> = {
  'less-meat': msg`Less meat`,
  'public-transport': msg`Public transport`,
  recycling: msg`Recycling`,
  'local-products': msg`Local products`,
  movement: msg`Movement`,
  'electric-hybrid-car': msg`Electric or hybrid car`,
  'sustainable-living': msg`Sustainable living`,
  'energy-saving': msg`Energy saving`,
  'alternative-transport': msg`Alternative transport`,
  'sustainable-consumer': msg`Sustainable consumer`,
  other: msg`Other`,
}

export const barrierLabels: Labels<'barrier'> = {
  'no-time': msg`No time`,
  'too-expensive': msg`Too expensive`,
  'lack-knowledge': msg`Lack of knowledge`,
  'lack-access': msg`Lack of access`,
  'lack-support': msg`Lack of support`,
  'unsure-effectiveness': msg`Unsure it helps`,
  'social-pressure': msg`Social pressure`,
  'habit-routines': msg`Habits and routines`,
  other: msg`Other`,
  unknown: msg`Unknown`,
}

/** An option's label; a value the console does not know (a newer app) shows as it came. */
export const optionLabel = (labels: Record<string, MessageDescriptor>, value: string) =>
  (labels as Partial<Record<string, MessageDescriptor>>)[value] ?? null
