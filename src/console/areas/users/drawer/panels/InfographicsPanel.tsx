import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { createColumns } from '../../../../ui/data-table/columns.tsx'
import { PanelTable } from '../../../../ui/data-table/PanelTable.tsx'
import { recordKindTexts } from '../recordKinds.ts'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { RecordTitle } from './cells.tsx'

type InfographicRow = UserFullDto['infographics'][number]
const col = createColumns<InfographicRow>()

/** Infographics (SPEC §2): those the user saved, each deletable. */
export function InfographicsPanel({
  infographics,
  ask,
}: {
  infographics: InfographicRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t, i18n } = useLingui()
  const columns = useMemo(
    () => [
      col.accessor((row) => row.title ?? '', {
        id: 'title',
        header: () => t`Infographic`,
        cell: ({ row }) => <RecordTitle title={row.original.title} id={row.original.infoGraphicId} />,
      }),
      col.date((row) => row.creationDate, { id: 'added', header: () => t`Added` }),
    ],
    [t],
  )
  return (
    <PanelTable<InfographicRow>
      label={t`Infographics of this user`}
      rows={infographics}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessage={t`This user has no infographics.`}
      deleteLabel={(row) =>
        i18n._(recordKindTexts.infographics.deleteLabel(row.title ?? `#${row.infoGraphicId}`))
      }
      onDelete={(row, table) => ask({ type: 'delete', kind: 'infographics', id: row.id, focusAfter: table })}
    />
  )
}
