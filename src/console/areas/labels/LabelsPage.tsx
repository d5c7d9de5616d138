import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { LabelDto } from '../../../domain/labels.ts'
import { labels } from '../../api/labels.ts'
import { usePrefetchRecord } from '../../api/usePrefetch.ts'
import { useResourceList } from '../../api/useResource.ts'
import { createColumns, type FilterDef, textMatches } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { LabelDrawer } from './LabelDrawer.tsx'

const col = createColumns<LabelDto>()

/** Labels (docs/product.md §2): ID, Value, Date; a value filter, 25 per page; a row opens its drawer. */
export default function LabelsPage() {
  const { t } = useLingui()
  const list = useResourceList(labels)
  const prefetch = usePrefetchRecord(labels)

  const columns = useMemo(
    () => [col.id(), col.accessor('value', { header: t`Value`, meta: { sticky: true } }), col.date()],
    [t],
  )
  const filters = useMemo<FilterDef<'q'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Value`, placeholder: t`Filter by value` }],
    [t],
  )

  return (
    <ListPage
      title={t`Labels`}
      description={t`Labels that group app users`}
      list={list}
      columns={columns}
      filters={filters}
      matches={(label, values) => textMatches(values.q, label.value)}
      emptyMessage={t`No labels yet. Add the first one.`}
      addLabel={t`Add Label`}
      onRowPreview={prefetch}
    >
      <LabelDrawer />
    </ListPage>
  )
}
