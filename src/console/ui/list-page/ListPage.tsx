import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { Page } from '../../api/resource.ts'
import { useDrawerParam } from '../drawer/useDrawerParam.ts'
import { DataGrid, type DataGridProps } from '../grid/index.ts'
import { type ChunkLoader, usePreloadWhenIdle } from '../preload/usePreloadWhenIdle.ts'

/** What a list page's query gives the table (a react-query result). */
type ListData<T> = {
  data: T | undefined
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

type Managed = 'label' | 'rows' | 'loading' | 'error' | 'onRetry' | 'getRowId' | 'onOpen' | 'mode' | 'total'

/** The whole list is loaded; the table filters and pages it (`matches`). */
type ClientList<Row extends { id: number }, Id extends string> = {
  mode?: 'client'
  list: ListData<Row[]>
  /** Rows in the order to show, when not the list's own (e.g. categories as a tree). */
  rows?: Row[]
} & Omit<Extract<DataGridProps<Row, Id>, { mode?: 'client' }>, Managed | 'actions'>

/** One page at a time from the server (`useServerList`); `settling` while a typed filter waits. */
type ServerList<Row extends { id: number }, Id extends string> = {
  mode: 'server'
  list: ListData<Page<Row>>
  settling?: boolean
} & Omit<Extract<DataGridProps<Row, Id>, { mode: 'server' }>, Managed | 'actions'>

export type ListPageProps<Row extends { id: number }, Id extends string> = {
  /** Above the heading: an area's breadcrumbs and tabs (the CO2 quiz's Questions, Values, Averages). */
  nav?: ReactNode
  /** The page's heading, also the grid's name ("Labels"). */
  title: string
  description?: ReactNode
  /** A note between the heading and the table (e.g. data tables' CO2 warning). */
  notice?: ReactNode
  /** "Add Label": a button opening `?new`; left out where the console adds nothing. */
  addLabel?: string
  /** More buttons before Add. */
  actions?: ReactNode
  /** The page's drawers, driven by the URL (`?edit=12`, `?new`, …). */
  children?: ReactNode
  /**
   * What those drawers load as they open (the markdown editor's chunk, a list they read), fetched
   * while the page is idle once its list has rendered, so the first drawer does not wait for it.
   * Stable (a constant, or memoized).
   */
  preload?: readonly ChunkLoader[]
  /**
   * Where rows of several kinds share ids (the content list): each row's key, and what opening it
   * does. By default the key is the id and a row opens `?edit=<id>`.
   */
  rowKey?: (row: Row) => string
  onOpenRow?: (row: Row) => void
} & (ClientList<Row, Id> | ServerList<Row, Id>)

/**
 * A list page as docs/product.md §2 draws them: heading, description, the DataGrid (filters and page in
 * the URL), Add, and its drawers. A row or Enter opens `?edit=<id>`; Add opens `?new`.
 */
export function ListPage<Row extends { id: number }, Id extends string = string>(
  props: ListPageProps<Row, Id>,
) {
  const {
    nav,
    title,
    description,
    notice,
    addLabel,
    actions,
    children,
    preload,
    rowKey,
    onOpenRow,
    list: _list,
    ...rest
  } = props
  const { openNew, openEdit } = useDrawerParam()
  const { list, table, loading } = tableOf(props, rest)
  usePreloadWhenIdle(preload ?? NOTHING, list.data !== undefined)
  return (
    <Flex direction="column" gap="4" p="6">
      {nav}
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {title}
        </Heading>
        {description ? (
          <Text color="gray" size="2">
            {description}
          </Text>
        ) : null}
      </Flex>
      {notice}
      <DataGrid<Row, Id>
        {...table}
        label={title}
        loading={loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={rowKey ?? ((row) => row.id)}
        onOpen={onOpenRow ?? ((row) => openEdit(row.id))}
        actions={
          actions || addLabel ? (
            <>
              {actions}
              {addLabel ? (
                <Button onClick={openNew}>
                  <PlusIcon /> {addLabel}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {children}
    </Flex>
  )
}

const NOTHING: readonly ChunkLoader[] = []

/** The table's rows (and total, for a server list) from the list's answer. */
function tableOf<Row extends { id: number }, Id extends string>(props: ListPageProps<Row, Id>, rest: object) {
  if (props.mode === 'server') {
    const { settling, ...table } = rest as { settling?: boolean }
    const { list } = props
    return {
      list,
      table: { ...table, rows: list.data?.rows, total: list.data?.total } as DataGridProps<Row, Id>,
      loading: list.isFetching || Boolean(settling),
    }
  }
  const { rows, ...table } = rest as { rows?: Row[] }
  const { list } = props
  return {
    list,
    table: { ...table, rows: rows ?? list.data } as DataGridProps<Row, Id>,
    loading: list.isFetching,
  }
}
