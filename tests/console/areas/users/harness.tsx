import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../../../src/console/api/users.ts'
import { Toasts } from '../../../../src/console/ui/toasts/Toasts.tsx'
import type { Lang } from '../../../../src/domain/lang.ts'
import type { DeletionRequestDto, UserDto } from '../../../../src/domain/users.ts'
import {
  deletionRequestRows,
  fakeDeletionRequestsApi,
  fakeUsersApi,
  userRows,
} from '../../../../stories/users/listFixtures.ts'
import { renderArea } from '../data-tables/harness.tsx'

export { cellTexts } from '../data-tables/harness.tsx'

function LocationProbe({ into }: { into: { search: string } }) {
  into.search = useLocation().search
  return null
}

/**
 * Renders inside the app's providers (renderArea) with fakes of the users API and the
 * deletion-request calls (every call a spy), a router at `route` and the toasts; `query()` reads
 * the URL's search parameters.
 */
export function renderUsers(
  ui: ReactNode,
  {
    route = '/users',
    lang = 'en',
    users = userRows(60),
    requests = deletionRequestRows,
  }: { route?: string; lang?: Lang; users?: UserDto[]; requests?: DeletionRequestDto[] } = {},
) {
  const location = { search: '' }
  const api = { users: fakeUsersApi(users), requests: fakeDeletionRequestsApi(requests) }
  const view = renderArea(
    <>
      {ui}
      <LocationProbe into={location} />
      <Toasts />
    </>,
    {
      route,
      lang,
      // The user drawer's own calls are not faked here: they fail instead of reaching the network.
      bindings: [provide(usersApi, { ...api.users, ...api.requests })],
    },
  )
  const query = () => Object.fromEntries(new URLSearchParams(location.search))
  return { ...view, api, query }
}

/** The column headers of a grid. */
export const headersOf = (grid: HTMLElement) =>
  [...grid.querySelectorAll('thead th')].map((header) => header.textContent)
