import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { UserFullDto } from '../../../../../domain/contracts/users.ts'
import { formatDateTime } from '../../../../../domain/dates.ts'
import { shownText } from '../../../../../domain/reference.ts'
import { useLanguage } from '../../../../app/i18n/LanguageProvider.tsx'
import { createColumns } from '../../../../ui/grid/columns.tsx'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { RecordKindTable } from './RecordKindTable.tsx'

type StoryRow = UserFullDto['stories'][number]
const col = createColumns<StoryRow>()

/** How far the user got with a story: its latest moment (presented, watched, completed). */
function Progress({ story }: { story: StoryRow }) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  // Named placeholders, so a translation can move the date: "Voltooid op {date}".
  if (story.completedDate) {
    const date = formatDateTime(story.completedDate, lang)
    return <>{t`Completed ${date}`}</>
  }
  if (story.watchedDate) {
    const date = formatDateTime(story.watchedDate, lang)
    return <>{t`Watched ${date}`}</>
  }
  if (story.presentedDate) {
    const date = formatDateTime(story.presentedDate, lang)
    return <>{t`Presented ${date}`}</>
  }
  return <>{t`Not presented yet`}</>
}

/** Stories (docs/product.md §2): the stories and quizzes the user was shown, each deletable. */
export function StoriesPanel({
  stories,
  ask,
}: {
  stories: StoryRow[]
  ask: (confirmation: PanelConfirmation) => void
}) {
  const { t } = useLingui()
  const columns = useMemo(
    () => [
      col.accessor('type', {
        header: () => t`Type`,
        cell: ({ getValue }) => (getValue() === 'quiz' ? t`Quiz` : t`Story`),
        meta: { nowrap: true },
      }),
      col.display({
        id: 'progress',
        header: () => t`Progress`,
        cell: ({ row }) => <Progress story={row.original} />,
      }),
    ],
    [t],
  )
  return (
    <RecordKindTable<StoryRow>
      kind="stories"
      rows={stories}
      label={t`Stories of this user`}
      emptyMessage={t`This user has no stories.`}
      titleHeader={t`Title`}
      getTitle={(row) => shownText(row, 'title')}
      getRecordId={(row) => row.storyId}
      columns={columns}
      ask={ask}
    />
  )
}
