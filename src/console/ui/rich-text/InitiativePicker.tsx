import { useLingui } from '@lingui/react/macro'
import type { InitiativeSummaryDto } from '../../../domain/contracts/initiatives.ts'
import type { Lang } from '../../../domain/lang.ts'
import { shownText } from '../../../domain/reference.ts'
import { initiatives } from '../../api/initiatives.ts'
import { RecordPicker } from '../forms/RecordPicker.tsx'

/**
 * Finds an initiative by its title (in the editor's language) and picks one for a link: the kit's
 * RecordPicker over the initiatives.
 */
export function InitiativePicker({
  lang,
  chosen,
  onChoose,
  error,
}: {
  lang: Lang
  chosen: InitiativeSummaryDto | null
  onChoose: (initiative: InitiativeSummaryDto) => void
  error?: string
}) {
  const { t } = useLingui()
  return (
    <RecordPicker
      resource={initiatives}
      lang={lang}
      label={t`Initiative`}
      placeholder={t`Search initiatives by title`}
      listLabel={t`Initiatives`}
      noMatch={(term) => t`No initiative matches "${term}".`}
      describe={(row) => shownText(row, 'title')}
      chosenIds={chosen ? [chosen.id] : []}
      onChoose={onChoose}
      error={error}
      status={chosen ? t`Chosen: ${chosen.title || `#${chosen.id}`}` : null}
    />
  )
}
