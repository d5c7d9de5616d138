import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PAGE_SIZE } from '../../../domain/constants.ts'
import { useUpdateSearchParams } from '../useUpdateSearchParams.ts'
import type { FilterDef, FilterValues } from './filters.ts'

export type TableUrlStateOptions = {
  /** Keeps this table's parameters apart from another table's on the same page: `users.q`, `users.page`. */
  prefix?: string
  /** Rows per page, for `query`; the table's own `pageSize` should match. */
  pageSize?: number
}

export type TableUrlState<Id extends string = string> = {
  /** Every declared filter's value, `''` when unset. */
  values: FilterValues<Id>
  /** The 1-based page the URL asks for; the table clamps it to the last page once it knows the total. */
  page: number
  pageSize: number
  hasActiveFilters: boolean
  /** Sets one filter and goes back to page 1; replaces the history entry, so typing does not pile up entries. */
  setFilter: (id: Id, value: string) => void
  clearFilters: () => void
  /** Goes to a page (1-based); a new history entry unless `replace`. */
  setPage: (page: number, options?: { replace?: boolean }) => void
  /** Set filters plus `page` and `pageSize`: the query of a server-paged list request (`?q=&page=&pageSize=`). */
  query: Partial<Record<Id, string>> & { page: number; pageSize: number }
}

/** The URL parameter of `name` under `prefix`. */
export const paramName = (prefix: string | undefined, name: string) => (prefix ? `${prefix}.${name}` : name)

/** Reads `?page=`; anything but a positive integer is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** A URL value the filter accepts: any text, or one of a select's options (else unset). */
function parseFilter(filter: FilterDef, raw: string | null): string {
  const value = raw ?? ''
  if (filter.kind === 'select' && !filter.options.some((option) => option.value === value)) return ''
  return value
}

/**
 * A table's filters and page, kept in the URL query so a view survives reload and can be linked
 * (`?q=lab&type=main&page=2`). Only non-default values are written. The DataGrid and, in server
 * mode, the page that fetches rows call it with the same filters and prefix, so both read one state.
 */
export function useTableUrlState<Id extends string>(
  filters: readonly FilterDef<Id>[],
  options: TableUrlStateOptions = {},
): TableUrlState<Id> {
  const { prefix, pageSize = PAGE_SIZE } = options
  const [searchParams] = useSearchParams()

  // Keyed on the values themselves, so a re-render with equal values (or a new but equal
  // `filters` array) keeps the same object and the filtered rows stay memoized.
  const signature = new URLSearchParams(
    filters.map((filter) => [filter.id, parseFilter(filter, searchParams.get(paramName(prefix, filter.id)))]),
  ).toString()
  const values = useMemo(
    () => Object.fromEntries(new URLSearchParams(signature)) as Record<Id, string>,
    [signature],
  )
  const page = parsePage(searchParams.get(paramName(prefix, 'page')))

  const updateSearch = useUpdateSearchParams()
  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace: boolean) => updateSearch(change, { replace }),
    [updateSearch],
  )

  const setFilter = useCallback(
    (id: Id, value: string) =>
      update((params) => {
        if (value) params.set(paramName(prefix, id), value)
        else params.delete(paramName(prefix, id))
        params.delete(paramName(prefix, 'page'))
      }, true),
    [update, prefix],
  )

  const clearFilters = useCallback(
    () =>
      update((params) => {
        for (const filter of filters) params.delete(paramName(prefix, filter.id))
        params.delete(paramName(prefix, 'page'))
      }, true),
    [update, filters, prefix],
  )

  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      update((params) => {
        if (next > 1) params.set(paramName(prefix, 'page'), String(Math.floor(next)))
        else params.delete(paramName(prefix, 'page'))
      }, replace),
    [update, prefix],
  )

  return useMemo(() => {
    const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<
      Record<Id, string>
    >
    return {
      values,
      page,
      pageSize,
      hasActiveFilters: Object.keys(set).length > 0,
      setFilter,
      clearFilters,
      setPage,
      query: { ...set, page, pageSize },
    }
  }, [values, page, pageSize, setFilter, clearFilters, setPage])
}
