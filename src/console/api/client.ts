import ky from 'ky'
import type { Lang } from '../../domain/lang.ts'

type ClientState = {
  lang: Lang
  /** Called on 401 or 500 (docs/product.md §7): the shell sends the user to /login and keeps the path. */
  onSessionLost: () => void
  /** Called on 503 (database out of reach, or overloaded): the shell keeps the page and shows a retry notice. */
  onUnavailable: () => void
  /** Called on every 2xx: the server answers again, so the shell hides that notice. */
  onAvailable: () => void
}

const state: ClientState = {
  lang: 'en',
  onSessionLost: () => {},
  onUnavailable: () => {},
  onAvailable: () => {},
}

export const configureApi = (next: Partial<ClientState>) => Object.assign(state, next)

/**
 * The one HTTP client: cookie session, `lang` and `cms` headers on every call.
 * Calls that may legitimately answer 401 (session probe, login) pass `context: { quiet401: true }`.
 */
export const api = ky.create({
  prefix: '/api/',
  // Absolute, so the same client also runs where Request needs full URLs (tests, workers).
  baseUrl: typeof location === 'undefined' ? undefined : location.origin,
  credentials: 'same-origin',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set('lang', state.lang)
        request.headers.set('cms', 'true')
      },
    ],
    afterResponse: [
      ({ response, options }) => {
        const quiet = (options.context as { quiet401?: boolean } | undefined)?.quiet401
        reportStatus(response.status, quiet)
      },
    ],
  },
})

/**
 * What an answer's status tells the shell (docs/product.md §7): 401 or 500 end the session, 503 shows the
 * retry notice, a success hides it. Shared by `api` and the few calls made without it (an upload
 * with progress uses XMLHttpRequest).
 */
export function reportStatus(status: number, quiet401 = false) {
  if ((status === 401 && !quiet401) || status === 500) state.onSessionLost()
  else if (status === 503) state.onUnavailable()
  else if (status >= 200 && status < 300) state.onAvailable()
}

/** Responses are parsed as JSON only for 200 and 201 (docs/product.md §7); anything else resolves to null. */
export async function readJson<T>(response: Response): Promise<T | null> {
  if (response.status !== 200 && response.status !== 201) return null
  return (await response.json()) as T
}

// A failed call is read by `failureOf` (src/domain/failure.ts), the one reader the drawers and
// the machines share.
