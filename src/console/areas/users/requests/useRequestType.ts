import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { DeletionRequestType } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import type { DeletionRequestDto, UserFullDto } from '../../../../domain/users.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import type { Page } from '../../../api/resource.ts'
import { userFullQuery, users, usersApi } from '../../../api/users.ts'
import { useLanguage } from '../../../app/i18n/LanguageProvider.tsx'

export type RequestTypeLookup =
  | { state: 'resolving' }
  | { state: 'failed'; error: unknown; retry: () => void }
  /** The user has no open request (handled meanwhile, or a stale link). */
  | { state: 'none' }
  | { state: 'ready'; type: DeletionRequestType }

/** The type of user `id`'s request as a page of the requests table already read it. */
function listedType(queryClient: QueryClient, lang: Lang, id: number) {
  const pages = queryClient.getQueriesData<Page<DeletionRequestDto>>({
    queryKey: users.keys.deletionRequestPages(lang),
  })
  for (const [, page] of pages) {
    const row = page?.rows.find((request) => request.id === id)
    if (row) return row.type
  }
  return null
}

/** An account deletion includes the data, so it wins when a user asked for both (as the table lists it). */
const typeOf = (user: UserFullDto): DeletionRequestType | null =>
  user.requestedAccountDeletion ? 'account' : user.requestedDataRemoval ? 'data' : null

/**
 * What user `id` asked for: the deletion-request workflow starts with it. A row of the requests
 * table knows it; a link or a reload (`?request=12`) reads it from the user's record (the /full
 * record, which the workflow reads next anyway). `frozen` stops looking once the workflow runs,
 * so the request it handles does not vanish from under it when the lists refresh.
 */
export function useRequestType(id: number | null, frozen: boolean): RequestTypeLookup {
  const queryClient = useQueryClient()
  const client = useClient(usersApi)
  const { lang } = useLanguage()
  const listed = useMemo(
    () => (id === null ? null : listedType(queryClient, lang, id)),
    [queryClient, lang, id],
  )
  const full = useQuery({
    ...userFullQuery(client, lang, id ?? 0),
    enabled: id !== null && listed === null && !frozen,
    retry: false,
  })
  if (listed) return { state: 'ready', type: listed }
  if (full.data) {
    const type = typeOf(full.data)
    return type ? { state: 'ready', type } : { state: 'none' }
  }
  if (full.error) return { state: 'failed', error: full.error, retry: () => void full.refetch() }
  return { state: 'resolving' }
}
