import { useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { useMemo } from 'react'
import { inTreeOrder } from '../../../domain/category-hierarchy.ts'
import { categories } from '../../api/categories.ts'
import { usePrefetchRecord } from '../../api/usePrefetch.ts'
import { useResourceList } from '../../api/useResource.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { CategoryDrawer } from './CategoryDrawer.tsx'
import { categoryMatches, useCategoryColumns, useCategoryFilters } from './columns.tsx'
import { HierarchyDrawer } from './HierarchyDrawer.tsx'
import { useHierarchyParam } from './useHierarchyParam.ts'
import './categories.css'

/**
 * Categories (docs/product.md §2): ID, Emoji, Title, Type, State; Main/Sub and title filters; 25 per page;
 * a row opens its drawer. Rows read as the tree: each main category followed by its sub categories.
 */
export default function CategoriesPage() {
  const { t } = useLingui()
  const list = useResourceList(categories)
  const prefetch = usePrefetchRecord(categories)
  const rows = useMemo(() => (list.data ? inTreeOrder(list.data) : undefined), [list.data])
  const { openHierarchy } = useHierarchyParam()
  const columns = useCategoryColumns()
  const filters = useCategoryFilters()

  return (
    <ListPage
      title={t`Categories`}
      description={t`Main and sub categories, their order and hierarchy`}
      list={list}
      rows={rows}
      columns={columns}
      filters={filters}
      matches={categoryMatches}
      emptyMessage={t`No categories yet. Add the first one.`}
      addLabel={t`Add Category`}
      onRowPreview={prefetch}
      actions={
        <Button variant="soft" onClick={openHierarchy} disabled={!list.data?.length}>
          {t`Sort and Hierarchy`}
        </Button>
      }
    >
      <CategoryDrawer />
      <HierarchyDrawer />
    </ListPage>
  )
}
