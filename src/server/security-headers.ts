import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet built helmet's
 * middleware again for every request (parsing the policy each time): a tenth of a list request's
 * own cost (issue 19, a flame graph of `bench overhead`). The options never change while the
 * server runs, so neither do the headers.
 */
export function securityHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>()
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** Every response carries the security headers (set on the raw response, as @fastify/helmet did). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = [...securityHeaders(options)]
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
}
