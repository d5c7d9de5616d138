import type { Deleted } from '../../domain/contracts/common.ts'
import { storyItemEndpoint } from '../../domain/contracts/endpoints.ts'
import { api } from './client.ts'
import { bodyOf, resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * A story's pages (`/api/story-item?storyId=`, in reading order). A page is deleted below its story
 * (`DELETE /api/story-item/{storyId}/{id}`, docs/product.md §7).
 */
export const storyItemsApi = {
  ...resourceClient(storyItemEndpoint),
  removeFrom: (storyId: number, id: number) => bodyOf<Deleted>(api.delete(`story-item/${storyId}/${id}`)),
}
export const storyItems = queryResource('story-items', storyItemsApi)
