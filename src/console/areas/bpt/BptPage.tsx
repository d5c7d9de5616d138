import { useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { BptQuestionDto } from '../../../domain/contracts/bpt-questions.ts'
import { bptTypes } from '../../../domain/enums.ts'
import { shownText } from '../../../domain/reference.ts'
import { bptQuestions } from '../../api/bpt-questions.ts'
import { usePrefetchRecord } from '../../api/usePrefetch.ts'
import { useResourceList } from '../../api/useResource.ts'
import { createColumns, type FilterDef, type FilterValues, textMatches } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { bptTypeNames } from '../../ui/words/bptNames.ts'
import { BptQuestionDrawer } from './BptQuestionDrawer.tsx'
import { BptSortDrawer } from './sort/BptSortDrawer.tsx'
import { useBptSortParam } from './sort/useBptSortParam.ts'

const col = createColumns<BptQuestionDto>()

type FilterId = 'q' | 'type'

const byIndex = (a: BptQuestionDto, b: BptQuestionDto) => a.index - b.index || a.id - b.id

/**
 * The BPT questions (docs/product.md §2 "BPT list"): ID, Title (the question's text), Type,
 * Onboarding, State; 25 per page in the app's order (index); a text and a type filter, cheap on a
 * list of nine. Add Question, and Sort and Hierarchy (`?hierarchy`).
 */
export default function BptPage() {
  const { t, i18n } = useLingui()
  const list = useResourceList(bptQuestions)
  const prefetch = usePrefetchRecord(bptQuestions)
  const { openSort } = useBptSortParam()
  // The API answers in index order; sorted here too, so a list changed by Sort shows its order.
  const rows = useMemo(() => list.data?.toSorted(byIndex), [list.data])
  const columns = useMemo(
    () => [
      col.id(),
      col.translated('text', { header: t`Title`, meta: { sticky: true, minWidth: '14rem' } }),
      col.accessor((question) => i18n._(bptTypeNames[question.type]), {
        id: 'type',
        header: t`Type`,
        meta: { nowrap: true },
      }),
      col.accessor((question) => (question.onboarding ? t`Yes` : t`No`), {
        id: 'onboarding',
        header: t`Onboarding`,
        meta: { nowrap: true },
      }),
      col.state({ translated: (question) => question.translated }),
    ],
    [t, i18n],
  )
  const filters = useMemo<FilterDef<FilterId>[]>(
    () => [
      { id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` },
      {
        id: 'type',
        kind: 'select',
        label: t`Type`,
        allLabel: t`All types`,
        options: bptTypes.map((type) => ({ value: type, label: i18n._(bptTypeNames[type]) })),
      },
    ],
    [t, i18n],
  )

  return (
    <ListPage<BptQuestionDto, FilterId>
      title={t`Behaviour and Profile Tracker`}
      description={t`The questions the app asks about a user's interests, behaviour and motivation, in the order it asks them`}
      list={list}
      rows={rows}
      columns={columns}
      filters={filters}
      matches={(question, values: FilterValues<FilterId>) =>
        textMatches(values.q, shownText(question, 'text').text) &&
        (!values.type || question.type === values.type)
      }
      emptyMessage={t`No BPT questions yet. Add the first one.`}
      addLabel={t`Add Question`}
      onRowPreview={prefetch}
      actions={
        <Button variant="soft" onClick={openSort}>
          {t`Sort and Hierarchy`}
        </Button>
      }
    >
      <BptQuestionDrawer />
      <BptSortDrawer />
    </ListPage>
  )
}
