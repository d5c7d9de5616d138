import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statusSchema } from '../../domain/contracts/common.ts'
import type { Db } from '../db/client.ts'

/**
 * `GET /api/status`: health and readiness in one, for a load balancer (docs/deploy.md). 200 with
 * the version once the database answers a query; 503 while it cannot be reached (the error
 * handler's answer for a lost database) and while the server is stopping (Fastify answers 503 to
 * every request once it closes), so the balancer sends new requests to the other servers.
 */
export const statusRoutes: FastifyPluginAsyncZod<{ version: string; db: Db }> = async (
  app,
  { version, db },
) => {
  app.get('/status', { schema: { response: { 200: statusSchema } } }, async () => {
    await db.execute(sql`select 1`)
    return { version }
  })
}
