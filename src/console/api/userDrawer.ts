import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../domain/lang.ts'
import { userCommandsApi, userFull, users } from './users.ts'

/**
 * What the user drawer's panels call beyond the user's own CRUD (`users`), as one client, so a
 * story or test fakes them all with one `provide(userDrawerApi, …)`: the full record
 * (`GET /api/user/{id}/full`), the resets, the per-record deletes and the notification.
 */
export const userDrawerApi = {
  full: userFull,
  resetPassword: userCommandsApi.resetPassword,
  resetBpt: userCommandsApi.resetBpt,
  resetCo2Quiz: userCommandsApi.resetCo2Quiz,
  deleteRecord: userCommandsApi.deleteRecord,
  notify: userCommandsApi.notify,
}
export type UserDrawerClient = typeof userDrawerApi

/**
 * The full record's key, `['users', lang, 'full', id]`: under the users resource, so a save or
 * delete of the user (which invalidates `['users']`) refreshes it too, and with the language, as
 * its titles (stories, actions, …) are translated. The deletion-request drawer reads the same key.
 */
export const userFullKey = (lang: Lang, id: number) => [...users.keys.other(lang, 'full'), id] as const

/** The user with everything the drawer's panels show, in `lang`. */
export const userFullRecordQuery = (client: UserDrawerClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: userFullKey(lang, id),
    queryFn: () => client.full(id, lang),
  })
