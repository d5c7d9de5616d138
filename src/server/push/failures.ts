import type { ExpoPushErrorTicket } from 'expo-server-sdk'

/** Why a push message was not sent, in words for the admin (completes "could not be sent: …"). */
export type PushFailure = {
  reason: string
  /** Expo's error code when it gave one (`DeviceNotRegistered`, …), for the log. */
  code: string | null
  /**
   * The token will never work again (the app was removed or its token expired): Expo asks
   * senders to stop using it, so the server forgets it.
   */
  tokenGone: boolean
  /** What was thrown, if anything, for the server's log (never shown to the admin). */
  cause?: unknown
}

/** The longest reason kept from the service's own words; its error texts are not ours to trust. */
const REASON_MAX = 200

const ticketReasons: Record<string, string> = {
  DeviceNotRegistered:
    'the device is no longer registered for notifications (the app was removed or its token expired)',
  MessageTooBig: 'the message is too big for the push service',
  MessageRateExceeded: 'too many messages were sent to this device; try again later',
  InvalidCredentials: "the app's push credentials are not valid; the app's developers must renew them",
  MismatchSenderId: "the app's push credentials do not match this device",
  ProviderError: "the phone's push provider (Apple or Google) refused it",
}

/** A ticket with `status: 'error'`: Expo took the request but refused this message. */
export function ticketFailure(ticket: ExpoPushErrorTicket): PushFailure {
  const code = ticket.details?.error ?? null
  const known = code !== null && Object.hasOwn(ticketReasons, code) ? ticketReasons[code] : undefined
  return {
    reason: known ?? `the push service refused it (${clip(ticket.message || code || 'no reason given')})`,
    code,
    tokenGone: code === 'DeviceNotRegistered',
  }
}

/** The send took longer than the configured time (`EXPO_PUSH_TIMEOUT_MS`). */
export const timeoutFailure = (): PushFailure => ({
  reason: 'the push service did not answer in time',
  code: 'Timeout',
  tokenGone: false,
})

const timeoutCodes = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])

/** The codes of an error and of the errors it wraps (`fetch failed` hides the socket's reason). */
function codesOf(error: unknown): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string') codes.push(code)
    current = cause
  }
  return codes
}

/**
 * What the SDK threw: the service answered with an HTTP error (its status on `statusCode`), or
 * could not be reached at all (undici's network and timeout errors), or answered nonsense.
 */
export function errorFailure(error: unknown): PushFailure {
  const codes = codesOf(error)
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (codes.some((code) => timeoutCodes.has(code))) return timeoutFailure()
  if (typeof status === 'number') {
    const reason =
      status === 401 || status === 403
        ? "the push service refused this server's access token (EXPO_ACCESS_TOKEN)"
        : status === 429
          ? 'the push service is receiving too many requests; try again later'
          : `the push service answered with an error (HTTP ${status})`
    return { reason, code: codes[0] ?? `HTTP ${status}`, tokenGone: false, cause: error }
  }
  // fetch's own failure ("fetch failed") wraps the socket's error (ECONNREFUSED, UND_ERR_SOCKET, …).
  if ((error instanceof TypeError && error.message === 'fetch failed') || codes.length) {
    return {
      reason: 'the push service could not be reached',
      code: codes.at(-1) ?? 'NetworkError',
      tokenGone: false,
      cause: error,
    }
  }
  return {
    reason: 'the push service gave an answer this server does not understand',
    code: null,
    tokenGone: false,
    cause: error,
  }
}

function clip(text: string) {
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text
}
