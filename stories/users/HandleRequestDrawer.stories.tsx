import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../src/console/api/users.ts'
import { HandleRequestDrawer } from '../../src/console/areas/users/requests/HandleRequestDrawer.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { apiRefusal } from '../support/memoryResource.ts'
import { type DeletionRequestCalls, fakeDeletionRequestsApi } from './listFixtures.ts'

/** The drawer as /users mounts it (the request from the URL), with a fake API and the toasts. */
function DrawerDemo(api: DeletionRequestCalls) {
  return (
    <>
      <ResourceProvider bindings={[provide(usersApi, api)]}>
        <HandleRequestDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Users/HandleRequestDrawer',
  component: DrawerDemo,
  // Joost (31) asked for his account to go; Mila (42) for her data.
  args: fakeDeletionRequestsApi(),
  parameters: { route: '/users?request=31' },
} satisfies Meta<typeof DrawerDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
// A modal drawer hides the rest of the page from the accessibility tree, so find toasts by place.
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
/** The drawer, once its review (what will be removed) shows. */
const review = async () => {
  const drawer = await page().findByRole('dialog', { name: 'Handle the request' })
  await within(drawer).findByRole('heading', { name: 'What will be removed' })
  return drawer
}
/** The footer's Close (the header's × is named Close too). */
const footerClose = (drawer: HTMLElement) => within(drawer).getAllByRole('button', { name: 'Close' }).at(-1)!
/** The value beside a label of the review's lists. */
const shownFor = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: '.rt-DataListLabel' }).nextElementSibling?.textContent

/** An account deletion: who asked, and that the account itself goes with all of its data. */
export const AccountReview: Story = {
  play: async ({ args }) => {
    const drawer = await review()
    await expect(args.full).toHaveBeenCalledWith(31, 'en')
    const body = within(drawer)
    await expect(body.getByText('ID 31')).toBeVisible()
    await expect(shownFor(drawer, 'Requested')).toBe('Delete account')
    await expect(shownFor(drawer, 'Name')).toBe('Joost Bakker')
    await expect(shownFor(drawer, 'Email')).toBe('joost@example.org')
    await expect(body.getByText("The account itself, and with it all of the user's data:")).toBeVisible()
    await expect(shownFor(drawer, 'Stories')).toBe('4')
    await expect(shownFor(drawer, 'Actions')).toBe('2')
    await expect(shownFor(drawer, 'Action steps')).toBe('5')
    await expect(shownFor(drawer, 'Initiatives')).toBe('1')
    await expect(shownFor(drawer, 'Infographics')).toBe('0')
    await expect(shownFor(drawer, 'CO2 Quiz answers')).toBe('12')
    await expect(shownFor(drawer, 'Interests')).toBe('3')
    await expect(shownFor(drawer, 'Labels')).toBe('1')
    await expect(shownFor(drawer, 'Behaviour and profile tracker answers')).toBe('Yes')
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  },
}

/** A data removal: the account stays. */
export const DataReview: Story = {
  parameters: { route: '/users?request=42' },
  play: async () => {
    const drawer = await review()
    await expect(shownFor(drawer, 'Requested')).toBe('Delete data')
    await expect(shownFor(drawer, 'Name')).toBe('Mila Smit')
    await expect(within(drawer).getByText("All of the user's data; the account itself stays:")).toBeVisible()
    await expect(within(drawer).queryByText(/The account itself, and/)).toBeNull()
  },
}

/** Confirm asks first with docs/product.md §5's question, focus on Cancel; Cancel returns to the review. */
export const ConfirmAsksFirst: Story = {
  play: async ({ args }) => {
    const drawer = await review()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete account' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this user and all data?'),
    ).toBeVisible()
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await expect(args.remove).not.toHaveBeenCalled()
    await expect(within(drawer).getByRole('heading', { name: 'What will be removed' })).toBeVisible()
  },
}

/** Confirming an account deletion removes the user, then says Done (and a toast) until closed. */
export const AccountDone: Story = {
  play: async ({ args }) => {
    const drawer = await review()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete account' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete account' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(31))
    await expect(args.deleteData).not.toHaveBeenCalled()
    await expect(await within(drawer).findByText('Done')).toBeVisible()
    await expect(
      within(drawer).getByText('The account of Joost Bakker and all of its data were deleted.'),
    ).toBeVisible()
    await expect(await within(toasts()).findByText('Deleted the user and all data')).toBeVisible()
    const close = footerClose(drawer)
    await waitFor(() => expect(close).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** A data removal, from the keyboard alone: Tab to Confirm, Enter, Tab to the dialog's Delete data, Enter. */
export const DataDoneByKeyboard: Story = {
  parameters: { route: '/users?request=42' },
  play: async ({ args }) => {
    const drawer = await review()
    within(drawer).getByRole('button', { name: 'Confirm' }).focus()
    await userEvent.keyboard('{Enter}')
    const confirm = await page().findByRole('alertdialog', { name: 'Delete data' })
    await expect(
      within(confirm).getByText("Are you absolutely sure you want to delete this user's data?"),
    ).toBeVisible()
    await userEvent.tab()
    await expect(within(confirm).getByRole('button', { name: 'Delete data' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.deleteData).toHaveBeenCalledWith(42))
    await expect(
      await within(drawer).findByText('The data of Mila Smit was deleted. The account stays.'),
    ).toBeVisible()
    await expect(await within(toasts()).findByText("Deleted the user's data")).toBeVisible()
  },
}

/** Refuses the first removal (the database is gone for a moment), then works. */
const failsOnce = fn(async (id: number) => {
  if (failsOnce.mock.calls.length === 1)
    throw apiRefusal(503, 'unavailable', 'The database cannot be reached.')
  return { id, message: 'Done.' }
})

/** The removal fails: the reason, a toast, and Try again, which removes again. */
export const Failed: Story = {
  parameters: { route: '/users?request=42' },
  args: { deleteData: failsOnce },
  play: async ({ args }) => {
    const drawer = await review()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Confirm' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete data' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete data' }))
    // The server's reason (a fake's refusal is read like the server's answer).
    await expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'The database cannot be reached.',
    )
    await expect(await within(toasts()).findByText('Failed to handle the request')).toBeVisible()
    const retry = within(drawer).getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(retry).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.deleteData).toHaveBeenCalledTimes(2))
    await expect(await within(drawer).findByText('Done')).toBeVisible()
  },
}

/** The user's record does not load: the error and Try again. */
export const LoadFails: Story = {
  parameters: { route: '/users?request=999' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Handle the request' })
    await expect(await within(drawer).findByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(within(drawer).getByRole('alert')).toHaveTextContent('User not found.')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(args.full).toHaveBeenCalledTimes(2))
  },
}

/** A link to a request handled meanwhile: the drawer says there is none, and closes. */
export const NoOpenRequest: Story = {
  args: {
    full: fn(async (id: number) => ({
      ...(await fakeDeletionRequestsApi().full(id, 'en')),
      requestedAccountDeletion: false,
      requestedDataRemoval: false,
    })),
  },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Handle the request' })
    await expect(
      await within(drawer).findByText(
        'This user has no open deletion request. It may have been handled already.',
      ),
    ).toBeVisible()
    await expect(args.remove).not.toHaveBeenCalled()
    await userEvent.click(footerClose(drawer))
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}
