import { eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CategoryUsage } from '../../domain/category-deletion.ts'
import type { Queryable } from '../crud/index.ts'
import {
  actionCategories,
  categories,
  co2AverageCategories,
  co2BasketValues,
  co2QuestionCategories,
  co2ValueCategories,
  infographicCategories,
  initiativeCategories,
  stories,
  userInterests,
} from '../db/schema.ts'

/**
 * How many rows of `table` name the category in `column`: a scalar subquery, one index lookup.
 * The column is written qualified, so the inner table (categories for sub categories) is meant.
 */
const countWhere = (table: PgTable, column: AnyPgColumn, id: number): SQL<number> =>
  sql<number>`(select count(*)::int from ${table} where ${column} = ${id})`

/**
 * What refers to a category (`GET /api/category/{id}/usage`, and the check before a delete), in
 * one statement; null when there is no such category. Every count reads an index on the category
 * column, so it stays quick with many users.
 */
export async function categoryUsage(db: Queryable, id: number): Promise<CategoryUsage | null> {
  const [usage] = await db
    .select({
      subCategories: countWhere(categories, categories.parentCategoryId, id),
      stories: countWhere(stories, stories.categoryId, id),
      infographics: countWhere(infographicCategories, infographicCategories.categoryId, id),
      actions: countWhere(actionCategories, actionCategories.categoryId, id),
      initiatives: countWhere(initiativeCategories, initiativeCategories.categoryId, id),
      userInterests: countWhere(userInterests, userInterests.categoryId, id),
      co2Questions: countWhere(co2QuestionCategories, co2QuestionCategories.categoryId, id),
      co2Values: sql<number>`${countWhere(co2ValueCategories, co2ValueCategories.categoryId, id)} + ${countWhere(co2AverageCategories, co2AverageCategories.categoryId, id)} + ${countWhere(co2BasketValues, co2BasketValues.categoryId, id)}`,
    })
    .from(categories)
    .where(eq(categories.id, id))
  return usage ?? null
}
