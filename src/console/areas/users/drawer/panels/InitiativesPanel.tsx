import { useLingui } from '@lingui/react/macro'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { shownText } from '../../../../../domain/reference.ts'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { useCompletionColumns } from './cells.tsx'
import { RecordKindTable } from './RecordKindTable.tsx'

type InitiativeRow = UserFullDto['initiatives'][number]

/** Initiatives (docs/product.md §2): those on the user's list, Completed or Open, each deletable. */
export function InitiativesPanel({
  initiatives,
  ask,
}: {
  initiatives: InitiativeRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t } = useLingui()
  const columns = useCompletionColumns<InitiativeRow>()
  return (
    <RecordKindTable<InitiativeRow>
      kind="initiatives"
      rows={initiatives}
      label={t`Initiatives of this user`}
      emptyMessage={t`This user has no initiatives.`}
      titleHeader={t`Initiative`}
      getTitle={(row) => shownText(row, 'title')}
      getRecordId={(row) => row.initiativeId}
      columns={columns}
      ask={ask}
    />
  )
}
