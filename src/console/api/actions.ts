import { actionEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Actions (`/api/action`) with their steps and sources; `?q=` the title shown, `?type=action|tips`. */
export const actionsApi = resourceClient(actionEndpoint)
export const actions = queryResource('actions', actionsApi)
