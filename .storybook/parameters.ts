import type { QueryKey } from '@tanstack/react-query'
import type { CurrentUser } from '../src/domain/auth.ts'

/**
 * The parameters the global decorators read. Storybook types parameters loosely; stories can
 * check theirs with `satisfies CanopyParameters`.
 */
export type CanopyParameters = {
  /** The signed-in user, seeded as query `['session']`; absent means anonymous (`null`). */
  session?: CurrentUser | null
  /** Further query cache entries, `[queryKey, data]`. A story's list replaces the global one. */
  queryData?: [QueryKey, unknown][]
  /** The memory router's location (default `/`). */
  route?: string
  /** `false` for stories that render a whole router themselves. */
  router?: false
}

export const readParameters = (parameters: Record<string, unknown>) => parameters as CanopyParameters
