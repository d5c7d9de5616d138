import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import UsersPage from '../../../../src/console/areas/users/UsersPage.tsx'
import { PAGE_SIZE } from '../../../../src/domain/constants.ts'
import { cellTexts, headersOf, renderUsers } from './harness.tsx'

const usersGrid = () => screen.getByRole('grid', { name: 'Users' })
const loaded = () => waitFor(() => expect(cellTexts(usersGrid())).toHaveLength(PAGE_SIZE))

describe('UsersPage', () => {
  it('shows the user list by default: ID, Type, names, Email, Quizzes, List, Registration, Active', async () => {
    const { api } = renderUsers(<UsersPage />)
    await loaded()
    expect(headersOf(usersGrid())).toEqual([
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
    expect(cellTexts(usersGrid())[0]).toEqual([
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
    expect(
      cellTexts(usersGrid())
        .map((row) => row[1])
        .slice(0, 3),
    ).toEqual(['Admin', 'User', 'Device'])
    expect(api.users.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
    expect(screen.getByRole('radio', { name: 'User list' })).toBeChecked()
  })

  it('shows the email list at ?view=emails: ID, names, Email, Postal code, City, Registration', async () => {
    renderUsers(<UsersPage />, { route: '/users?view=emails' })
    await loaded()
    expect(headersOf(usersGrid())).toEqual([
      'ID',
      'First name',
      'Last name',
      'Email',
      'Postal code',
      'City',
      'Registration',
    ])
    expect(cellTexts(usersGrid())[1]).toEqual([
      '2',
      'Daan',
      'Jansen',
      'daan.2@example.org',
      '1012 JS',
      'Amsterdam',
      '6th March 2024 - 14:30',
    ])
    expect(screen.getByRole('radio', { name: 'Email list' })).toBeChecked()
  })

  it('the view switch writes ?view=emails and keeps the filters and the page; the user list leaves no view', async () => {
    const { user, query, api } = renderUsers(<UsersPage />, { route: '/users?level=registered-user&page=2' })
    await waitFor(() => expect(cellTexts(usersGrid()).length).toBeGreaterThan(0))
    const calls = vi.mocked(api.users.page).mock.calls.length
    await user.click(screen.getByRole('radio', { name: 'Email list' }))
    await waitFor(() => expect(query()).toEqual({ level: 'registered-user', page: '2', view: 'emails' }))
    await waitFor(() => expect(headersOf(usersGrid())).toContain('Postal code'))
    // The same rows: switching views asks the server for nothing.
    expect(vi.mocked(api.users.page).mock.calls.length).toBe(calls)
    await user.click(screen.getByRole('radio', { name: 'User list' }))
    await waitFor(() => expect(query()).toEqual({ level: 'registered-user', page: '2' }))
    await waitFor(() => expect(headersOf(usersGrid())).toContain('Quizzes'))
  })

  it('an unknown view reads as the user list', async () => {
    renderUsers(<UsersPage />, { route: '/users?view=nonsense' })
    await loaded()
    expect(headersOf(usersGrid())).toContain('Active')
  })

  it('the level filter offers Admin, User, Device and asks the server with ?level=', async () => {
    const { user, query, api } = renderUsers(<UsersPage />)
    await loaded()
    await user.click(screen.getByRole('combobox', { name: 'Type' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Admin',
      'User',
      'Device',
    ])
    await user.click(screen.getByRole('option', { name: 'Device' }))
    await waitFor(() => expect(query()).toEqual({ level: 'device' }))
    await waitFor(() =>
      expect(api.users.page).toHaveBeenCalledWith({ level: 'device', page: 1, pageSize: PAGE_SIZE }, 'en'),
    )
    await waitFor(() =>
      expect(new Set(cellTexts(usersGrid()).map((row) => row[1]))).toEqual(new Set(['Device'])),
    )
  })

  it('the text filter asks the server with ?q= once typing pauses, back on page 1', async () => {
    const { user, query, api } = renderUsers(<UsersPage />, { route: '/users?page=2' })
    await waitFor(() => expect(cellTexts(usersGrid()).length).toBeGreaterThan(0))
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'daan')
    await waitFor(() => expect(query()).toEqual({ q: 'daan' }))
    await waitFor(() =>
      expect(api.users.page).toHaveBeenLastCalledWith({ q: 'daan', page: 1, pageSize: PAGE_SIZE }, 'en'),
    )
    // Not once per key: the typed filter settles first.
    expect(vi.mocked(api.users.page).mock.calls.filter(([query]) => query.q === 'd')).toHaveLength(0)
    await waitFor(() => expect(cellTexts(usersGrid()).every((row) => row[2] === 'Daan')).toBe(true))
  })

  it('Add User opens ?new', async () => {
    const { user, query } = renderUsers(<UsersPage />)
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Add User' }))
    await waitFor(() => expect(query()).toEqual({ new: '' }))
  })

  it('a row opens the user drawer at ?edit=<id>', async () => {
    const { user, query } = renderUsers(<UsersPage />)
    await loaded()
    const row = within(usersGrid()).getAllByRole('row')[2]!
    await user.click(row)
    await waitFor(() => expect(query()).toEqual({ edit: '2' }))
  })
})
