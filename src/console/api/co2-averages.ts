import { co2AverageEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * The CO2 averages by country (docs/product.md §3, §7: `/api/co2-country-average`): `?q=` finds the
 * category by title, `?country=` keeps one country.
 */
export const co2AveragesApi = resourceClient(co2AverageEndpoint)
export const co2Averages = queryResource('co2-averages', co2AveragesApi)
