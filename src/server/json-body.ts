import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors.ts'

/**
 * The deepest nesting a request body may have. The deepest legitimate body is a data table
 * (its data nests at most 32 levels, DATA_TABLE_MAX_DEPTH), plus its envelope.
 */
export const MAX_BODY_DEPTH = 64

/**
 * How deep the arrays and objects of JSON text nest, stopping as soon as it passes `limit`.
 * One pass over the text; brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c)
        i++ // backslash: skip the escaped character
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true
    } else if (code === 0x5d || code === 0x7d) depth--
  }
  return false
}

/**
 * JSON bodies are refused past {@link MAX_BODY_DEPTH} levels before they are parsed: parsing a
 * megabyte of `[[[[…` alone blocks the event loop for half a second. Everything else (proto
 * poisoning checks, empty bodies) is Fastify's own parser.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (jsonDepthExceeds(text, MAX_BODY_DEPTH)) {
      done(badRequest(`The request body nests deeper than ${MAX_BODY_DEPTH} levels.`), undefined)
      return
    }
    parseJson(request, text, done)
  })
}
