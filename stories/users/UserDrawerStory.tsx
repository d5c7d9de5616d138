import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../src/console/api/users.ts'
import { UserDrawer } from '../../src/console/areas/users/drawer/UserDrawer.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import type { fakeUsers, UserDrawerCalls } from './UserDrawerFixtures.ts'

export type UserDrawerStoryArgs = { users: ReturnType<typeof fakeUsers>; drawer: UserDrawerCalls }

/** The user drawer as /users mounts it (the open user from the URL), on fakes, with the toasts. */
export function UserDrawerStory({ users, drawer }: UserDrawerStoryArgs) {
  return (
    <>
      <ResourceProvider bindings={[provide(usersApi, { ...users, ...drawer })]}>
        <UserDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

/** A modal drawer hides the rest of the page from the accessibility tree: toasts are found by place. */
export const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
