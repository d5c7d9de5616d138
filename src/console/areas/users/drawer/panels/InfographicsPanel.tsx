import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { shownText } from '../../../../../domain/reference.ts'
import { createColumns } from '../../../../ui/grid/columns.tsx'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { RecordKindTable } from './RecordKindTable.tsx'

type InfographicRow = UserFullDto['infographics'][number]
const col = createColumns<InfographicRow>()

/** Infographics (docs/product.md §2): those the user saved, each deletable. */
export function InfographicsPanel({
  infographics,
  ask,
}: {
  infographics: InfographicRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t } = useLingui()
  const columns = useMemo(
    () => [col.date((row) => row.creationDate, { id: 'added', header: () => t`Added` })],
    [t],
  )
  return (
    <RecordKindTable<InfographicRow>
      kind="infographics"
      rows={infographics}
      label={t`Infographics of this user`}
      emptyMessage={t`This user has no infographics.`}
      titleHeader={t`Infographic`}
      getTitle={(row) => shownText(row, 'title')}
      getRecordId={(row) => row.infoGraphicId}
      columns={columns}
      ask={ask}
    />
  )
}
