import { existsSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import underPressure from '@fastify/under-pressure'
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { type AnswerMode, answerModeFor, answerSerializerCompiler } from './answers.ts'
import { authRoutes } from './areas/auth.routes.ts'
import { type AreaOptions, serverAreas } from './areas/index.ts'
import { statusRoutes } from './areas/status.routes.ts'
import { installSessions, requireAdmin } from './auth/guard.ts'
import { databaseRateLimitStore } from './auth/rate-limit-store.ts'
import type { ServerConfig, TrustProxy } from './config.ts'
import type { Db } from './db/client.ts'
import { errorBody, installErrorHandling } from './errors.ts'
import { openFileStore } from './files/config.ts'
import type { FileStore } from './files/store.ts'
import { installJsonBodyParser } from './json-body.ts'
import { fileRoutes } from './media/serve.ts'
import { collectOpenApi, serveOpenApi } from './openapi.ts'
import { installSecurityHeaders } from './security-headers.ts'
import { installStrictBodies } from './strict-bodies.ts'

export type AppOptions = {
  db: Db
  config: Pick<ServerConfig, 'sessionTtlHours' | 'loginRateLimit' | 'version' | 'consoleDir' | 'dataDir'> &
    Partial<Pick<ServerConfig, 'logLevel' | 'trustProxy' | 'maxEventLoopDelayMs' | 'push' | 'files'>>
  /** Told of every route as it is added (the route sweep test walks them all). */
  onRoute?: (route: RouteOptions) => void
  /** Where media and screenshots are stored; by default the store `config.files` names (the folder `DATA_DIR/files`). */
  files?: FileStore
  /** How answers are written (src/server/answers.ts); by NODE_ENV when not given. */
  answers?: AnswerMode
}

/** A number of hops becomes the function Fastify's types take (it means the same at run time). */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp({
  db,
  config,
  onRoute,
  files: store,
  answers,
}: AppOptions): Promise<FastifyInstance> {
  const files = store ?? openFileStore(config.files ?? { kind: 'local' }, config.dataDir)
  const app = Fastify({
    logger: config.logLevel && config.logLevel !== 'silent' ? { level: config.logLevel } : false,
    bodyLimit: 2 * 1024 * 1024,
    // Behind a reverse proxy the client's address and protocol come from X-Forwarded-*: rate-limit
    // keys and the cookie's Secure flag read them (README, TRUST_PROXY). Off by default.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    // Errors raised before routing (a malformed %-escape in the URL) keep the API's error shape.
    frameworkErrors: (error, _request, reply) => {
      ;(reply as FastifyReply).status(400).send(errorBody(400, error.message))
    },
  }).withTypeProvider<ZodTypeProvider>()
  if (onRoute) app.addHook('onRoute', onRoute)
  installStrictBodies(app)
  app.setSerializerCompiler(answerSerializerCompiler(answers ?? answerModeFor()))
  installErrorHandling(app)
  installJsonBodyParser(app)
  if (config.maxEventLoopDelayMs) {
    // An overloaded server says so at once instead of queueing requests for ever.
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      pressureHandler: (_request, reply) => {
        reply
          .status(503)
          .header('retry-after', '5')
          .send(errorBody(503, 'The server is busy. Try again in a moment.'))
      },
    })
  }
  // Stopping (SIGTERM, a rolling update): the requests in flight finish, and their answers close
  // their connections. Without this a client's keep-alive connection outlived its last answer,
  // and the server waited for it (up to the keep-alive timeout) before it could exit.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
  // Signed-in answers are personal and change with every write: no cache may keep them. Nor may
  // one keep /api/status, a load balancer's live readiness check.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })

  installSecurityHeaders(app, {
    // Served over plain HTTP on localhost: no HSTS and no upgrade of requests to https.
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  })
  // JSON answers of 1 kB and more travel compressed (brotli or gzip, as the client accepts); the
  // console's files are compressed at build time instead (serveConsole), images are left alone.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(429, `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    }),
  })
  installSessions(app, db)
  await collectOpenApi(app, config.version)

  await app.register(
    async (api) => {
      await api.register(statusRoutes, { version: config.version, db })
      await api.register(authRoutes, {
        db,
        sessionTtlHours: config.sessionTtlHours,
        loginRateLimit: config.loginRateLimit,
      })
      // Everything else is CMS: admins only.
      await api.register(async (cms) => {
        cms.addHook('onRequest', requireAdmin)
        // `push`: the users area sends notifications through it (from the environment when absent).
        const options: AreaOptions & { push?: ServerConfig['push'] } = {
          db,
          dataDir: config.dataDir,
          files,
          push: config.push,
        }
        for (const area of serverAreas)
          if (area.routes) await cms.register(area.routes as FastifyPluginAsyncZod<AreaOptions>, options)
        await serveOpenApi(cms)
      })
    },
    { prefix: '/api' },
  )

  await app.register(fileRoutes, { files, db })
  await serveConsole(app, config.consoleDir)
  return app
}

/** Below this size compressing a JSON answer costs more time than its bytes take to travel. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/** Hashed build files never change under their name; everything else is asked about each time. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The built console with history fallback; /api and /file keep their JSON 404s. Files under
 * assets/ carry their content's hash in their name, so browsers keep them for a year without
 * asking; index.html (and any other file) is revalidated on every visit (ETag, 304). The `.br`
 * and `.gz` copies made at build time (scripts/precompress.ts) are sent to browsers that accept them.
 */
async function serveConsole(app: FastifyInstance, consoleDir: string) {
  const hasConsole = existsSync(path.join(consoleDir, 'index.html'))
  const assets = path.join(consoleDir, 'assets') + path.sep
  if (hasConsole) {
    // Files are looked up per request (wildcard), so a rebuilt dist/ is served without a restart.
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, file) => {
        response.setHeader('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache')
        // The same address answers brotli, gzip or plain text, by the request's Accept-Encoding.
        response.setHeader('vary', 'accept-encoding')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/file/')
    if (hasConsole && request.method === 'GET' && !isApi && !path.extname(url)) {
      return reply.sendFile('index.html', consoleDir)
    }
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${url}.`))
  })
}
