import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '../../../domain/auth.ts'
import { failureOf } from '../../../domain/failure.ts'
import { sessionApi } from '../../api/session.ts'

export const sessionKey = ['session'] as const

const HINT_KEY = 'canopy.signed-in'

/**
 * Whether this browser was signed in when it last knew (the session cookie itself is httpOnly).
 * The login page asks the server only then, so an anonymous visit makes no 401 (which the
 * browser would log as an error on every visit).
 */
export const sessionHint = {
  get(): boolean {
    try {
      return localStorage.getItem(HINT_KEY) === '1'
    } catch {
      return true
    }
  },
  set(signedIn: boolean) {
    try {
      if (signedIn) localStorage.setItem(HINT_KEY, '1')
      else localStorage.removeItem(HINT_KEY)
    } catch {
      // Private windows may refuse storage: the login page then always asks.
    }
  },
}

async function currentUser() {
  try {
    const user = await sessionApi.current()
    sessionHint.set(user !== null)
    return user
  } catch (error) {
    if (failureOf(error)?.status === 401) sessionHint.set(false)
    throw error
  }
}

/**
 * Signed in means: the session cookie works and the current user is loaded (docs/product.md §4).
 * `onlyIfHinted` (the public pages): without the hint, the visitor is anonymous without asking.
 */
export function useSession({ onlyIfHinted = false } = {}) {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: currentUser,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !onlyIfHinted || sessionHint.get(),
  })
  const user: CurrentUser | null = query.data ?? null
  // A 503 on the first probe says nothing about the session: wait for the server, don't sign out.
  const unavailable = !user && failureOf(query.error)?.status === 503
  const asking = query.isPending && query.fetchStatus !== 'idle'
  const status = asking ? 'loading' : user ? 'signed-in' : unavailable ? 'unavailable' : 'anonymous'
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
      sessionHint.set(false)
      queryClient.clear()
      queryClient.setQueryData(sessionKey, null)
      onDone()
    },
  })
}

/** Where to go after sign-in: the page the user was sent away from, else /users (docs/product.md §2). */
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
