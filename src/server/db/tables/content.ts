import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { DEFAULT_COUNTRY } from '../../../domain/constants.ts'
import { actionTypes, impactAreas } from '../../../domain/enums.ts'
import { id, ordering, translated, version } from '../columns.ts'
import { categories } from './categories.ts'
import { labels } from './labels.ts'
import { linkTable } from './link-table.ts'

/**
 * Address columns shared by steps and initiatives (docs/product.md §3 address). `isSpecific` means an exact address;
 * otherwise `radius` (km) says how far around it applies. Fresh builders per call, one set per table.
 */
const address = () => ({
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  country: text('country').notNull().default(DEFAULT_COUNTRY),
  isSpecific: boolean('is_specific').notNull().default(false),
  /** Kilometres around the address (a fraction allowed), when it is not exact. */
  radius: doublePrecision('radius'),
  addressExtra: text('address_extra'),
  alternative: jsonb('alternative').$type<string[]>().notNull().default([]),
})

export const actions = pgTable(
  'actions',
  {
    id: id(),
    title: translated('title'),
    type: text('type', { enum: actionTypes }).notNull().default('action'),
    shortDescription: translated('short_description'),
    description: translated('description'),
    difficulty: integer('difficulty').notNull().default(0),
    impact: integer('impact').notNull().default(0),
    version: version(),
  },
  (t) => [index('actions_type_idx').on(t.type)],
)

export const steps = pgTable(
  'steps',
  {
    id: id(),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    description: translated('description'),
    index: ordering(),
    ...address(),
  },
  (t) => [index('steps_action_idx').on(t.actionId, t.index)],
)

export const initiatives = pgTable(
  'initiatives',
  {
    id: id(),
    title: translated('title'),
    quizTitle: translated('quiz_title'),
    website: text('website').notNull().default(''),
    impactArea: text('impact_area', { enum: impactAreas }).notNull().default('local'),
    shortDescription: translated('short_description'),
    description: translated('description'),
    ...address(),
    version: version(),
  },
  (t) => [index('initiatives_impact_area_idx').on(t.impactArea)],
)

export const actionCategories = linkTable(
  'action_categories',
  { key: 'actionId', column: 'action_id', references: () => actions.id },
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
)

/**
 * The user labels an action is not relevant for (docs/product.md §3 notRelevantForlabels; ours:
 * a list of labels, so "not for the Utrecht pilot" can be said): the app leaves the action out
 * for users with one of them.
 */
export const actionNotRelevantLabels = linkTable(
  'action_not_relevant_labels',
  { key: 'actionId', column: 'action_id', references: () => actions.id },
  { key: 'labelId', column: 'label_id', references: () => labels.id },
)

/** An action's links/sources (docs/product.md §3): a translated description and a link, in order. */
export const actionSources = pgTable(
  'action_sources',
  {
    id: id(),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    description: translated('description'),
    href: text('href').notNull().default(''),
    index: ordering(),
  },
  (t) => [index('action_sources_action_idx').on(t.actionId, t.index)],
)

export const initiativeCategories = linkTable(
  'initiative_categories',
  { key: 'initiativeId', column: 'initiative_id', references: () => initiatives.id },
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
)

export type Action = typeof actions.$inferSelect
export type Step = typeof steps.$inferSelect
export type Initiative = typeof initiatives.$inferSelect
