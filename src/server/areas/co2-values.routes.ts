import { and, type Column, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { co2QuestionRuleMessages } from '../../domain/co2-question-rules.ts'
import { contentMessages } from '../../domain/content/fields.ts'
import { co2ValueContract } from '../../domain/contracts/co2-values.ts'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import type { Lang } from '../../domain/lang.ts'
import { pickLang } from '../../domain/translated.ts'
import {
  contains,
  type LinkList,
  type RowOf,
  serverResource,
  translatedText,
  writtenTextComplete,
  writtenTexts,
} from '../crud/index.ts'
import { categories, co2ValueCategories, co2Values } from '../db/schema.ts'
import { badRequest } from '../errors.ts'
import { unknownQuestionIds } from './co2-questions.rules.ts'
import { sourcesComplete, sourcesIn, sourcesOut, translatedWrite } from './co2-texts.ts'
import { loadCategoryRefs } from './content.links.ts'

/** A CO2 record's one category, through its link table (owner → category): `categoryIds` of the bodies. */
export const co2CategoryLink = (table: PgTable, owner: PgColumn, target: PgColumn): LinkList => ({
  field: 'categoryIds',
  table,
  owner,
  target,
  targetTable: categories,
  notFound: contentMessages.categoryNotFound,
})

/** `?q=` of the values and averages lists: the title of the record's category, as the list shows it. */
export const categoryTitleSearch =
  (link: { table: PgTable; owner: PgColumn; target: PgColumn }, id: Column) =>
  (q: string, { lang }: { lang: Lang }): SQL =>
    sql`exists (select 1 from ${link.table} inner join ${categories} on ${categories.id} = ${link.target} where ${link.owner} = ${id} and ${contains(translatedText(categories.title, lang), q)})`

type LoadedValue = RowOf<typeof co2Values> & { categoryList: CategoryRef[] }

const categoryLink = {
  table: co2ValueCategories,
  owner: co2ValueCategories.valueId,
  target: co2ValueCategories.categoryId,
}

/** 400 on `overrideQuestions` when one of them is no CO2 question (nothing written). */
async function checkOverrides(
  db: Parameters<typeof unknownQuestionIds>[0],
  ids: readonly number[] | undefined,
) {
  if (!ids || !(await unknownQuestionIds(db, ids)).length) return
  throw badRequest(co2QuestionRuleMessages.notFound, { overrideQuestions: co2QuestionRuleMessages.notFound })
}

/**
 * CO2 values (docs/product.md §3 "CO2 value") at `/api/co2-basket-value`: the console's Values list
 * (docs/choices.md "CO2 quiz"). A fixed kg CO2 a year of one category in one country; its
 * description translated (counted in `translated` once written). `?q=` finds the category by
 * title, `?country=` keeps one country.
 */
export const co2ValueResource = serverResource(co2ValueContract, {
  table: co2Values,
  load: async (rows, { db, lang }) => {
    const categoriesOf = await loadCategoryRefs(
      db,
      categoryLink,
      rows.map((row) => row.id),
      lang,
    )
    return rows.map((row): LoadedValue => ({ ...row, categoryList: categoriesOf.get(row.id) ?? [] }))
  },
  ownedTranslations: (row: LoadedValue) =>
    writtenTexts(row.description, ...row.sources.map((source) => source.description)),
  references: (row: LoadedValue) => ({ description: row.description }),
  toDto: (row: LoadedValue, lang) => ({
    id: row.id,
    value: row.value,
    description: pickLang(row.description, lang),
    sources: sourcesOut(row.sources, lang),
    country: row.country,
    overrideQuestions: row.overrideQuestions,
    notRelevantForLabels: row.notRelevantForLabels,
    categoryIds: row.categoryList.map((category) => category.id),
    categories: row.categoryList,
  }),
  list: {
    search: categoryTitleSearch(categoryLink, co2Values.id),
    filter: (query) => [query.country ? eq(co2Values.country, query.country) : undefined],
    sort: { id: co2Values.id, value: co2Values.value, country: co2Values.country },
    translatedWhere: (lang) =>
      and(writtenTextComplete(co2Values.description, lang), sourcesComplete(co2Values.sources, lang))!,
  },
  create: {
    values: async (input, { db, lang }) => {
      await checkOverrides(db, input.overrideQuestions)
      return {
        ...input,
        description: translatedWrite(co2Values.description, lang, input.description, false),
        sources: sourcesIn(input.sources, lang),
      }
    },
  },
  update: {
    values: async (input, { db, lang, existing }) => {
      await checkOverrides(db, input.overrideQuestions)
      const { description, sources, ...rest } = input
      return {
        ...rest,
        description:
          description === undefined
            ? undefined
            : translatedWrite(co2Values.description, lang, description, true),
        sources: sources === undefined ? undefined : sourcesIn(sources, lang, existing.sources),
      }
    },
  },
  links: [co2CategoryLink(co2ValueCategories, co2ValueCategories.valueId, co2ValueCategories.categoryId)],
})
