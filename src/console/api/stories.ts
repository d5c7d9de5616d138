import { storyEndpoint } from '../../domain/contracts/endpoints.ts'
import type { StructureAnswer } from '../../domain/contracts/story-items.ts'
import type { StructureInput } from '../../domain/stories/story-items.ts'
import { api } from './client.ts'
import { bodyOf, resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * Stories and quizzes (`/api/story`, paged on the server, `?type=quiz|story`, `?published=`), and
 * a story's structure: every page's place saved at once (`PUT /api/story/{id}/structure`).
 */
export const storiesApi = {
  ...resourceClient(storyEndpoint),
  structure: (id: number, input: StructureInput) =>
    bodyOf<StructureAnswer>(api.put(`story/${id}/structure`, { json: input })),
}
export const stories = queryResource('stories', storiesApi)
