import type {
  CategoryDto,
  CategoryInput,
  CategoryType,
  CategoryUpdateInput,
} from '../../domain/categories.ts'
import type { CategoryHierarchyInput, HierarchyItem } from '../../domain/category-hierarchy.ts'
import type { Lang } from '../../domain/lang.ts'
import type { OrderItem } from '../../domain/ordering.ts'
import { api, readJson } from './client.ts'

/**
 * Reads or writes in `lang` rather than the switch's current language: a drawer saves its texts in
 * the language they were typed in. (A request's own hooks run after the client's.)
 */
const inLanguage = (lang: Lang | undefined) =>
  lang
    ? {
        hooks: {
          beforeRequest: [
            ({ request }: { request: Request }) => {
              request.headers.set('lang', lang)
            },
          ],
        },
      }
    : {}

/** `?q=` searches the title (in the editing language), `type` the level; `page`/`pageSize` page on the server. */
export type CategoryListQuery = { q?: string; type?: CategoryType; page?: number; pageSize?: number }

async function body<T>(response: Promise<Response>): Promise<T> {
  const data = await readJson<T>(await response)
  if (data === null) throw new Error('The server sent no record.')
  return data
}

const searchParams = (query: CategoryListQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>

/** Categories (SPEC §7: `/api/category`). */
export const categoriesApi = {
  list: (query: CategoryListQuery = {}) =>
    body<CategoryDto[]>(api.get('category', { searchParams: searchParams(query) })),
  get: (id: number, lang?: Lang) => body<CategoryDto>(api.get(`category/${id}`, inLanguage(lang))),
  create: (input: CategoryInput, lang?: Lang) =>
    body<CategoryDto>(api.post('category', { json: input, ...inLanguage(lang) })),
  update: (id: number, input: CategoryUpdateInput, lang?: Lang) =>
    body<CategoryDto>(api.put(`category/${id}`, { json: input, ...inLanguage(lang) })),
  remove: (id: number) => body<{ id: number }>(api.delete(`category/${id}`)),
  /** The order of one level (SPEC §7 `PUT /api/category/order`). */
  order: (items: OrderItem[]) => body<OrderItem[]>(api.put('category/order', { json: items })),
  /** The whole tree (parents and order) in one request, as the Sort and Hierarchy drawer saves it. */
  saveHierarchy: (items: CategoryHierarchyInput) =>
    body<HierarchyItem[]>(api.put('category/hierarchy', { json: items })),
  /** The order of the stories within a category (SPEC §7 `PUT /api/category/{id}/story-sorting`). */
  storySorting: (id: number, items: OrderItem[]) =>
    body<OrderItem[]>(api.put(`category/${id}/story-sorting`, { json: items })),
}
export type CategoriesApi = typeof categoriesApi
