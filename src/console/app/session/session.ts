import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { HTTPError } from 'ky'
import type { CurrentUser } from '../../../domain/auth.ts'
import { sessionApi } from '../../api/session.ts'

export const sessionKey = ['session'] as const

/** Signed in means: the session cookie works and the current user is loaded (SPEC §4). */
export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: sessionApi.current,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const user: CurrentUser | null = query.data ?? null
  // A 503 on the first probe says nothing about the session: wait for the server, don't sign out.
  const unavailable = !user && query.error instanceof HTTPError && query.error.response.status === 503
  const status = query.isPending ? 'loading' : user ? 'signed-in' : unavailable ? 'unavailable' : 'anonymous'
  return { user, status } as const
}

export function useStatus() {
  return useQuery({ queryKey: ['status'], queryFn: sessionApi.status, staleTime: Number.POSITIVE_INFINITY })
}

export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sessionApi.logout().catch(() => {}),
    onSettled: () => {
      queryClient.clear()
      queryClient.setQueryData(sessionKey, null)
      onDone()
    },
  })
}

/** Where to go after sign-in: the page the user was sent away from, else /users (SPEC §2). */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  // Only same-site paths, so a crafted link cannot send the user elsewhere.
  if (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login')) return next
  return '/users'
}

export function loginPathFor(pathname: string, search = '') {
  const path = `${pathname}${search}`
  return path === '/' || path.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(path)}`
}
