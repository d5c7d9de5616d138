import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import type { users } from '../db/schema.ts'
import { errorBody } from '../errors.ts'
import { findSessionUser, SESSION_COOKIE } from './sessions.ts'

export type SessionUser = typeof users.$inferSelect

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
    sessionToken: string | null
    authVia: 'cookie' | 'bearer' | null
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  if (bearer) return { token: bearer[1]!, via: 'bearer' }
  const cookie = request.cookies[SESSION_COOKIE]
  return cookie ? { token: cookie, via: 'cookie' } : null
}

/** Resolves the session of every /api request; guards decide what it may do. */
export function installSessions(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionToken', null)
  app.decorateRequest('authVia', null)
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    const found = readToken(request)
    if (!found) return
    // A cross-site form can send the cookie but cannot set a custom header.
    if (found.via === 'cookie' && !SAFE_METHODS.has(request.method) && request.headers.cms === undefined) {
      return reply.status(403).send(errorBody(403, 'Requests that change data must carry the cms header.'))
    }
    await resolveSession(request, db)
  })
}

/**
 * Reads the request's session (cookie or Bearer) into `request.user`. The /api hook does this for
 * every request; routes outside /api that need it (the private files of /file) call it themselves,
 * so public requests cost no session lookup.
 */
export async function resolveSession(request: FastifyRequest, db: Db) {
  const found = readToken(request)
  if (!found) return
  const user = await findSessionUser(db, found.token)
  if (!user) return
  request.user = user
  request.sessionToken = found.token
  request.authVia = found.via
}

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.status(401).send(errorBody(401, 'Please log in.'))
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.status(401).send(errorBody(401, 'Please log in.'))
  if (request.user.level !== 'admin')
    return reply.status(403).send(errorBody(403, 'Only admins may use the CMS.'))
}
