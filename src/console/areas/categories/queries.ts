import type { Lang } from '../../../domain/lang.ts'
import type { CategoriesApi } from '../../api/categories.ts'

/** React-query keys: `[resource, lang, …]`, so a language switch refetches. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (lang: Lang) => ['categories', lang] as const,
  one: (lang: Lang, id: number) => ['categories', lang, id] as const,
}

/** Every category (a small list: the table filters and pages it in the browser). */
export const categoryListQuery = (api: CategoriesApi, lang: Lang) => ({
  queryKey: categoryKeys.list(lang),
  queryFn: () => api.list(),
})

export const categoryQuery = (api: CategoriesApi, lang: Lang, id: number) => ({
  queryKey: categoryKeys.one(lang, id),
  queryFn: () => api.get(id),
})
