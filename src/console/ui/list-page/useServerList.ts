import { useEffect, useMemo, useState } from 'react'
import { PAGE_SIZE } from '../../../domain/constants.ts'
import type { AnyResourceClient, ListQuery } from '../../api/resource.ts'
import type { Resource } from '../../api/resourceQueries.ts'
import { useResourcePage } from '../../api/useResource.ts'
import type { FilterDef } from '../grid/filters.ts'
import { useTableUrlState } from '../grid/useTableUrlState.ts'

/** Typing in a filter fetches once the typing pauses, not on every key. */
export const FILTER_DELAY_MS = 250

/**
 * A list paged and filtered on the server (feedback, users: lists that keep growing): the table's
 * filters and page from the URL become the resource's query once typing pauses (paging answers at
 * once); the previous page stays on screen while the next loads. The settled query is kept as its
 * JSON text, so an unchanged query renders nothing more.
 */
export function useServerList<C extends AnyResourceClient, Id extends string>(
  resource: Resource<C>,
  filters: readonly FilterDef<Id>[],
  pageSize = PAGE_SIZE,
) {
  const url = useTableUrlState(filters, { pageSize })
  const wanted = JSON.stringify(url.query)
  const [settled, setSettled] = useState(wanted)
  useEffect(() => {
    if (settled === wanted) return
    const withoutPage = (json: string) => JSON.stringify({ ...JSON.parse(json), page: 0 })
    const delay = withoutPage(wanted) === withoutPage(settled) ? 0 : FILTER_DELAY_MS
    const timer = setTimeout(() => setSettled(wanted), delay)
    return () => clearTimeout(timer)
  }, [wanted, settled])
  const query = useMemo(() => JSON.parse(settled) as ListQuery, [settled])
  const page = useResourcePage(resource, query)
  return {
    page,
    /** The filter was changed and its answer is not asked for yet. */
    settling: settled !== wanted,
  }
}
