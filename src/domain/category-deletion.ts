import type { CategoryUsage } from './contracts/categories.ts'
import type { DeletePlan } from './delete-plan.ts'
import { type DomainMessage, domainMessage } from './domain-message.ts'

export type { CategoryUsage }

/** The usage of a category nothing refers to (a new one): every count zero. */
export const unusedCategory: CategoryUsage = {
  subCategories: 0,
  stories: 0,
  infographics: 0,
  actions: 0,
  initiatives: 0,
  userInterests: 0,
  co2Questions: 0,
  co2Values: 0,
}

/**
 * What deleting a category does (docs/choices.md, Per area → Categories). Refused while anything that
 * needs a category still has this one: its sub categories (they would silently become main
 * categories), stories (a story needs a category, docs/product.md §5) and what the CO2 calculation files
 * under it (questions, fixed values, averages). Content items and users' interests, which may have
 * any number of categories, are detached: the category is taken off them.
 */
export const categoryDeleteMessages = {
  cannotDelete: 'This category cannot be deleted.',
  subCategories:
    'It has {count, plural, one {# sub category: move or delete it} other {# sub categories: move or delete them}} first.',
  stories:
    '{count, plural, one {# story is filed under it: move it} other {# stories are filed under it: move them}} to another category first.',
  co2Questions:
    '{count, plural, one {# CO2 question uses it: give it} other {# CO2 questions use it: give them}} another category first.',
  co2Values:
    '{count, plural, one {# CO2 value or average uses it: give it} other {# CO2 values and averages use it: give them}} another category first.',
  alsoChanges: 'Deleting it also changes other records:',
  infographics: 'It is taken off {count, plural, one {# infographic} other {# infographics}}.',
  actions: 'It is taken off {count, plural, one {# action} other {# actions}}.',
  initiatives: 'It is taken off {count, plural, one {# initiative} other {# initiatives}}.',
  userInterests: 'It is removed from the interests of {count, plural, one {# user} other {# users}}.',
} as const

const m = categoryDeleteMessages

/** The lines for the counts above zero, in the order given. */
const counted = (pairs: [count: number, text: string][]): DomainMessage[] =>
  pairs.filter(([count]) => count > 0).map(([count, text]) => domainMessage(text, { count }))

export function categoryDeletePlan(usage: CategoryUsage): DeletePlan {
  const refusals = counted([
    [usage.subCategories, m.subCategories],
    [usage.stories, m.stories],
    [usage.co2Questions, m.co2Questions],
    [usage.co2Values, m.co2Values],
  ])
  if (refusals.length) return { allowed: false, summary: domainMessage(m.cannotDelete), details: refusals }
  const effects = counted([
    [usage.infographics, m.infographics],
    [usage.actions, m.actions],
    [usage.initiatives, m.initiatives],
    [usage.userInterests, m.userInterests],
  ])
  return { allowed: true, summary: effects.length ? domainMessage(m.alsoChanges) : null, details: effects }
}
