import type {
  CategoryDto,
  CategoryInput,
  CategoryType,
  CategoryUpdateInput,
} from '../../domain/categories.ts'
import type { CategoryUsage } from '../../domain/category-deletion.ts'
import type { CategoryHierarchyInput, HierarchyItem } from '../../domain/category-hierarchy.ts'
import type { OrderItem } from '../../domain/ordering.ts'
import { api } from './client.ts'
import { bodyOf, type ListQuery, resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/** `?q=` searches the title (in the request language), `type` the level. */
export type CategoryListQuery = ListQuery & { type?: CategoryType }

/** Categories (SPEC §7: `/api/category`). */
export const categoriesApi = {
  ...resourceClient<CategoryDto, CategoryInput, CategoryUpdateInput, CategoryListQuery>('category'),
  /** The whole tree (parents and order) in one request, as the Sort and Hierarchy drawer saves it. */
  saveHierarchy: (items: CategoryHierarchyInput) =>
    bodyOf<HierarchyItem[]>(api.put('category/hierarchy', { json: items })),
  /** The order of the stories within a category (SPEC §7 `PUT /api/category/{id}/story-sorting`). */
  storySorting: (id: number, items: OrderItem[]) =>
    bodyOf<OrderItem[]>(api.put(`category/${id}/story-sorting`, { json: items })),
  /** What refers to the category, counted: what deleting it would do (`categoryDeletePlan`). */
  usage: (id: number) => bodyOf<CategoryUsage>(api.get(`category/${id}/usage`)),
}
export type CategoriesApi = typeof categoriesApi

export const categories = defineResource('categories', categoriesApi)
