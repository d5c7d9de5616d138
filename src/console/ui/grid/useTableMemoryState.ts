import { useCallback, useMemo, useState } from 'react'
import { PAGE_SIZE } from '../../../domain/constants.ts'
import type { FilterDef } from './filters.ts'
import type { TableUrlState } from './useTableUrlState.ts'

/**
 * A table's filters and page held in memory instead of the URL: for tables inside a drawer (a
 * user's actions, stories, …), whose pages are no place to link to and must not add history
 * entries that Back would step through. The same shape as `useTableUrlState`, so the DataGrid
 * reads either.
 */
export function useTableMemoryState<Id extends string>(
  filters: readonly FilterDef<Id>[],
  options: { pageSize?: number } = {},
): TableUrlState<Id> {
  const { pageSize = PAGE_SIZE } = options
  const [state, setState] = useState<{ values: Partial<Record<Id, string>>; page: number }>({
    values: {},
    page: 1,
  })
  const values = useMemo(
    () =>
      Object.fromEntries(filters.map((filter) => [filter.id, state.values[filter.id] ?? ''])) as Record<
        Id,
        string
      >,
    [filters, state.values],
  )
  const setFilter = useCallback(
    (id: Id, value: string) =>
      setState((current) => ({ values: { ...current.values, [id]: value }, page: 1 })),
    [],
  )
  const clearFilters = useCallback(() => setState({ values: {}, page: 1 }), [])
  const setPage = useCallback(
    (next: number) => setState((current) => ({ ...current, page: Math.max(1, Math.floor(next)) })),
    [],
  )
  return useMemo(() => {
    const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<
      Record<Id, string>
    >
    return {
      values,
      page: state.page,
      pageSize,
      hasActiveFilters: Object.keys(set).length > 0,
      setFilter,
      clearFilters,
      setPage,
      query: { ...set, page: state.page, pageSize },
    }
  }, [values, state.page, pageSize, setFilter, clearFilters, setPage])
}
