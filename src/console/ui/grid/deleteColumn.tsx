import { Trans } from '@lingui/react/macro'
import { TrashIcon } from '@radix-ui/react-icons'
import { IconButton, VisuallyHidden } from '@radix-ui/themes'
import { createColumnHelper, type RowData } from '@tanstack/react-table'
import type { DataTableFeatures } from './features.ts'

/**
 * A column with one delete icon per row (panel tables: a user's stories, actions, …). The icon is
 * a real button, so Tab reaches it and Enter or Space presses it; the row's click ignores it.
 * `label` names what the button deletes for screen readers ("Delete action Plant a tree"); the
 * caller asks for confirmation in `onDelete`.
 */
export function deleteColumn<Row extends RowData>({
  label,
  onDelete,
  disabled,
}: {
  label: (row: Row) => string
  onDelete: (row: Row, button: HTMLButtonElement) => void
  disabled?: (row: Row) => boolean
}) {
  return createColumnHelper<DataTableFeatures, Row>().display({
    id: 'delete',
    header: () => (
      <VisuallyHidden>
        <Trans>Delete</Trans>
      </VisuallyHidden>
    ),
    cell: ({ row }) => (
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        color="red"
        aria-label={label(row.original)}
        disabled={disabled?.(row.original)}
        data-control="delete"
        onClick={(event) => onDelete(row.original, event.currentTarget)}
      >
        <TrashIcon />
      </IconButton>
    ),
    meta: { width: '3rem', align: 'end', nowrap: true },
  })
}
