import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../../domain/lang.ts'
import { type FeedbackPageQuery, feedbackApi } from '../../api/feedback.ts'

/** Query keys carry the language, like every list (a language switch refetches all queries). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (lang: Lang, query: FeedbackPageQuery) => ['feedback', lang, 'list', query] as const,
  detail: (lang: Lang, id: number) => ['feedback', lang, 'detail', id] as const,
}

/** One page of the feedback list (server-side paging and filtering: feedback keeps growing). */
export const feedbackListQuery = (lang: Lang, query: FeedbackPageQuery) =>
  queryOptions({
    queryKey: feedbackKeys.list(lang, query),
    queryFn: () => feedbackApi.page(query),
  })

export const feedbackDetailQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: feedbackKeys.detail(lang, id),
    queryFn: () => feedbackApi.get(id),
  })
