/** The body of every error answer of the API (docs/product.md §7). */
export type ApiErrorBody = {
  error: ApiErrorCode
  message: string
  fields?: Record<string, string>
  /** A 409 for a stale write: the record's current version (send it again to overwrite). */
  version?: number
}

/** The message of a 409 for a write based on an older version of the record. */
export const STALE_WRITE_MESSAGE = 'Changed by someone else since you opened it.'

export const apiErrorCodes = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  /**
   * A service the server relies on (the Expo push service) failed or did not answer: the request
   * was fine, nothing on this server broke, and the message says what went wrong.
   */
  502: 'bad_gateway',
  /** The database cannot be reached (a lost connection, a restart) or the server is overloaded: try again. */
  503: 'unavailable',
} as const
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes]
