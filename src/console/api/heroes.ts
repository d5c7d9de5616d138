import { heroEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Heroes (`/api/hero`): people a story shows, by name, with their media. */
export const heroesApi = resourceClient(heroEndpoint)
export const heroes = queryResource('heroes', heroesApi)
