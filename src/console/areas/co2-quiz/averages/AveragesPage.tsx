import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Co2AverageDto } from '../../../../domain/contracts/co2-averages.ts'
import { shownText } from '../../../../domain/reference.ts'
import { co2Averages } from '../../../api/co2-averages.ts'
import { usePrefetchRecord } from '../../../api/usePrefetch.ts'
import { useResourceList } from '../../../api/useResource.ts'
import { createColumns, type FilterDef, textMatches } from '../../../ui/grid/index.ts'
import { ListPage } from '../../../ui/list-page/ListPage.tsx'
import { Co2Nav } from '../Co2Nav.tsx'
import { useKgColumn } from '../useKgColumn.tsx'
import { AverageDrawer } from './AverageDrawer.tsx'

const col = createColumns<Co2AverageDto>()

/**
 * The CO2 averages (docs/product.md §2 "CO2 quiz area"): ID, Country, Category, Average, State;
 * one filter on the country or the category's title; 25 per page; Add Average.
 */
export default function AveragesPage() {
  const { t } = useLingui()
  const list = useResourceList(co2Averages)
  const prefetch = usePrefetchRecord(co2Averages)
  const kg = useKgColumn<Co2AverageDto>()
  const columns = useMemo(
    () => [
      col.id(),
      col.accessor('country', { header: t`Country`, meta: { nowrap: true, width: '6rem' } }),
      col.category((average) => average.categories[0] ?? null),
      kg('value', t`Average`),
      col.state({ translated: (average) => average.translated }),
    ],
    [t, kg],
  )
  const filters = useMemo<FilterDef<'q'>[]>(
    () => [
      { id: 'q', kind: 'text', label: t`Country or category`, placeholder: t`Filter by country or category` },
    ],
    [t],
  )
  return (
    <ListPage
      nav={<Co2Nav page="averages" />}
      title={t`CO2 averages`}
      description={t`The average footprint per category in each country, in kg CO2 a year`}
      list={list}
      columns={columns}
      filters={filters}
      matches={(average, values) =>
        textMatches(values.q, average.country, ...average.categories.map((c) => shownText(c, 'title').text))
      }
      emptyMessage={t`No CO2 averages yet. Add the first one.`}
      addLabel={t`Add Average`}
      onRowPreview={prefetch}
    >
      <AverageDrawer />
    </ListPage>
  )
}
