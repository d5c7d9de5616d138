import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { type ApiErrorBody, apiErrorCodes } from '../domain/errors.ts'

type Status = keyof typeof apiErrorCodes

/** An expected failure with a status and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly status: Status,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`)
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields)
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, fields)

export function errorBody(status: Status, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: apiErrorCodes[status], message, ...(fields ? { fields } : {}) }
}

const knownStatus = (code: number | undefined): code is Status =>
  code !== undefined && code in apiErrorCodes && code !== 500

/** The SQLSTATE of a PostgreSQL/PGlite error, also when Drizzle wraps it (`cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && /^(22|23)/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The errors an error wraps: Drizzle's `cause`, Node's AggregateError (one per address tried). */
function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 5) return
  yield error
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  yield* errorChain(cause, depth + 1)
  if (Array.isArray(errors)) for (const inner of errors.slice(0, 5)) yield* errorChain(inner, depth + 1)
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

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Try again in a moment.'

/** One error shape for every route; client mistakes never surface as 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.status, error.message, error.fields))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const field: string =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body')
        fields[field] ??= issue.message ?? 'Invalid value.'
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.'
      return reply.status(400).send(errorBody(400, first, fields))
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(400, error.message))
    }
    // A lost database is no fault of the request nor a bug: the client may retry (and the console
    // must not treat it like a broken session).
    if ((error.statusCode === undefined || error.statusCode >= 500) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.status(503).header('retry-after', '2').send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE))
    }
    // A value the database refuses (an id beyond the integer range, a NUL character in text) is
    // the client's mistake; so is a duplicate that slipped past a route's own check in a race.
    const state = sqlState(error)
    if (state?.startsWith('22')) {
      return reply.status(400).send(errorBody(400, 'A value in the request is out of range or not allowed.'))
    }
    if (state === '23505') return reply.status(409).send(errorBody(409, 'This record already exists.'))
    // A reference to a record that is gone (write), or a record others still refer to (delete).
    if (state === '23503') {
      return request.method === 'DELETE'
        ? reply.status(409).send(errorBody(409, 'Other records still refer to this one.'))
        : reply.status(400).send(errorBody(400, 'The request refers to a record that does not exist.'))
    }
    if (state?.startsWith('23')) {
      return reply.status(400).send(errorBody(400, 'The request breaks a rule of the data.'))
    }
    const status = error.statusCode
    if (knownStatus(status)) {
      const message =
        status === 429
          ? 'Too many attempts. Please wait a minute and try again.'
          : error.message || 'Request failed.'
      return reply.status(status).send(errorBody(status, message))
    }
    if (status && status >= 400 && status < 500) {
      return reply.status(400).send(errorBody(400, error.message || 'Invalid request.'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(errorBody(500, 'Something went wrong on the server.'))
  })
}
