import { contentEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * The /content list across content types (`GET /api/content`, always paged on the server). A
 * write to a content type marks it stale too (the drawers name it in `alsoChanged`).
 */
export const contentApi = resourceClient(contentEndpoint)
export const content = queryResource('content', contentApi)
