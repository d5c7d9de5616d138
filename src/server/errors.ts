import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { type ApiErrorBody, apiErrorCodes, STALE_WRITE_MESSAGE } from '../domain/errors.ts'
import { isDatabaseUnavailable, refusalOf } from './db/errors.ts'

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

/** A write based on an older version of the record: 409 with the version it has now. */
export class StaleWriteError extends HttpError {
  constructor(readonly currentVersion: number) {
    super(409, STALE_WRITE_MESSAGE)
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

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Try again in a moment.'

/** One error shape for every route; client mistakes never surface as 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StaleWriteError) {
      return reply.status(409).send({ ...errorBody(409, error.message), version: error.currentVersion })
    }
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
    const refusal = refusalOf(error, request.method)
    if (refusal) return reply.status(refusal.status).send(errorBody(refusal.status, refusal.message))
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
