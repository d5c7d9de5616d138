import { infoItemEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Info pages (`/api/info-item`): pages of text and pictures a story shows. */
export const infoItemsApi = resourceClient(infoItemEndpoint)
export const infoItems = queryResource('info-items', infoItemsApi)
