import type { InitiativeSummaryDto } from '../../domain/contracts/initiatives.ts'
import { resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/** Initiatives (`/api/initiative`), read only for now: the rich text editor links to them. */
export const initiativesApi = resourceClient<InitiativeSummaryDto, never>('initiative')
export const initiatives = defineResource('initiatives', initiativesApi)
