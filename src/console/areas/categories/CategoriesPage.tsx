import { useLingui } from '@lingui/react/macro'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { inTreeOrder } from '../../../domain/category-hierarchy.ts'
import { type CategoriesApi, categoriesApi } from '../../api/categories.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { DataTable } from '../../ui/data-table/index.ts'
import { useDrawerParam } from '../../ui/drawer/useDrawerParam.ts'
import { CategoryDrawer } from './CategoryDrawer.tsx'
import { categoryMatches, useCategoryColumns, useCategoryFilters } from './columns.tsx'
import { HierarchyDrawer } from './HierarchyDrawer.tsx'
import { categoryListQuery } from './queries.ts'
import { useHierarchyParam } from './useHierarchyParam.ts'
import './categories.css'

/**
 * Categories (SPEC §2): ID, Emoji, Title, Type, State; Main/Sub and title filters; 25 per page;
 * a row opens its drawer. Rows read as the tree: each main category followed by its sub categories.
 */
export default function CategoriesPage({ api = categoriesApi }: { api?: CategoriesApi }) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const list = useQuery(categoryListQuery(api, lang))
  const rows = useMemo(() => (list.data ? inTreeOrder(list.data) : undefined), [list.data])
  const { openNew, openEdit } = useDrawerParam()
  const { openHierarchy } = useHierarchyParam()
  const columns = useCategoryColumns()
  const filters = useCategoryFilters()

  return (
    <Flex direction="column" gap="4" p="6">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {t`Categories`}
        </Heading>
        <Text color="gray" size="2">
          {t`Main and sub categories, their order and hierarchy`}
        </Text>
      </Flex>
      <DataTable
        label={t`Categories`}
        columns={columns}
        filters={filters}
        rows={rows}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(category) => category.id}
        onOpen={(category) => openEdit(category.id)}
        matches={categoryMatches}
        emptyMessage={t`No categories yet. Add the first one.`}
        actions={
          <>
            <Button variant="soft" onClick={openHierarchy} disabled={!list.data?.length}>
              {t`Sort and Hierarchy`}
            </Button>
            <Button onClick={openNew}>
              <PlusIcon /> {t`Add Category`}
            </Button>
          </>
        }
      />
      <CategoryDrawer api={api} />
      <HierarchyDrawer api={api} />
    </Flex>
  )
}
