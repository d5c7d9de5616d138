import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Co2ValueDto } from '../../../../domain/contracts/co2-values.ts'
import { shownText } from '../../../../domain/reference.ts'
import { co2Values } from '../../../api/co2-values.ts'
import { usePrefetchRecord } from '../../../api/usePrefetch.ts'
import { useResourceList } from '../../../api/useResource.ts'
import { createColumns, type FilterDef, textMatches } from '../../../ui/grid/index.ts'
import { ListPage } from '../../../ui/list-page/ListPage.tsx'
import { Co2Nav } from '../Co2Nav.tsx'
import { useKgColumn } from '../useKgColumn.tsx'
import { ValueDrawer } from './ValueDrawer.tsx'

const col = createColumns<Co2ValueDto>()

/**
 * The CO2 values (docs/product.md §2 "CO2 quiz area"): ID, Category, Country, Value, State; a
 * category title filter; 25 per page; Add Value. Country is ours: the same category holds a value
 * per country, and those rows would otherwise read alike.
 */
export default function ValuesPage() {
  const { t } = useLingui()
  const list = useResourceList(co2Values)
  const prefetch = usePrefetchRecord(co2Values)
  const kg = useKgColumn<Co2ValueDto>()
  const columns = useMemo(
    () => [
      col.id(),
      col.category((value) => value.categories[0] ?? null),
      col.accessor('country', { header: t`Country`, meta: { nowrap: true, width: '6rem' } }),
      kg('value', t`Value`),
      col.state({ translated: (value) => value.translated }),
    ],
    [t, kg],
  )
  const filters = useMemo<FilterDef<'q'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Category`, placeholder: t`Filter by category` }],
    [t],
  )
  return (
    <ListPage
      nav={<Co2Nav page="values" />}
      title={t`CO2 values`}
      description={t`Fixed CO2 values per category and country, counted for everyone`}
      list={list}
      columns={columns}
      filters={filters}
      matches={(value, values) =>
        textMatches(values.q, ...value.categories.map((c) => shownText(c, 'title').text))
      }
      emptyMessage={t`No CO2 values yet. Add the first one.`}
      addLabel={t`Add Value`}
      onRowPreview={prefetch}
    >
      <ValueDrawer />
    </ListPage>
  )
}
