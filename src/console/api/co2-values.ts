import { co2ValueEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * The CO2 values (docs/product.md §3), served at `/api/co2-basket-value` (docs/choices.md "CO2
 * quiz"): `?q=` finds the category by title, `?country=` keeps one country.
 */
export const co2ValuesApi = resourceClient(co2ValueEndpoint)
export const co2Values = queryResource('co2-values', co2ValuesApi)
