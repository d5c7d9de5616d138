// What a database error means for the API, read in one place: the SQLSTATE (and constraint) of a
// PostgreSQL or PGlite error however it is wrapped, whether the database is out of reach, and
// which refusals are the request's fault.

/** The errors an error wraps: Drizzle's `cause`, Node's AggregateError (one per address tried). */
function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 5) return
  yield error
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  yield* errorChain(cause, depth + 1)
  if (Array.isArray(errors)) for (const inner of errors.slice(0, 5)) yield* errorChain(inner, depth + 1)
}

export type DbErrorInfo = { code: string; constraint?: string }

/** The SQLSTATE and constraint of the first error in the chain that has one. */
export function dbErrorInfo(error: unknown): DbErrorInfo | undefined {
  for (const current of errorChain(error)) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) }
    }
  }
  return undefined
}

/** Socket failures on the way to PostgreSQL. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/** What node-postgres (pg, pg-pool) and PGlite say when the connection is gone or cannot be had. */
const lostConnectionMessages = [
  /^Connection terminated\b/, // unexpectedly; due to connection timeout; or plain (client ending)
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
]

/**
 * The database cannot be reached or refuses work for now: a lost or refused connection, a server
 * shutting down or restarting (SQLSTATE class 08 connection exception, class 57 operator
 * intervention including 57014 query cancelled, 53300 too many connections). Worth a retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string') {
      if (/^(08|57)[0-9A-Z]{3}$/.test(code) || code === '53300') return true
      if (socketCodes.has(code)) return true
    }
    if (typeof message === 'string' && lostConnectionMessages.some((pattern) => pattern.test(message))) {
      return true
    }
  }
  return false
}

export type Refusal = { status: 400 | 409; message: string }

/**
 * A value the database refuses because of the request (class 22: out of range, a NUL in text;
 * class 23: a broken rule, a duplicate that slipped past a route's own check in a race, a
 * reference to a record that is gone or a record others still refer to), or undefined.
 */
export function refusalOf(error: unknown, method: string): Refusal | undefined {
  const code = dbErrorInfo(error)?.code
  if (!code) return undefined
  if (code.startsWith('22'))
    return { status: 400, message: 'A value in the request is out of range or not allowed.' }
  if (code === '23505') return { status: 409, message: 'This record already exists.' }
  if (code === '23503') {
    return method === 'DELETE'
      ? { status: 409, message: 'Other records still refer to this one.' }
      : { status: 400, message: 'The request refers to a record that does not exist.' }
  }
  if (code.startsWith('23')) return { status: 400, message: 'The request breaks a rule of the data.' }
  return undefined
}
