import type { InfographicDto, InfographicInput, InfographicUpdateInput } from '../../domain/infographics.ts'
import { resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/** Infographics (`/api/infographic`); `?q=` searches the title shown in the request language (its reference where missing). */
export const infographicsApi = resourceClient<InfographicDto, InfographicInput, InfographicUpdateInput>(
  'infographic',
)
export const infographics = defineResource('infographics', infographicsApi)
