import { Button } from '@radix-ui/themes'
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../../../src/console/api/users.ts'
import { useLanguage } from '../../../../src/console/app/i18n/LanguageProvider.tsx'
import { UserDrawer } from '../../../../src/console/areas/users/drawer/UserDrawer.tsx'
import { Toasts } from '../../../../src/console/ui/toasts/Toasts.tsx'
import {
  fakeUserDrawerApi,
  fakeUsers,
  sanne,
  type UserDrawerCalls,
} from '../../../../stories/users/UserDrawerFixtures.ts'
import { renderArea } from '../data-tables/harness.tsx'

/** The EN/NL switch of the top bar, reduced to one button. */
function SwitchToDutch() {
  const { setLang } = useLanguage()
  return <Button onClick={() => void setLang('nl')}>Nederlands</Button>
}

/**
 * The user drawer at `route` (Sanne's by default) inside the app's providers, with fakes of the
 * user resource and the drawer's own calls (every call a spy); `drawer: null` leaves the real
 * drawer client in place (a test stubs `fetch` then).
 */
export function renderUserDrawer({
  route = `/users?edit=${sanne.id}`,
  users = fakeUsers(),
  drawer = fakeUserDrawerApi(),
}: {
  route?: string
  users?: ReturnType<typeof fakeUsers>
  drawer?: UserDrawerCalls | null
} = {}) {
  const view = renderArea(
    <>
      <SwitchToDutch />
      <UserDrawer />
      <Toasts />
    </>,
    {
      route,
      // Without a drawer fake, the drawer's own calls are the real ones (the test stubs fetch).
      bindings: [provide(usersApi, drawer ? { ...users, ...drawer } : { ...usersApi, ...users })],
    },
  )
  return { ...view, api: { users, drawer } }
}

/** The open Edit User drawer once Sanne's record has filled it, to query within. */
export async function loadedSanneDrawer() {
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
  await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveValue('Sanne'))
  return within(dialog)
}
