import { initiativeEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Initiatives (`/api/initiative`), read only for now: the rich text editor links to them. */
export const initiativesApi = resourceClient(initiativeEndpoint)
export const initiatives = queryResource('initiatives', initiativesApi)
