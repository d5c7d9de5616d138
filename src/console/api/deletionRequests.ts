import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../domain/lang.ts'
import { userFullKey } from './userDrawer.ts'
import { deletionRequestsPage, userCommandsApi, userFull, users, usersApi } from './users.ts'

/**
 * What the deletion-request table and the Handle the request drawer call, as one client, so a
 * story or test fakes the whole workflow with one `provide(deletionRequestsApi, …)`:
 * the open requests (paged), the user's /full record (what a removal takes away), and the two
 * removals (SPEC §7: `DELETE /api/user/{id}` for the account, `DELETE /api/user/{id}/data` for
 * the data only).
 */
export const deletionRequestsApi = {
  page: deletionRequestsPage,
  full: userFull,
  removeAccount: (id: number) => usersApi.remove(id),
  removeData: (id: number) => userCommandsApi.deleteData(id),
}
export type DeletionRequestsClient = typeof deletionRequestsApi

/**
 * Keys under the users resource (`['users', lang, …]`), so invalidating the users (after a save,
 * a delete or a handled request) refreshes the requests too; the language is in every key as in
 * the rest of the kit (resourceQueries.ts), though requests hold no translated text.
 */
export const deletionRequestKeys = {
  page: (lang: Lang, query: { page: number; pageSize: number }) =>
    [...users.keys.other(lang, 'deletion-requests'), query] as const,
  /** The user drawer's key: a removal's summary and the drawer's panels share one cache entry. */
  full: userFullKey,
}

/** One page of the open deletion requests, newest first. */
export const deletionRequestsQuery = (
  client: DeletionRequestsClient,
  lang: Lang,
  query: { page: number; pageSize: number },
) =>
  queryOptions({
    queryKey: deletionRequestKeys.page(lang, query),
    queryFn: () => client.page(query),
  })

/** The user with everything a removal would take away, in `lang`. */
export const userFullQuery = (client: DeletionRequestsClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: deletionRequestKeys.full(lang, id),
    queryFn: () => client.full(id, lang),
  })
