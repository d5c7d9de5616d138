import type { Deleted } from '../../domain/contracts/common.ts'
import type { NotificationSent } from '../../domain/contracts/users.ts'
import type { Lang } from '../../domain/lang.ts'
import type {
  DeletionRequestDto,
  ResetPasswordInput,
  SendNotificationInput,
  UserDto,
  UserFormInput,
  UserFullDto,
  UserListQuery,
} from '../../domain/users.ts'
import { api } from './client.ts'
import { bodyOf, inLanguage, pageOf, resourceClient, searchParamsOf } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

const base = resourceClient<UserDto, UserFormInput, UserFormInput, UserListQuery>('user')

/**
 * App users (SPEC §7 "Users"): `GET /api/user` pages on the server (`?q=` over names, e-mail and
 * id, `?level=`); edits go to `PUT /api/user-admin/{id}`, which takes the drawer's fields only.
 */
export const usersApi = {
  ...base,
  update: (id: number, input: UserFormInput & { version?: number }, lang: Lang) =>
    bodyOf<UserDto>(api.put(`user-admin/${id}`, { json: input, ...inLanguage(lang) })),
}
export const users = defineResource('users', usersApi)

/** The user's deletion requests (`GET /api/user/deletion-requests`), paged like every list. */
export const deletionRequestsPage = async (query: { page: number; pageSize?: number }) =>
  pageOf<DeletionRequestDto>(await api.get('user/deletion-requests', { searchParams: searchParamsOf(query) }))

/** The kinds of a user's own records with a delete of their own (SPEC §7). */
export const userRecordPaths = {
  stories: 'user-story',
  actions: 'user-action',
  steps: 'user-step',
  initiatives: 'user-initiative',
  infographics: 'user-info-graphic',
  userCo2QuizAnswers: 'user-co2-quiz-answer',
} as const
export type UserRecordKind = keyof typeof userRecordPaths

/** The user with everything the drawer's panels show, in the editing language. */
export const userFull = (id: number, lang: Lang) =>
  bodyOf<UserFullDto>(api.get(`user/${id}/full`, inLanguage(lang)))

type Done = { id: number; message: string }

/** The user drawer's own calls beyond the record's CRUD. */
export const userCommandsApi = {
  resetPassword: (input: ResetPasswordInput) => bodyOf<Done>(api.put('user/reset-password', { json: input })),
  resetBpt: (id: number) => bodyOf<Done>(api.post(`user/bpt/${id}`)),
  resetCo2Quiz: (id: number) => bodyOf<Done>(api.post(`user/co2quiz/${id}`)),
  /** All activity data; the account stays and its data-removal request is done. */
  deleteData: (id: number) => bodyOf<Done>(api.delete(`user/${id}/data`)),
  deleteRecord: (kind: UserRecordKind, id: number) =>
    bodyOf<Deleted>(api.delete(`${userRecordPaths[kind]}/${id}`)),
  notify: (input: SendNotificationInput) =>
    bodyOf<NotificationSent>(api.post('notification/user', { json: input })),
}
