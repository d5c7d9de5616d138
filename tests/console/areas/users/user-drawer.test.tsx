import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../../src/console/api/client.ts'
import { commandRegistry } from '../../../../src/console/app/palette/registry.ts'
import type { UserDto } from '../../../../src/domain/users.ts'
import {
  device,
  fakeUserDrawerApi,
  fakeUsers,
  sanne,
  sanneFull,
} from '../../../../stories/users/UserDrawerFixtures.ts'
import { loadedSanneDrawer, renderUserDrawer } from './user-drawer.harness.tsx'

const drawer = loadedSanneDrawer

describe('UserDrawer: saving', () => {
  it('sends only the drawer’s four fields and the version, whatever else the record holds', async () => {
    // What the app owns (docs/product.md §3) must never travel back, even if a server answered with it.
    const loaded = {
      ...sanne,
      deviceID: 'device-123',
      stories: [{ id: 1 }],
      userCo2QuizAnswers: [{ id: 2 }],
    } as unknown as UserDto
    const { api, user } = renderUserDrawer({ users: fakeUsers([loaded]) })
    const body = await drawer()
    await user.type(body.getByLabelText('First name'), 'tje')
    await user.click(body.getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(api.users.update).toHaveBeenCalledTimes(1))
    const [id, input, lang] = vi.mocked(api.users.update).mock.calls[0]!
    expect(id).toBe(sanne.id)
    expect(lang).toBe('en')
    expect(input).toEqual({
      firstName: 'Sannetje',
      lastName: 'de Vries',
      email: 'sanne@example.org',
      level: 'registered-user',
      version: 3,
    })
  })

  it('loads a device user without an e-mail as an empty field, and saves it so', async () => {
    const { api, user } = renderUserDrawer({ route: `/users?edit=${device.id}` })
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    const body = within(dialog)
    await waitFor(() =>
      expect(body.getByRole('combobox', { name: 'Level' })).toHaveTextContent('Device Registration'),
    )
    expect(body.getByLabelText('Email')).toHaveValue('')
    // A device registration has no name yet; the drawer asks for one (docs/product.md §5).
    expect(body.getByRole('button', { name: 'Edit' })).toBeDisabled()
    await user.type(body.getByLabelText('First name'), 'Kim')
    await user.type(body.getByLabelText('Last name'), 'Jansen')
    await user.click(body.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(api.users.update).toHaveBeenCalledWith(
        device.id,
        { firstName: 'Kim', lastName: 'Jansen', email: '', level: 'device', version: 3 },
        'en',
      ),
    )
  })
})

describe('UserDrawer: Reset Password', () => {
  it('keeps Reset disabled while the New Password field is empty', async () => {
    const { user, api } = renderUserDrawer()
    const body = await drawer()
    await user.click(body.getByRole('button', { name: 'Reset Password' }))
    const section = within(body.getByRole('region', { name: 'Reset Password' }))
    const field = section.getByLabelText('New Password')
    const reset = section.getByRole('button', { name: 'Reset' })
    expect(reset).toBeDisabled()
    await user.type(field, 'x')
    expect(reset).toBeEnabled()
    await user.clear(field)
    expect(reset).toBeDisabled()
    // Enter in the empty field sends nothing, and does not save the user either.
    await user.type(field, '{Enter}')
    expect(api.drawer?.resetPassword).not.toHaveBeenCalled()
    expect(api.users.update).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal on the field and keeps it open', async () => {
    const drawerApi = fakeUserDrawerApi()
    drawerApi.resetPassword = vi.fn(async () => {
      throw {
        status: 400,
        error: 'bad_request',
        message: 'Invalid body.',
        fields: { password: 'Password is too long.' },
      }
    })
    const { user } = renderUserDrawer({ drawer: drawerApi })
    const body = await drawer()
    await user.click(body.getByRole('button', { name: 'Reset Password' }))
    const field = body.getByLabelText('New Password')
    await user.type(field, 'long enough password{Enter}')
    expect(await body.findByText('Password is too long.')).toBeInTheDocument()
    expect(field).toHaveFocus()
  })
})

