import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { provide, type ResolveClient } from '../../../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../../../src/console/api/users.ts'
import { userCommands, userRecords } from '../../../../src/console/areas/users/commands.ts'
import { userRows } from '../../../../stories/users/listFixtures.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const [admin, member, device] = userRows(3)
const clientWith = (fake: Partial<typeof usersApi>) => {
  const bound = provide(usersApi, fake)[1] as typeof usersApi
  return ((real: object) => (real === usersApi ? bound : real)) as ResolveClient
}

describe('users palette commands', () => {
  it('offers "Add User" and "Open user"', () => {
    expect(userCommands.map((command) => command.id)).toEqual(['create.users', 'open.users'])
  })

  it('opens drawers on /users, keeping the filters and the view, closing a handled request', () => {
    expect(userRecords.pathTo({ pathname: '/labels', search: '?q=x' })).toBe('/users?new')
    expect(userRecords.pathTo({ pathname: '/users', search: '?view=emails&level=admin&request=4' }, 12)).toBe(
      '/users?view=emails&level=admin&edit=12',
    )
  })

  it('"Open user…" searches the server by name, e-mail or id and opens the chosen user', async () => {
    const list = vi.fn(async () => [member!, device!])
    const get = vi.fn(async () => admin!)
    const results = await userRecords.find(' 1 ', {
      i18n,
      lang: 'nl',
      client: clientWith({ list, get }),
    } as never)
    expect(list).toHaveBeenCalledWith({ q: '1', page: 1, pageSize: 10 }, 'nl')
    expect(get).toHaveBeenCalledWith(1, 'nl')
    expect(results.map((result) => [result.id, result.label, result.detail])).toEqual([
      ['users-1', 'Sanne de Vries', 'sanne.1@example.org · Admin · #1'],
      ['users-2', 'Daan Jansen', 'daan.2@example.org · User · #2'],
      // A device registration has no name or e-mail.
      ['users-3', '#3', 'Device · #3'],
    ])
    const navigate = vi.fn()
    results[1]!.run({ navigate, pathname: '/users', search: '?q=1' } as never)
    expect(navigate).toHaveBeenCalledWith('/users?q=1&edit=2')
  })

  it('a text query asks no single user', async () => {
    const list = vi.fn(async () => [member!])
    const get = vi.fn()
    await userRecords.find('daan@', { i18n, lang: 'en', client: clientWith({ list, get }) } as never)
    expect(list).toHaveBeenCalledWith({ q: 'daan@', page: 1, pageSize: 10 }, 'en')
    expect(get).not.toHaveBeenCalled()
  })
})
