import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DeletionRequests } from '../../../../src/console/areas/users/requests/DeletionRequests.tsx'
import { HandleRequestDrawer } from '../../../../src/console/areas/users/requests/HandleRequestDrawer.tsx'
import { createColumns, DataGrid } from '../../../../src/console/ui/grid/index.ts'
import { deletionRequestRows } from '../../../../stories/users/listFixtures.ts'
import { toastTexts } from '../../support/toastLog.ts'
import { cellTexts, headersOf, renderUsers } from './harness.tsx'

const requestsGrid = () => screen.getByRole('grid', { name: 'Deletion requests' })
const idColumn = createColumns<{ id: number }>().id()
// In <main>, as the shell renders pages: lists take focus back only there (not in drawers). A
// users list comes first, with a row of the same id as a request, as on /users.
const page = (
  <main>
    <DataGrid label="Users" columns={[idColumn]} rows={[{ id: 57 }]} getRowId={(row) => row.id} />
    <DeletionRequests />
    <HandleRequestDrawer />
  </main>
)

describe('the deletion-request table', () => {
  it('lists ID, Email and Type (Delete account / Delete data), paged on the server', async () => {
    const { api } = renderUsers(page)
    await waitFor(() => expect(cellTexts(requestsGrid())).toHaveLength(3))
    expect(headersOf(requestsGrid())).toEqual(['ID', 'Email', 'Type'])
    expect(cellTexts(requestsGrid())).toEqual([
      ['31', 'joost@example.org', 'Delete account'],
      ['42', 'mila.smit@example.org', 'Delete data'],
      ['57', 'No e-mail', 'Delete account'],
    ])
    expect(api.requests.deletionRequests).toHaveBeenCalledWith({ page: 1, pageSize: 25 })
  })

  it('keeps its page apart from the users list (?requests.page=)', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...deletionRequestRows[1]!, id: 100 + index }))
    const { api } = renderUsers(page, { route: '/users?page=3&requests.page=2', requests: many })
    await waitFor(() => expect(cellTexts(requestsGrid())).toHaveLength(5))
    expect(api.requests.deletionRequests).toHaveBeenCalledWith({ page: 2, pageSize: 25 })
  })

  it('says so when nobody asked', async () => {
    renderUsers(page, { requests: [] })
    expect(await screen.findByText('No open deletion requests.')).toBeInTheDocument()
  })

  it('a click opens the Handle the request drawer at ?request=<id>', async () => {
    const { user, query } = renderUsers(page)
    await waitFor(() => expect(cellTexts(requestsGrid())).toHaveLength(3))
    await user.click(within(requestsGrid()).getAllByRole('row')[2]!)
    await waitFor(() => expect(query()).toEqual({ request: '42' }))
    const drawer = await screen.findByRole('dialog', { name: 'Handle the request' })
    expect(await within(drawer).findByText('What will be removed')).toBeInTheDocument()
    expect(within(drawer).getByText('Delete data')).toBeInTheDocument()
  })

  it('Enter on the active row opens it; closing returns focus to that row, not to the users list', async () => {
    const { user, query } = renderUsers(page)
    await waitFor(() => expect(cellTexts(requestsGrid())).toHaveLength(3))
    requestsGrid().focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(query()).toEqual({ request: '57' }))
    const drawer = await screen.findByRole('dialog', { name: 'Handle the request' })
    await within(drawer).findByText('What will be removed')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(query()).toEqual({}))
    await waitFor(() => expect(requestsGrid()).toHaveFocus())
    const active = requestsGrid().getAttribute('aria-activedescendant')
    expect(document.getElementById(active!)?.textContent).toContain('57')
  })

  it('a handled data request removes the data, says so, and reloads the table', async () => {
    const { user, api } = renderUsers(page, { route: '/users?request=42' })
    const drawer = await screen.findByRole('dialog', { name: 'Handle the request' })
    await within(drawer).findByText('What will be removed')
    const before = vi.mocked(api.requests.deletionRequests).mock.calls.length
    await user.click(within(drawer).getByRole('button', { name: 'Confirm' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete data' })
    expect(
      within(confirm).getByText("Are you absolutely sure you want to delete this user's data?"),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete data' }))
    await waitFor(() => expect(api.requests.deleteData).toHaveBeenCalledWith(42))
    expect(api.requests.remove).not.toHaveBeenCalled()
    expect(await within(drawer).findByText('Done')).toBeInTheDocument()
    expect(toastTexts()).toContain("Deleted the user's data")
    await waitFor(() =>
      expect(vi.mocked(api.requests.deletionRequests).mock.calls.length).toBeGreaterThan(before),
    )
  })
})
