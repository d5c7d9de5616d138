import type { Lang } from '../../../domain/lang.ts'
import type { LabelsApi } from '../../api/labels.ts'

/** React-query keys: `[resource, lang, …]`, so a language switch refetches. */
export const labelKeys = {
  all: ['labels'] as const,
  list: (lang: Lang) => ['labels', lang] as const,
}

export const labelListQuery = (api: LabelsApi, lang: Lang) => ({
  queryKey: labelKeys.list(lang),
  queryFn: () => api.list(),
})
