import { labelEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** User labels (docs/product.md §7: `/api/user-label`); `?q=` searches the value. */
export const labelsApi = resourceClient(labelEndpoint)
export const labels = queryResource('labels', labelsApi)
