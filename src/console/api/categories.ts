import type { CategoryUsage } from '../../domain/category-deletion.ts'
import type { CategoryHierarchyInput, HierarchyItem } from '../../domain/category-hierarchy.ts'
import { categoryEndpoint } from '../../domain/contracts/endpoints.ts'
import type { OrderItem } from '../../domain/ordering.ts'
import { api } from './client.ts'
import { bodyOf, resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Categories (docs/product.md §7: `/api/category`): `?q=` searches the title (in the request language), `type` the level. */
export const categoriesApi = {
  ...resourceClient(categoryEndpoint),
  /** The whole tree (parents and order) in one request, as the Sort and Hierarchy drawer saves it. */
  saveHierarchy: (items: CategoryHierarchyInput) =>
    bodyOf<HierarchyItem[]>(api.put('category/hierarchy', { json: items })),
  /** The order of the stories within a category (docs/product.md §7 `PUT /api/category/{id}/story-sorting`). */
  storySorting: (id: number, items: OrderItem[]) =>
    bodyOf<OrderItem[]>(api.put(`category/${id}/story-sorting`, { json: items })),
  /** What refers to the category, counted: what deleting it would do (`categoryDeletePlan`). */
  usage: (id: number) => bodyOf<CategoryUsage>(api.get(`category/${id}/usage`)),
}
export type CategoriesApi = typeof categoriesApi

export const categories = queryResource('categories', categoriesApi)
