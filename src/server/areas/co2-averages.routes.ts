import { and, eq, ne } from 'drizzle-orm'
import { co2ValueMessages } from '../../domain/co2-values.ts'
import { co2AverageContract } from '../../domain/contracts/co2-averages.ts'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import { type Queryable, type RowOf, serverResource } from '../crud/index.ts'
import { co2AverageCategories, co2Averages } from '../db/schema.ts'
import { conflict } from '../errors.ts'
import { categoryTitleSearch, co2CategoryLink } from './co2-values.routes.ts'
import { loadCategoryRefs } from './content.links.ts'

type LoadedAverage = RowOf<typeof co2Averages> & { categoryList: CategoryRef[] }

const categoryLink = {
  table: co2AverageCategories,
  owner: co2AverageCategories.averageId,
  target: co2AverageCategories.categoryId,
}

/**
 * 409 on `categoryIds` when another average already holds for this category in this country: the
 * engine reads one average per category and country, so a second would never count.
 */
async function checkOneAverage(db: Queryable, country: string, categoryId: number, exceptId: number | null) {
  const [taken] = await db
    .select({ id: co2Averages.id })
    .from(co2Averages)
    .innerJoin(co2AverageCategories, eq(co2AverageCategories.averageId, co2Averages.id))
    .where(
      and(
        eq(co2Averages.country, country),
        eq(co2AverageCategories.categoryId, categoryId),
        exceptId === null ? undefined : ne(co2Averages.id, exceptId),
      ),
    )
    .limit(1)
  if (taken) throw conflict(co2ValueMessages.averageTaken, { categoryIds: co2ValueMessages.averageTaken })
}

/** The category an average has now (for an update that leaves `categoryIds` out). */
async function storedCategory(db: Queryable, averageId: number) {
  const [link] = await db
    .select({ id: co2AverageCategories.categoryId })
    .from(co2AverageCategories)
    .where(eq(co2AverageCategories.averageId, averageId))
    .limit(1)
  return link?.id
}

/**
 * CO2 averages (docs/product.md §3 "CO2 average") at `/api/co2-country-average`: the average kg
 * CO2 a year of one category in one country (default NL), one per category and country.
 * `?q=` finds the category by title, `?country=` keeps one country.
 */
export const co2AverageResource = serverResource(co2AverageContract, {
  table: co2Averages,
  load: async (rows, { db, lang }) => {
    const categoriesOf = await loadCategoryRefs(
      db,
      categoryLink,
      rows.map((row) => row.id),
      lang,
    )
    return rows.map((row): LoadedAverage => ({ ...row, categoryList: categoriesOf.get(row.id) ?? [] }))
  },
  toDto: (row: LoadedAverage) => ({
    id: row.id,
    value: row.value,
    country: row.country,
    categoryIds: row.categoryList.map((category) => category.id),
    categories: row.categoryList,
  }),
  list: {
    search: categoryTitleSearch(categoryLink, co2Averages.id),
    filter: (query) => [query.country ? eq(co2Averages.country, query.country) : undefined],
    sort: { id: co2Averages.id, value: co2Averages.value, country: co2Averages.country },
  },
  create: {
    values: async (input, { db }) => {
      await checkOneAverage(db, input.country, input.categoryIds[0]!, null)
      return input
    },
  },
  update: {
    values: async (input, { db, existing }) => {
      const category = input.categoryIds?.[0] ?? (await storedCategory(db, existing.id))
      if (category !== undefined)
        await checkOneAverage(db, input.country ?? existing.country, category, existing.id)
      return input
    },
  },
  links: [
    co2CategoryLink(co2AverageCategories, co2AverageCategories.averageId, co2AverageCategories.categoryId),
  ],
})
