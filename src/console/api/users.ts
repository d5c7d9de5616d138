import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Deleted } from '../../domain/contracts/common.ts'
import { userEndpoint } from '../../domain/contracts/endpoints.ts'
import type { NotificationSent } from '../../domain/contracts/users.ts'
import type { Lang } from '../../domain/lang.ts'
import type {
  DeletionRequestDto,
  ResetPasswordInput,
  SendNotificationInput,
  UserFullDto,
} from '../../domain/users.ts'
import { api } from './client.ts'
import { useClient } from './ResourceProvider.tsx'
import { bodyOf, inLanguage, pageOf, resourceClient, searchParamsOf } from './resource.ts'
import { queryResource, resourceChanged } from './resourceQueries.ts'

// The users resource, whole: its client, its keys, its queries and its mutations (one client, so a story or a
// test fakes what it needs of it with one `provide(usersApi, …)`).

/** The kinds of a user's own records with a delete of their own (docs/product.md §7). */
export const userRecordPaths = {
  stories: 'user-story',
  actions: 'user-action',
  steps: 'user-step',
  initiatives: 'user-initiative',
  infographics: 'user-info-graphic',
  userCo2QuizAnswers: 'user-co2-quiz-answer',
} as const
export type UserRecordKind = keyof typeof userRecordPaths

/** A page of the open deletion requests (`?page=&pageSize=`). */
export type DeletionRequestsQuery = { page: number; pageSize: number }

type Done = { id: number; message: string }

/**
 * App users (docs/product.md §7 "Users"): `GET /api/user` pages on the server (`?q=` over names, e-mail and
 * id, `?level=`); edits go to `PUT /api/user-admin/{id}` (the endpoint's `updatePath`). Beyond the
 * CRUD calls: the full record the drawer's panels and a removal's summary read, the deletion
 * requests, the resets, the per-record deletes and the notification.
 */
export const usersApi = {
  ...resourceClient(userEndpoint),
  /** The user with everything the drawer's panels show (`GET /api/user/{id}/full`), in `lang`. */
  full: (id: number, lang: Lang) => bodyOf<UserFullDto>(api.get(`user/${id}/full`, inLanguage(lang))),
  /** The open deletion requests (`GET /api/user/deletion-requests`), newest first, paged like every list. */
  deletionRequests: async (query: DeletionRequestsQuery) =>
    pageOf<DeletionRequestDto>(
      await api.get('user/deletion-requests', { searchParams: searchParamsOf(query) }),
    ),
  /** All activity data (`DELETE /api/user/{id}/data`); the account stays and its data-removal request is done. */
  deleteData: (id: number) => bodyOf<Done>(api.delete(`user/${id}/data`)),
  resetPassword: (input: ResetPasswordInput) => bodyOf<Done>(api.put('user/reset-password', { json: input })),
  resetBpt: (id: number) => bodyOf<Done>(api.post(`user/bpt/${id}`)),
  resetCo2Quiz: (id: number) => bodyOf<Done>(api.post(`user/co2quiz/${id}`)),
  deleteRecord: (kind: UserRecordKind, id: number) =>
    bodyOf<Deleted>(api.delete(`${userRecordPaths[kind]}/${id}`)),
  notify: (input: SendNotificationInput) =>
    bodyOf<NotificationSent>(api.post('notification/user', { json: input })),
}
export type UsersClient = typeof usersApi

/**
 * The users' keys (`['users', lang, …]`): the full record and the requests are under the users,
 * so a save, a delete or a handled request (which mark `['users']` stale) refreshes them too; the
 * language is in every key, as the full record's titles (stories, actions, …) are translated.
 */
export const users = queryResource('users', usersApi, (keys) => ({
  full: (lang: Lang, id: number) => [...keys.other(lang, 'full'), id] as const,
  /** Every page of the requests read in `lang`. */
  deletionRequestPages: (lang: Lang) => keys.other(lang, 'deletion-requests'),
  deletionRequests: (lang: Lang, query: DeletionRequestsQuery) =>
    [...keys.other(lang, 'deletion-requests'), query] as const,
}))

/** The user with everything the drawer's panels and a removal's summary show, in `lang`: one cache entry for both. */
export const userFullQuery = (client: UsersClient, lang: Lang, id: number) =>
  queryOptions({ queryKey: users.keys.full(lang, id), queryFn: () => client.full(id, lang) })

/** One page of the open deletion requests, newest first. */
export const deletionRequestsQuery = (client: UsersClient, lang: Lang, query: DeletionRequestsQuery) =>
  queryOptions({
    queryKey: users.keys.deletionRequests(lang, query),
    queryFn: () => client.deletionRequests(query),
  })

/** Sets a user's password (`PUT /api/user/reset-password`); the form tells what came of it. */
export function useResetPassword(userId: number) {
  const client = useClient(usersApi)
  return useMutation({ mutationFn: (password: string) => client.resetPassword({ id: userId, password }) })
}

/**
 * What the drawer's panels remove: one of the user's records (an action after its steps,
 * docs/product.md §4), or all their BPT or CO2 quiz answers.
 */
export type UserRemoval =
  | { type: 'delete'; kind: UserRecordKind; id: number; stepIds?: readonly number[] }
  | { type: 'removeBptAnswers' | 'removeCo2QuizAnswers' }

/** Removes it, then reads the users again, the drawer's full record included. */
export function useUserRemoval(userId: number) {
  const client = useClient(usersApi)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (removal: UserRemoval) => {
      try {
        if (removal.type === 'delete') {
          for (const stepId of removal.stepIds ?? []) await client.deleteRecord('steps', stepId)
          await client.deleteRecord(removal.kind, removal.id)
        } else if (removal.type === 'removeBptAnswers') await client.resetBpt(userId)
        else await client.resetCo2Quiz(userId)
      } finally {
        // Also after a failure: some of an action's steps may be gone already.
        await resourceChanged(queryClient, users)
      }
    },
  })
}
