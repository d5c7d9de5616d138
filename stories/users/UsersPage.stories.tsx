import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../src/console/api/users.ts'
import UsersPage from '../../src/console/areas/users/UsersPage.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { PAGE_SIZE } from '../../src/domain/constants.ts'
import {
  type DeletionRequestCalls,
  deletionRequestRows,
  fakeDeletionRequestsApi,
  fakeUsersApi,
  userRows,
} from './listFixtures.ts'

/** 60 users: three pages of 25. */
const all = userRows(60)

type Args = { users: ReturnType<typeof fakeUsersApi>; requests: DeletionRequestCalls }

/** The Users page as the router shows it, with fake APIs and the app's toasts. */
function PageDemo({ users, requests }: Args) {
  return (
    <>
      <ResourceProvider bindings={[provide(usersApi, { ...users, ...requests })]}>
        <UsersPage />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Users/UsersPage',
  component: PageDemo,
  args: { users: fakeUsersApi(all), requests: fakeDeletionRequestsApi() },
  argTypes: { users: { control: false }, requests: { control: false } },
  parameters: { route: '/users' } satisfies CanopyParameters,
} satisfies Meta<typeof PageDemo>

export default meta
type Story = StoryObj<typeof meta>

const usersGrid = (canvas: HTMLElement) => within(canvas).getByRole('grid', { name: 'Users' })
const requestsGrid = (canvas: HTMLElement) => within(canvas).getByRole('grid', { name: 'Deletion requests' })
const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]
const headersOf = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)

/** The user list: its nine columns, 25 rows, levels as Device / User / Admin, dates like the other lists. */
export const UserList: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const grid = usersGrid(canvasElement)
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(PAGE_SIZE))
    await expect(args.users.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
    await expect(headersOf(grid)).toEqual([
      'ID',
      'Type',
      'First name',
      'Last name',
      'Email',
      'Quizzes',
      'List',
      'Registration',
      'Active',
    ])
    await step('levels read Admin, User, Device; dates as "5th March 2024 - 14:30"', async () => {
      const rows = rowsOf(grid)
      await expect(cellsOf(rows[0]!)).toEqual([
        '1',
        'Admin',
        'Sanne',
        'de Vries',
        'sanne.1@example.org',
        '0',
        '0',
        '5th March 2024 - 14:30',
        '2nd April 2024 - 09:05',
      ])
      await expect(cellsOf(rows[1]!)[1]).toBe('User')
      // A device registration that never came back: no name, no e-mail, no Active date.
      await expect(cellsOf(rows[2]!)).toEqual([
        '3',
        'Device',
        '',
        '',
        '',
        '6',
        '3',
        '7th March 2024 - 14:30',
        '',
      ])
    })
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'User list' })).toBeChecked()
  },
}

/** `?view=emails`: ID, First name, Last name, Email, Postal code, City, Registration. */
export const EmailList: Story = {
  parameters: { route: '/users?view=emails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = usersGrid(canvasElement)
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(PAGE_SIZE))
    await expect(canvas.getByRole('radio', { name: 'Email list' })).toBeChecked()
    await expect(headersOf(grid)).toEqual([
      'ID',
      'First name',
      'Last name',
      'Email',
      'Postal code',
      'City',
      'Registration',
    ])
    await expect(cellsOf(rowsOf(grid)[0]!)).toEqual([
      '1',
      'Sanne',
      'de Vries',
      'sanne.1@example.org',
      '3511 AB',
      'Utrecht',
      '5th March 2024 - 14:30',
    ])
  },
}

/** The view switch is one Tab stop; the arrows and Space switch views, keeping the rows and the page. */
export const SwitchViewsByKeyboard: Story = {
  parameters: { route: '/users?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = usersGrid(canvasElement)
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(PAGE_SIZE))
    await expect(cellsOf(rowsOf(grid)[0]!)[0]).toBe('26')
    canvas.getByRole('radio', { name: 'User list' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    // Radix moves the focus a moment after the key.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Email list' })).toHaveFocus())
    await userEvent.keyboard(' ')
    await waitFor(() => expect(headersOf(grid)).toContain('Postal code'))
    await expect(cellsOf(rowsOf(grid)[0]!)[0]).toBe('26')
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'User list' })).toHaveFocus())
    await userEvent.keyboard(' ')
    await waitFor(() => expect(headersOf(grid)).toContain('Quizzes'))
  },
}

