import { infographicEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Infographics (`/api/info-graphic`); `?q=` searches the title shown in the request language (its reference where missing). */
export const infographicsApi = resourceClient(infographicEndpoint)
export const infographics = queryResource('infographics', infographicsApi)
