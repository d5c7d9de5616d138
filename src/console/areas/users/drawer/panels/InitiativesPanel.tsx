import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { createColumns } from '../../../../ui/data-table/columns.tsx'
import { PanelTable } from '../../../../ui/data-table/PanelTable.tsx'
import { recordKindTexts } from '../recordKinds.ts'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { CompletionBadge, RecordTitle } from './cells.tsx'

type InitiativeRow = UserFullDto['initiatives'][number]
const col = createColumns<InitiativeRow>()

/** Initiatives (SPEC §2): those on the user's list, Completed or Open, each deletable. */
export function InitiativesPanel({
  initiatives,
  ask,
}: {
  initiatives: InitiativeRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t, i18n } = useLingui()
  const columns = useMemo(
    () => [
      col.accessor((row) => row.title ?? '', {
        id: 'title',
        header: () => t`Initiative`,
        cell: ({ row }) => <RecordTitle title={row.original.title} id={row.original.initiativeId} />,
      }),
      col.accessor('completed', {
        header: () => t`Status`,
        cell: ({ getValue }) => <CompletionBadge completed={getValue()} />,
        meta: { nowrap: true, width: '7rem' },
      }),
      col.date((row) => row.creationDate, { id: 'added', header: () => t`Added` }),
    ],
    [t],
  )
  return (
    <PanelTable<InitiativeRow>
      label={t`Initiatives of this user`}
      rows={initiatives}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessage={t`This user has no initiatives.`}
      deleteLabel={(row) =>
        i18n._(recordKindTexts.initiatives.deleteLabel(row.title ?? `#${row.initiativeId}`))
      }
      onDelete={(row, table) => ask({ type: 'delete', kind: 'initiatives', id: row.id, focusAfter: table })}
    />
  )
}