/** The level filter asks the server (`?level=admin`); the text filter too (`?q=`). */
export const FilterOnTheServer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = usersGrid(canvasElement)
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(PAGE_SIZE))
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Admin' }))
    const admins = all.filter((user) => user.level === 'admin')
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(admins.length))
    await expect(args.users.page).toHaveBeenCalledWith({ level: 'admin', page: 1, pageSize: PAGE_SIZE }, 'en')
    for (const row of rowsOf(grid)) await expect(cellsOf(row)[1]).toBe('Admin')

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'sanne')
    await waitFor(() =>
      expect(args.users.page).toHaveBeenCalledWith(
        { q: 'sanne', level: 'admin', page: 1, pageSize: PAGE_SIZE },
        'en',
      ),
    )
    await waitFor(() => expect(rowsOf(grid).length).toBeLessThan(admins.length))
    for (const row of rowsOf(grid)) await expect(cellsOf(row)[2]).toBe('Sanne')
  },
}

/** No users and no requests: both tables say so. */
export const Empty: Story = {
  args: { users: fakeUsersApi([]), requests: fakeDeletionRequestsApi([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No users yet. Add the first one.')).toBeVisible()
    await expect(await canvas.findByText('No open deletion requests.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add User' })).toBeVisible()
  },
}

/** Still loading: placeholder rows, and both grids say they are busy. */
export const Loading: Story = {
  args: {
    users: { ...fakeUsersApi(all), page: fn(() => new Promise<never>(() => {})) },
    requests: { ...fakeDeletionRequestsApi(), deletionRequests: fn(() => new Promise<never>(() => {})) },
  },
  play: async ({ canvasElement }) => {
    await expect(usersGrid(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(requestsGrid(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvasElement.querySelectorAll('tr.grid-skeleton').length).toBeGreaterThan(0)
    await expect(within(canvasElement).queryByText('No open deletion requests.')).toBeNull()
  },
}

/** Open requests below the users: ID, Email, Type (Delete account / Delete data); Enter opens one. */
export const DeletionRequestsPresent: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Deletion requests' })).toBeVisible()
    const grid = requestsGrid(canvasElement)
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(deletionRequestRows.length))
    await expect(headersOf(grid)).toEqual(['ID', 'Email', 'Type'])
    await expect(rowsOf(grid).map(cellsOf)).toEqual([
      ['31', 'joost@example.org', 'Delete account'],
      ['42', 'mila.smit@example.org', 'Delete data'],
      // A device user has no e-mail: "No e-mail", greyed.
      ['57', 'No e-mail', 'Delete account'],
    ])
    await step('the grid is one Tab stop; ArrowDown, Enter opens the Handle the request drawer', async () => {
      grid.focus()
      await userEvent.keyboard('{ArrowDown}')
      await expect(rowsOf(grid)[1]).toHaveAttribute('aria-selected', 'true')
      await userEvent.keyboard('{Enter}')
      const drawer = await within(document.body).findByRole('dialog', { name: 'Handle the request' })
      await expect(await within(drawer).findByText('Delete data')).toBeVisible()
      await expect(within(drawer).getByText('mila.smit@example.org')).toBeVisible()
    })
  },
}

/** Nobody asked: the requests table says so, the users list is unaffected. */
export const NoDeletionRequests: Story = {
  args: { requests: fakeDeletionRequestsApi([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No open deletion requests.')).toBeVisible()
    await waitFor(() => expect(rowsOf(usersGrid(canvasElement))).toHaveLength(PAGE_SIZE))
    await expect(rowsOf(requestsGrid(canvasElement))).toHaveLength(0)
  },
}
