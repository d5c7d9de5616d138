import { msg } from '@lingui/core/macro'
import { users } from '../../api/users.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'
import type { Command } from '../../app/palette/registry.ts'
import { userLevelLabels } from './levelLabels.ts'
import { USERS_DRAWER_PARAMS } from './requests/requestParam.ts'

/**
 * "Add User" and "Open user…": the search goes to the server (`GET /api/user?q=`, which matches
 * first name, last name, e-mail and id; a number also opens that user directly) and opens the
 * chosen user's drawer on /users, keeping the list's filters and view.
 */
export const userRecords = recordCommands({
  resource: users,
  path: '/users',
  drawerParams: USERS_DRAWER_PARAMS,
  add: { label: msg`Add User`, keywords: ['new user', 'create user', 'nieuwe gebruiker'] },
  open: {
    label: msg`Open user`,
    placeholder: msg`Search users by name, email or ID`,
    keywords: ['find user', 'edit user', 'email', 'gebruiker zoeken', 'gebruiker openen'],
  },
  describe: (user, { i18n }) => {
    const name = `${user.firstName} ${user.lastName}`.trim()
    const level = i18n._(userLevelLabels[user.level])
    const email = name && user.email ? `${user.email} · ` : ''
    return { label: name || user.email || `#${user.id}`, detail: `${email}${level} · #${user.id}` }
  },
  searchLimit: 10,
})

/**
 * The users area's palette commands, registered with the shell (src/console/areas/index.ts).
 * The user drawer's static commands, exported from its own files under drawer/, join this list;
 * an open user's or request's own commands (Save, Delete, Close, …) come from their drawers while
 * those are open (useRecordCommands).
 */
export const userCommands: Command[] = [...userRecords.commands]
