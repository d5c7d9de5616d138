import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { DataTable, type DataTableProps } from '../data-table/index.ts'
import { useDrawerParam } from '../drawer/useDrawerParam.ts'

/** What a list page's query gives the table (a react-query result). */
type ListData<Row> = {
  data: Row[] | undefined
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

type Managed = 'label' | 'rows' | 'loading' | 'error' | 'onRetry' | 'getRowId' | 'onOpen'

export type ListPageProps<Row extends { id: number }, Id extends string> = {
  /** The page's heading, also the grid's name ("Labels"). */
  title: string
  description?: ReactNode
  /** A note between the heading and the table (e.g. data tables' CO2 warning). */
  notice?: ReactNode
  list: ListData<Row>
  /** Rows in the order to show, when not the list's own (e.g. categories as a tree). */
  rows?: Row[]
  /** "Add Label": a button opening `?new`; left out where the console adds nothing. */
  addLabel?: string
  /** More buttons before Add. */
  actions?: ReactNode
  /** The page's drawers, driven by the URL (`?edit=12`, `?new`, …). */
  children?: ReactNode
} & Omit<Extract<DataTableProps<Row, Id>, { mode?: 'client' }>, Managed | 'actions'>

/**
 * A list page as SPEC §2 draws them: heading, description, the DataTable (filters and page in
 * the URL), Add, and its drawers. A row or Enter opens `?edit=<id>`; Add opens `?new`.
 */
export function ListPage<Row extends { id: number }, Id extends string = string>(props: ListPageProps<Row, Id>) {
  const { title, description, notice, list, rows, addLabel, actions, children, ...table } = props
  const { openNew, openEdit } = useDrawerParam()
  return (
    <Flex direction="column" gap="4" p="6">
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
      <DataTable<Row, Id>
        {...table}
        label={title}
        rows={rows ?? list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        onOpen={(row) => openEdit(row.id)}
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
