import type { FastifyRequest } from 'fastify'
import { MAX_ID } from '../../domain/validation.ts'
import { badRequest } from '../errors.ts'

// No lost updates: the version a PUT was based on, read before the body schema drops it.

/**
 * The version a PUT was based on: `version` of the body (the record as GET answered it, sent
 * back). Read before the body schema drops it; without one the write is not checked.
 */
const expectedVersions = new WeakMap<FastifyRequest, number>()

/** The version a PUT named (read by `readExpectedVersion`), undefined when it named none. */
export const expectedVersionOf = (request: FastifyRequest) => expectedVersions.get(request)

/** A `preValidation` hook for PUTs of versioned records outside this pattern (the users area's). */
export async function readExpectedVersion(request: FastifyRequest) {
  const body = request.body as { version?: unknown } | null
  if (!body || typeof body !== 'object' || Array.isArray(body) || body.version === undefined) return
  const { version } = body
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > MAX_ID) {
    throw badRequest('Version must be a whole number of at least 1.', {
      version: 'Version must be a whole number of at least 1.',
    })
  }
  expectedVersions.set(request, version)
}
