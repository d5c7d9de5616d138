import { TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import type { FeedbackDto } from '../../domain/feedback.ts'
import { api, readJson } from './client.ts'

export type FeedbackPageQuery = { q?: string; page: number; pageSize: number }
export type FeedbackPage = { rows: FeedbackDto[]; total: number }

const searchParams = (query: Partial<FeedbackPageQuery>) => {
  const params = new URLSearchParams()
  if (query.q?.trim()) params.set('q', query.q.trim())
  if (query.page) params.set('page', String(query.page))
  if (query.pageSize) params.set('pageSize', String(query.pageSize))
  return params
}

/** App feedback (SPEC §7: `GET /api/feedback`, `DELETE /api/feedback/{id}`); read and delete only. */
export const feedbackApi = {
  /** One page of feedback, newest first, with the number of all matches (`x-total-count`). */
  async page(query: FeedbackPageQuery): Promise<FeedbackPage> {
    const response = await api.get('feedback', { searchParams: searchParams(query) })
    const rows = (await readJson<FeedbackDto[]>(response)) ?? []
    const header = response.headers.get(TOTAL_COUNT_HEADER)
    const total = header === null ? Number.NaN : Number(header)
    return { rows, total: Number.isInteger(total) ? total : rows.length }
  },
  async get(id: number): Promise<FeedbackDto> {
    const response = await api.get(`feedback/${id}`)
    return (await readJson<FeedbackDto>(response))!
  },
  async remove(id: number): Promise<{ id: number }> {
    const response = await api.delete(`feedback/${id}`)
    return (await readJson<{ id: number }>(response)) ?? { id }
  },
}
