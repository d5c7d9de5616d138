import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Lang, parseLang } from '../../domain/lang.ts'

/** The app the kit's routes are declared on: Fastify with the zod type provider. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/** The editing language of a request: the `lang` header, `en` when missing or unknown. */
export const requestLang = (request: FastifyRequest): Lang => parseLang(request.headers.lang)
