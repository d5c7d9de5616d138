import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

/** Where the reference page lives below /api (admin-only, like every CMS route). */
export const API_REFERENCE_PATH = '/docs'

/**
 * Collects every route's zod schemas (params, query, body, responses) into an OpenAPI 3.1
 * document. Register before any route, so each one is seen.
 */
export async function collectOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Canopy CMS API',
        version,
        description:
          'The API of the Canopy CMS console. Errors answer `{error, message, fields?}`. Every CMS route needs an admin session (the `accessToken` cookie with a `cms` header on writes, or `Authorization: Bearer`). Send `lang: en|nl` for translated fields.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
}

/**
 * `GET /api/openapi.json` and the readable reference at `/api/docs` (swagger-ui), registered in
 * the admin-only part of the API.
 */
export async function serveOpenApi(cms: FastifyInstance) {
  cms.get('/openapi.json', { schema: { hide: true } }, async () => cms.swagger())
  await cms.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    // The reference reads the same document.
    transformSpecification: () => cms.swagger() as Record<string, unknown>,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  })
}