describe('UserDrawer: a row’s delete icon', () => {
  const json = (data: unknown) =>
    new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } })
  const fetchMock = vi.fn<typeof fetch>()
  let full = sanneFull()
  beforeEach(() => {
    full = sanneFull()
    configureApi({ lang: 'en', onSessionLost: () => {} })
    fetchMock.mockImplementation(async (request) => {
      const { method, url } = request as Request
      const path = new URL(url).pathname
      if (method === 'GET' && path === `/api/user/${sanne.id}/full`) return json(full)
      if (method === 'DELETE') return json({ id: Number(path.split('/').pop()) })
      return new Response(null, { status: 404 })
    })
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })
  const deletes = () =>
    fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'DELETE')
      .map((request) => new URL(request.url).pathname)

  it.each([
    ['Stories', 'Delete story Water week 1', 'story', ['/api/user-story/31']],
    ['Initiatives', 'Delete initiative Repair café', 'initiative', ['/api/user-initiative/41']],
    [
      'Infographics',
      'Delete infographic Water footprint of food',
      'infographic',
      ['/api/user-info-graphic/51'],
    ],
    [
      'CO2 Quiz',
      'Delete CO2 Quiz answer How do you heat your home?',
      'CO2 Quiz answer',
      ['/api/user-co2-quiz-answer/61'],
    ],
    // An action's steps go first, then the action (docs/product.md §4).
    [
      'Actions',
      'Delete action Cycle to work',
      'action',
      ['/api/user-step/1', '/api/user-step/2', '/api/user-action/21'],
    ],
  ])('%s: confirms first, then calls %s’s path', async (tab, icon, kind, paths) => {
    const { user } = renderUserDrawer({ drawer: null })
    const body = await drawer()
    await user.click(await body.findByRole('tab', { name: new RegExp(`^${tab}`) }))
    await user.click(await body.findByRole('button', { name: icon }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' })
    expect(
      within(confirm).getByText(`Are you absolutely sure you want to delete this ${kind}?`),
    ).toBeInTheDocument()
    expect(deletes()).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deletes()).toEqual(paths))
    // The full record is fetched again for the panel.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([request]) =>
          new URL((request as Request).url).pathname.endsWith('/full'),
        ),
      ).toHaveLength(2),
    )
  })
})

describe('UserDrawer: the notification form', () => {
  it('Esc in the form cancels the form and leaves the drawer open', async () => {
    const { user } = renderUserDrawer()
    const body = await drawer()
    await user.click(await body.findByRole('tab', { name: /^Notifications/ }))
    await user.click(await body.findByRole('button', { name: 'Send notification' }))
    await user.type(await body.findByLabelText('Title'), 'Hello')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('form', { name: 'Notification' })).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument()
    // Opened again, it starts empty: Esc dropped what was typed, as Cancel does.
    await user.click(body.getByRole('button', { name: 'Send notification' }))
    expect(await body.findByLabelText('Title')).toHaveValue('')
  })
})

describe('UserDrawer: palette commands', () => {
  // Dialogs and focus settle over a few frames; on a busy machine that takes longer than 1 s.
  // Under CI's three lanes a panel or a tab switch can take seconds.
  const slow = { timeout: 15_000 }
  const ids = () => commandRegistry.getSnapshot().map((command) => command.id)
  const run = (id: string) =>
    act(() =>
      commandRegistry
        .getSnapshot()
        .find((command) => command.id === id)!
        .run({} as never),
    )

  it('offers the open user’s actions; Send notification only to a user who can receive', async () => {
    const view = renderUserDrawer()
    await drawer()
    await waitFor(() =>
      expect(ids()).toEqual(
        expect.arrayContaining([
          'user.sendNotification',
          'user.resetPassword',
          'user.resetBpt',
          'user.resetCo2Quiz',
          'user.delete',
        ]),
      ),
    )
    view.unmount()
    expect(ids()).not.toContain('user.resetBpt')

    // Nothing to remove and nowhere to send: those are not offered.
    renderUserDrawer({ route: `/users?edit=${device.id}` })
    await screen.findByRole('dialog', { name: 'Edit User' })
    await waitFor(() => expect(ids()).toContain('user.resetPassword'))
    expect(ids()).not.toContain('user.sendNotification')
    expect(ids()).not.toContain('user.resetBpt')
    expect(ids()).not.toContain('user.resetCo2Quiz')
  })

  it('each does what its button does', async () => {
    renderUserDrawer()
    const body = await drawer()
    await waitFor(() => expect(ids()).toContain('user.resetBpt'))

    await run('user.resetBpt')
    expect(body.getByRole('tab', { name: /^Behaviour and Profile Tracker/, hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove BPT answers' }, slow)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow)

    await run('user.resetCo2Quiz')
    expect(body.getByRole('tab', { name: /^CO2 Quiz/, hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    confirm = await screen.findByRole('alertdialog', { name: 'Remove CO2 Quiz answers' }, slow)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow)

    await run('user.delete')
    confirm = await screen.findByRole('alertdialog', { name: 'Delete' }, slow)
    expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this user and all data?'),
    ).toBeInTheDocument()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow)

    await run('user.resetPassword')
    await waitFor(() => expect(body.getByLabelText('New Password')).toHaveFocus(), slow)

    await run('user.sendNotification')
    expect(body.getByRole('tab', { name: /^Notifications/ })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(body.getByLabelText('Title')).toHaveFocus(), slow)
  })
})

describe('UserDrawer: language', () => {
  it('loads the full record again in the new language (its titles are translated)', async () => {
    const { api } = renderUserDrawer()
    await drawer()
    await waitFor(() => expect(api.drawer?.full).toHaveBeenCalledWith(sanne.id, 'en'))
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands', hidden: true }))
    await waitFor(() => expect(api.drawer?.full).toHaveBeenCalledWith(sanne.id, 'nl'))
  })
})
