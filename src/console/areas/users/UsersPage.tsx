import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { type AlsoPrefetch, usePrefetchRecord } from '../../api/usePrefetch.ts'
import { userFullQuery, users, usersApi } from '../../api/users.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { useServerList } from '../../ui/list-page/useServerList.ts'
import { useViewParam } from '../../ui/list-page/useViewParam.ts'
import { ViewSwitch } from '../../ui/list-page/ViewSwitch.tsx'
import { type UserView, userViews, useUserColumns, useUserFilters } from './columns.tsx'
import { UserDrawer } from './drawer/UserDrawer.tsx'
import { DeletionRequests } from './requests/DeletionRequests.tsx'
import { HandleRequestDrawer } from './requests/HandleRequestDrawer.tsx'

/** The user drawer's panels read the user's full record as it opens. */
const alsoPanels: AlsoPrefetch = ({ queryClient, id, lang, resolve }) =>
  void queryClient.prefetchQuery(userFullQuery(resolve(usersApi), lang, id))

/**
 * Users (docs/product.md §2): filtered by text (first name, last name, e-mail or id) and level, 25 per page,
 * paged on the server (the app keeps adding users). Two views of the same rows, kept in the URL
 * (`?view=emails`): the user list and the email list. A row opens the user drawer (`?edit=12`),
 * Add User a new one (`?new`). Below, the open deletion requests; one opens the Handle the request
 * drawer (`?request=12`).
 */
export default function UsersPage() {
  const { t } = useLingui()
  const filters = useUserFilters()
  const { page, settling } = useServerList(users, filters)
  const prefetch = usePrefetchRecord(users, alsoPanels)
  const [view, setView] = useViewParam(userViews)
  const columns = useUserColumns(view)
  const viewOptions = useMemo(
    () => [
      { value: 'users' as UserView, label: t`User list` },
      { value: 'emails' as UserView, label: t`Email list` },
    ],
    [t],
  )

  return (
    <ListPage
      mode="server"
      title={t`Users`}
      description={t`App users, their activity and deletion requests`}
      list={page}
      settling={settling}
      columns={columns}
      filters={filters}
      emptyMessage={t`No users yet. Add the first one.`}
      addLabel={t`Add User`}
      onRowPreview={prefetch}
      actions={<ViewSwitch label={t`View`} value={view} options={viewOptions} onChange={setView} />}
    >
      <DeletionRequests />
      <UserDrawer />
      <HandleRequestDrawer />
    </ListPage>
  )
}
