import { initiativeEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Initiatives (`/api/initiative`): the content list's drawer, and the rich text editor's link picker. */
export const initiativesApi = resourceClient(initiativeEndpoint)
export const initiatives = queryResource('initiatives', initiativesApi)
