import { useLingui } from '@lingui/react/macro'
import { Table, VisuallyHidden } from '@radix-ui/themes'
import { statsFormat } from './statsFormat.ts'
import type { StatsModel } from './statsRows.ts'

type StatsDataTableProps = {
  model: StatsModel
  /** Each stack's name as shown, in the model's order. */
  names: readonly string[]
  layout: 'day' | 'category'
  /** The first column's heading: "Day", "Category" or the page's own word. */
  labelColumn: string
  /** The table's (visually hidden) caption: the chart's title. */
  caption: string
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/**
 * Every number of a chart as a table: a row per day (its date in the interface language) or
 * category, a column per stack, then the row's total. What a screen reader reads for the chart,
 * and what a sighted reader checks a bar against.
 */
export function StatsDataTable({ model, names, layout, labelColumn, caption }: StatsDataTableProps) {
  const { t, i18n } = useLingui()
  const format = statsFormat(i18n.locale)
  return (
    <Table.Root size="1" variant="surface">
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{labelColumn}</Table.ColumnHeaderCell>
          {names.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stack is its place (two names may read the same)
            <Table.ColumnHeaderCell key={`${index}-${name}`} justify="end">
              {name}
            </Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell justify="end">{t`Total`}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {model.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two categories may share a name
          <Table.Row key={index}>
            <Table.RowHeaderCell style={{ overflowWrap: 'anywhere', minWidth: '8em' }}>
              {layout === 'day' ? <time dateTime={row.label}>{format.day(row.label)}</time> : row.label}
            </Table.RowHeaderCell>
            {row.values.map((value, stack) => (
              <Table.Cell key={model.keys[stack]} justify="end" style={numeric}>
                {format.number(value)}
              </Table.Cell>
            ))}
            <Table.Cell justify="end" style={{ ...numeric, fontWeight: 500 }}>
              {format.number(row.total)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
