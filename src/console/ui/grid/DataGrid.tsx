import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from '@radix-ui/themes'
import { functionalUpdate, type PaginationState, type RowData, useTable } from '@tanstack/react-table'
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { PAGE_SIZE } from '../../../domain/constants.ts'
import { usePageKeys } from '../../app/palette/pageKeys.ts'
import { PRIMARY_FOCUS } from '../focus/returnFocus.ts'
import type { DataColumn } from './columns.tsx'
import { defaultMatches } from './defaultMatches.ts'
import { FilterBar } from './FilterBar.tsx'
import { dataTableFeatures } from './features.ts'
import type { FilterDef, FilterValues } from './filters.ts'
import { gridActionOf, listKeySet } from './gridKeys.ts'
import { Pager } from './Pager.tsx'
import { scrollToList } from './scrollToList.ts'
import { EmptyState, ErrorState, SkeletonRows } from './TableStates.tsx'
import { useFocusRequests } from './useFocusRequests.ts'
import { useGridKeyboard } from './useGridKeyboard.ts'
import { useRowPreview } from './useRowPreview.ts'
import { useSlashToFilter } from './useSlashToFilter.ts'
import { scrollByColumn, stickyLeftVar, useStickyColumns } from './useStickyColumns.ts'
import { useTableMemoryState } from './useTableMemoryState.ts'
import { useTableUrlState } from './useTableUrlState.ts'
import './grid.css'

type CommonProps<Row extends RowData, Id extends string> = {
  /** The grid's accessible name, e.g. "Categories". */
  label: string
  columns: readonly DataColumn<Row>[]
  /** `undefined` until the first load has answered. */
  rows: Row[] | undefined
  getRowId: (row: Row) => string | number
  /** A click on a row, or Enter on the active row. */
  onOpen?: (row: Row) => void
  /**
   * A row about to be opened: the pointer moved onto it and rests there, or the keyboard moved to
   * it (`useRowPreview`). A page reads ahead what the row's drawer will show (`usePrefetchRecord`).
   */
  onRowPreview?: (row: Row) => void
  /** A (re)load is under way; rows already shown stay, with a spinner by the page controls. */
  loading?: boolean
  /** Any truthy value shows the error state (the text is generic; server messages are not translated). */
  error?: unknown
  onRetry?: () => void
  /** Shown when there are no rows and no filter is set; defaults to "No results.". */
  emptyMessage?: string
  filters?: readonly FilterDef<Id>[]
  /** Rows per page: `PAGE_SIZE` (25) for lists, `PANEL_PAGE_SIZE` (10) for panel tables. */
  pageSize?: number
  /**
   * Separates this table's URL parameters from another table's on the same page; it also names
   * the table for a drawer's focus return (`DrawerShell`'s `returnFocusList`).
   */
  urlPrefix?: string
  /** Buttons at the right of the filter row, e.g. "Add Category". */
  actions?: ReactNode
  /**
   * Where the filters and page live: the URL (a list page: linkable, Back steps through pages) or
   * memory (a table inside a drawer, e.g. a user's actions: its pages belong to no URL).
   */
  stateIn?: 'url' | 'memory'
}

type ClientProps<Row extends RowData, Id extends string> = CommonProps<Row, Id> & {
  /** All rows are given; the table filters and pages them. */
  mode?: 'client'
  /**
   * Whether a row passes the current filters (only called when a filter is set). Without it the
   * table uses `defaultMatches`: text filters search every data column, selects compare the
   * column of the same id.
   */
  matches?: (row: Row, values: FilterValues<Id>) => boolean
  total?: never
}

type ServerProps<Row extends RowData, Id extends string> = CommonProps<Row, Id> & {
  /**
   * `rows` is the current page, already filtered, fetched with `useTableUrlState(filters,
   * { prefix, pageSize }).query`; `total` counts all matching rows.
   */
  mode: 'server'
  total: number | undefined
  matches?: never
}

export type DataGridProps<Row extends RowData, Id extends string = string> =
  | ClientProps<Row, Id>
  | ServerProps<Row, Id>

const NO_FILTERS: readonly FilterDef<never>[] = []
const NO_ROWS: never[] = []

/**
 * The console's list table: filters and page in the URL, page controls, loading/empty/error
 * states, and a keyboard grid (arrows or j/k, Enter, Home/End, PageUp/PageDown, `/` for the
 * filter). TanStack Table v9 builds the header and rows and does the client-side paging.
 */
