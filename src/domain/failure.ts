import { type ApiErrorCode, apiErrorCodes } from './errors.ts'

/**
 * What a failed call says, in the terms the console and the machines act on. Absent parts are
 * left out: a 404 has no field messages, a refusal without a body has no message (so
 * `failure.fields` tells at once whether the refusal names fields).
 */
export type Failure = {
  /** The answer's HTTP status. */
  status?: number
  /** The server's own message (the error body's `message`), never the HTTP client's wording. */
  message?: string
  /** Field messages of a refusal (400, or a 409 for a taken value), by field name. */
  fields?: Record<string, string>
  /** A stale write (409 naming the record's current version): send it back to overwrite. */
  conflictVersion?: number
}

const statusOfCode = new Map<string, number>(
  Object.entries(apiErrorCodes).map(([status, code]: [string, ApiErrorCode]) => [code, Number(status)]),
)

/**
 * The one reader of a failed call, for the client, the drawers and the machines alike (pure: the
 * machines run it too). It reads:
 * - an HTTP error of the `api` client (ky's `HTTPError`: the status of its response and the
 *   error body ky parsed into `data`), recognised by shape (an Error with a response) so nothing here loads ky;
 * - an answer thrown as a plain object (`{ status, error, message, fields, version }`: the media
 *   upload's XMLHttpRequest, and every fake of the stories and tests), with a numeric `status` or
 *   an error code with a message; the status is taken from the code when it is left out.
 * Anything else (a network error, an aborted call, a bug) is no answer: `undefined`.
 */
export function failureOf(error: unknown): Failure | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  // The same error reads as the same failure: a drawer reads it on every render, and an effect
  // that puts its field messages on the form runs again only for a new failure (a fresh object
  // each render set the fields, re-rendered and looped until React gave up).
  if (read.has(error)) return read.get(error)
  const failure = readFailure(error)
  read.set(error, failure)
  return failure
}

const read = new WeakMap<object, Failure | undefined>()

function readFailure(error: object): Failure | undefined {
  const answer = httpErrorAnswer(error)
  if (answer) return readBody(answer.data, answer.status)
  const status = part(error, 'status')
  const code = part(error, 'error')
  if (typeof status === 'number') return readBody(error, status)
  if (typeof code === 'string' && typeof part(error, 'message') === 'string')
    return readBody(error, statusOfCode.get(code))
  return undefined
}

/** A property of a value of unknown shape, as what it is: unknown. */
const part = (value: object, key: string): unknown => Reflect.get(value, key)

/** ky's `HTTPError`: an Error with the response (its status) and the body ky parsed (`data`). */
function httpErrorAnswer(error: object): { status: number; data: unknown } | undefined {
  if (!(error instanceof Error)) return undefined
  const response = part(error, 'response')
  const status = typeof response === 'object' && response !== null ? part(response, 'status') : undefined
  return typeof status === 'number' ? { status, data: part(error, 'data') } : undefined
}

/** The parts of an error body (ARCHITECTURE.md, "API conventions") that are what they claim to be. */
function readBody(body: unknown, status: number | undefined): Failure {
  const failure: Failure = {}
  if (status !== undefined) failure.status = status
  if (typeof body !== 'object' || body === null) return failure
  const message = part(body, 'message')
  const fields = part(body, 'fields')
  const version = part(body, 'version')
  if (typeof message === 'string' && message !== '') failure.message = message
  const texts = typeof fields === 'object' && fields !== null ? Object.entries(fields) : []
  const fieldMessages = texts.filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  if (fieldMessages.length > 0) failure.fields = Object.fromEntries(fieldMessages)
  if (status === 409 && typeof version === 'number') failure.conflictVersion = version
  return failure
}
