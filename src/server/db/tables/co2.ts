import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core'
import { DEFAULT_COUNTRY } from '../../../domain/constants.ts'
import { co2CalculationTypes, co2PartSubtypes, co2QuestionTypes } from '../../../domain/enums.ts'
import type { Translated } from '../../../domain/translated.ts'
import { createdAt, id, ordering, translated, version } from '../columns.ts'
import { categories } from './categories.ts'
import { linkTable } from './link-table.ts'

/** docs/product.md §3 "Links/sources": a translated description plus a language-neutral href. */
export type Source = { description: Translated; href: string }

/**
 * A CO2 footprint question. `parentQuestionId` is the one-level hierarchy (Sub), `partQuestionId` the
 * parts-question a part belongs to (its partQuestions are the rows pointing at it), `chainQuestionId` the
 * question that follows this one. unitValue is in kg CO2.
 */
export const co2Questions = pgTable(
  'co2_questions',
  {
    id: id(),
    title: translated('title'),
    hint: translated('hint'),
    description: translated('description'),
    index: ordering(),
    unitValue: doublePrecision('unit_value'),
    isQuickScan: boolean('is_quick_scan').notNull().default(false),
    isDismissable: boolean('is_dismissable').notNull().default(false),
    isValue: boolean('is_value').notNull().default(false),
    questionType: text('question_type', { enum: co2QuestionTypes }).notNull().default('answers'),
    calculationType: text('calculation_type', { enum: co2CalculationTypes }),
    partType: text('part_type', { enum: co2PartSubtypes }),
    calculationLabels: jsonb('calculation_labels').$type<string[]>().notNull().default([]),
    chainQuestionId: integer('chain_question_id').references((): AnyPgColumn => co2Questions.id, {
      onDelete: 'set null',
    }),
    parentQuestionId: integer('parent_question_id').references((): AnyPgColumn => co2Questions.id, {
      onDelete: 'set null',
    }),
    partQuestionId: integer('part_question_id').references((): AnyPgColumn => co2Questions.id, {
      onDelete: 'set null',
    }),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    version: version(),
  },
  (t) => [
    index('co2_questions_index_idx').on(t.index),
    index('co2_questions_question_type_idx').on(t.questionType),
    index('co2_questions_calculation_type_idx').on(t.calculationType),
    index('co2_questions_chain_idx').on(t.chainQuestionId),
    index('co2_questions_parent_idx').on(t.parentQuestionId),
    index('co2_questions_part_idx').on(t.partQuestionId),
  ],
)

export const co2Answers = pgTable(
  'co2_answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => co2Questions.id, { onDelete: 'cascade' }),
    text: translated('text'),
    unitAmount: doublePrecision('unit_amount'),
    /**
     * The field or row of a calculation table this answer picks ('diesel' of car-fuel, 'terraced'
     * of house-type, 'train' of public-transport): not in docs/product.md §3, which leaves the
     * formulas open; the engine (src/domain/co2/README.md) needs to know which factor an answer means.
     */
    tableKey: text('table_key'),
    index: ordering(),
    isAverage: boolean('is_average').notNull().default(false),
    isOther: boolean('is_other').notNull().default(false),
    calculationLabels: jsonb('calculation_labels').$type<string[]>().notNull().default([]),
    providesLabels: jsonb('provides_labels').$type<string[]>().notNull().default([]),
    followUpQuestionId: integer('follow_up_question_id').references(() => co2Questions.id, {
      onDelete: 'set null',
    }),
    resetsQuestions: jsonb('resets_questions').$type<number[]>().notNull().default([]),
  },
  (t) => [
    index('co2_answers_question_idx').on(t.questionId, t.index),
    index('co2_answers_follow_up_idx').on(t.followUpQuestionId),
  ],
)

export const co2QuestionCategories = linkTable(
  'co2_question_categories',
  { key: 'questionId', column: 'question_id', references: () => co2Questions.id },
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
)

/** relatedQuestions of a CO2 question (directed: question -> related question). */
export const co2QuestionRelated = linkTable(
  'co2_question_related',
  { key: 'questionId', column: 'question_id', references: () => co2Questions.id },
  { key: 'relatedQuestionId', column: 'related_question_id', references: () => co2Questions.id },
  'co2_question_related_related_idx',
)

/** A fixed CO2 value (kg CO2) counted in results; overrideQuestions are CO2 question ids it replaces. */
export const co2Values = pgTable(
  'co2_values',
  {
    id: id(),
    value: doublePrecision('value').notNull(),
    description: translated('description'),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    overrideQuestions: jsonb('override_questions').$type<number[]>().notNull().default([]),
    notRelevantForLabels: boolean('not_relevant_for_labels').notNull().default(false),
    version: version(),
  },
  (t) => [index('co2_values_country_idx').on(t.country)],
)

export const co2ValueCategories = linkTable(
  'co2_value_categories',
  { key: 'valueId', column: 'value_id', references: () => co2Values.id },
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
)

/** Average footprint per country (/api/co2-country-average). */
export const co2Averages = pgTable(
  'co2_averages',
  {
    id: id(),
    value: doublePrecision('value').notNull(),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    version: version(),
  },
  (t) => [index('co2_averages_country_idx').on(t.country)],
)

export const co2AverageCategories = linkTable(
  'co2_average_categories',
  { key: 'averageId', column: 'average_id', references: () => co2Averages.id },
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
)

/** /api/co2-basket-value; docs/product.md shows no fields, so kept small: a value for a category in a country. */
export const co2BasketValues = pgTable(
  'co2_basket_values',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    creationDate: createdAt(),
  },
  (t) => [index('co2_basket_values_category_idx').on(t.categoryId, t.country)],
)

export type Co2Question = typeof co2Questions.$inferSelect
export type Co2Answer = typeof co2Answers.$inferSelect
export type Co2Value = typeof co2Values.$inferSelect
export type Co2Average = typeof co2Averages.$inferSelect