export function DataGrid<Row extends RowData, Id extends string = string>(props: DataGridProps<Row, Id>) {
  const { t } = useLingui()
  const { label, columns, rows, getRowId, onOpen, loading = false, error, onRetry, emptyMessage } = props
  const { pageSize = PAGE_SIZE, urlPrefix, actions } = props
  const filters = (props.filters ?? NO_FILTERS) as readonly FilterDef<Id>[]
  const server = props.mode === 'server'
  const inUrl = useTableUrlState(filters, { prefix: urlPrefix, pageSize })
  const inMemory = useTableMemoryState(filters, { pageSize })
  const url = props.stateIn === 'memory' ? inMemory : inUrl

  const customMatches = props.mode === 'server' ? undefined : props.matches
  const match = useMemo(
    () => customMatches ?? defaultMatches(columns, filters),
    [customMatches, columns, filters],
  )
  const shown = useMemo(() => {
    if (!rows || server || !url.hasActiveFilters) return rows
    return rows.filter((row, index) => match(row, url.values, index))
  }, [rows, server, match, url.values, url.hasActiveFilters])

  // Server mode knows its rows once it also knows their total.
  const known = shown !== undefined && (!server || props.total !== undefined)
  const total = (server ? props.total : shown?.length) ?? 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = known ? Math.min(url.page, pageCount) : url.page

  // A page past the end (a stale link, or rows deleted meanwhile) is rewritten to the last page.
  const { setPage } = url
  useEffect(() => {
    if (known && !loading && url.page > pageCount) setPage(pageCount, { replace: true })
  }, [known, loading, url.page, pageCount, setPage])

  const pagination: PaginationState = { pageIndex: page - 1, pageSize }
  const rowId = useCallback((row: Row) => String(getRowId(row)), [getRowId])
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataColumn<Row>[],
    data: shown ?? (NO_ROWS as Row[]),
    getRowId: rowId,
    state: { pagination },
    // Paging goes through the URL; the table's own page APIs (setPageIndex) land here.
    onPaginationChange: (updater) => setPage(functionalUpdate(updater, pagination).pageIndex + 1),
    manualPagination: server,
    rowCount: server ? total : undefined,
    autoResetPageIndex: false,
  })
  const pageRows = known ? table.getRowModel().rows : []
  const headerGroups = table.getHeaderGroups()

  const rootRef = useRef<HTMLDivElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLTableElement>(null)
  // The sticky columns (ID, the row's name) stay in view while the frame scrolls sideways.
  const leafColumns = table.getAllLeafColumns()
  const sticky = leafColumns.flatMap((column, index) => (column.columnDef.meta?.sticky ? [index] : []))
  useStickyColumns(scrollerRef, gridRef, sticky)

  const gridId = useId()
  const domId = (id: string) => `${gridId}-row-${id}`
  const goToPage = (next: number) => table.setPageIndex(next - 1)
  const keyboard = useGridKeyboard({
    rowCount: pageRows.length,
    page,
    pageCount,
    goToPage,
    resetKey: JSON.stringify(url.values),
    scrollSideways: (direction) => {
      if (scrollerRef.current && gridRef.current)
        scrollByColumn(scrollerRef.current, gridRef.current, direction)
    },
    open: (index) => {
      const row = pageRows[index]
      if (row && onOpen) onOpen(row.original)
    },
  })
  const activeRow = keyboard.active === null ? undefined : pageRows[keyboard.active]
  const preview = useRowPreview(props.onRowPreview)
  // The keyboard moved to another row (not a click, which opens at once).
  const movedByKey = useRef(false)
  useEffect(() => {
    if (!movedByKey.current) return
    movedByKey.current = false
    preview.schedule(activeRow?.original ?? null)
  }, [activeRow, preview])

  const firstFilterRef = useRef<HTMLInputElement | HTMLButtonElement>(null)
  useSlashToFilter(rootRef, firstFilterRef, gridRef)
  usePageKeys(listKeySet)
  useFocusRequests({
    gridRef,
    list: urlPrefix,
    rowIds: pageRows.map((row) => row.id),
    setActive: keyboard.setActive,
    pageOf: (id) => {
      if (server || !shown) return null
      const at = shown.findIndex((row) => rowId(row) === id)
      return at < 0 ? null : Math.floor(at / pageSize) + 1
    },
    goToPage,
  })

  // Keep the active row in view while moving through it with the keyboard.
  const activeDomId = activeRow ? domId(activeRow.id) : undefined
  useEffect(() => {
    if (!activeDomId || document.activeElement !== gridRef.current) return
    document.getElementById(activeDomId)?.scrollIntoView({ block: 'nearest' })
  }, [activeDomId])

  // Another page of rows starts at its top, as the frame scrolls on its own (a long list).
  const shownPage = useRef(page)
  useEffect(() => {
    if (shownPage.current === page) return
    shownPage.current = page
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0
  }, [page])

  const onRowClick = (event: MouseEvent<HTMLElement>, index: number, row: Row) => {
    // Controls inside a row (a delete icon) do their own thing.
    const control = (event.target as HTMLElement).closest(
      'button, a, input, select, textarea, [role="button"]',
    )
    if (control && event.currentTarget.contains(control)) return
    movedByKey.current = false
    preview.cancel(row)
    keyboard.setActive(index)
    onOpen?.(row)
  }

  // Busy while loading, or before the first answer unless that answer was an error.
  const busy = loading || (!known && !error)
  const headerRows = headerGroups.length
  const firstIndex = (page - 1) * pageSize
  const columnCount = leafColumns.length
  /** A cell of a sticky column: its left offset, and the edge that casts a shadow when scrolled. */
  const stickyProps = (index: number) => {
    const nth = sticky.indexOf(index)
    if (nth < 0) return {}
    return {
      'data-sticky': '',
      'data-sticky-edge': nth === sticky.length - 1 ? '' : undefined,
      style: { left: `var(${stickyLeftVar(nth)}, 0px)` },
    }
  }

  return (
    <div ref={rootRef} className="grid">
      {filters.length || actions ? (
        <div className="grid-toolbar">
          {filters.length ? (
            <FilterBar
              filters={filters}
              values={url.values}
              onChange={(id, value) => url.setFilter(id as Id, value)}
              firstRef={firstFilterRef}
            />
          ) : (
            <span />
          )}
          {actions ? <div className="grid-actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="grid-frame">
        {/* A failed reload is shown above the rows it left in place, a failed first load where rows would be. */}
        {error && pageRows.length ? <ErrorState onRetry={onRetry} /> : null}
        {/* The table scrolls inside its frame (both ways: its header sticks to the frame's top),
            so a wide table never widens the page. */}
        <div ref={scrollerRef} className="grid-scroll">
          <table
            ref={gridRef}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA data-grid pattern is a table with role grid
            role="grid"
            aria-label={label}
            aria-rowcount={known ? total + headerRows : -1}
            aria-busy={busy || undefined}
            aria-activedescendant={activeDomId}
            tabIndex={pageRows.length ? 0 : -1}
            onKeyDown={(event) => {
              const action = gridActionOf(event.key)
              if (action === 'open') preview.cancel(activeRow?.original ?? null)
              else if (action && event.target === event.currentTarget) movedByKey.current = true
              keyboard.onKeyDown(event)
            }}
            onFocus={keyboard.onFocus}
            {...{ [PRIMARY_FOCUS]: '' }}
            className="grid-table"
            data-clickable={onOpen ? true : undefined}
          >
            <thead>
              {headerGroups.map((group, groupIndex) => (
                <tr key={group.id} aria-rowindex={groupIndex + 1}>
                  {group.headers.map((header, index) => {
                    const meta = header.column.columnDef.meta
                    const sticky = stickyProps(index)
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                        data-align={meta?.align}
                        {...sticky}
                        style={{ ...sticky.style, width: meta?.width, minWidth: meta?.minWidth }}
                      >
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {!known && !error ? <SkeletonRows rows={Math.min(pageSize, 8)} columns={columnCount} /> : null}
              {pageRows.map((row, index) => (
                <tr
                  key={row.id}
                  id={domId(row.id)}
                  aria-rowindex={headerRows + firstIndex + index + 1}
                  aria-selected={row === activeRow}
                  onClick={(event) => onRowClick(event, index, row.original)}
                  onPointerMove={() => preview.schedule(row.original)}
                  onPointerLeave={() => preview.cancel()}
                >
                  {row.getAllCells().map((cell, index) => {
                    const meta = cell.column.columnDef.meta
                    return (
                      <td
                        key={cell.id}
                        data-align={meta?.align}
                        data-nowrap={meta?.nowrap || undefined}
                        {...stickyProps(index)}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {error && !pageRows.length ? <ErrorState onRetry={onRetry} /> : null}
        <VisuallyHidden role="status">{busy ? t`Loading…` : ''}</VisuallyHidden>
        {known && !busy && !error && total === 0 ? (
          <EmptyState
            message={emptyMessage}
            filtered={url.hasActiveFilters}
            onClearFilters={url.clearFilters}
          />
        ) : null}
      </div>
      {known && total > 0 ? (
        <Pager
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          total={total}
          onPage={(next) => {
            goToPage(next)
            scrollToList(rootRef.current, { main: !urlPrefix && props.stateIn !== 'memory' })
          }}
          busy={loading}
        />
      ) : null}
    </div>
  )
}
