import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statusSchema } from '../../domain/contracts/common.ts'

export const statusRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get('/status', { schema: { response: { 200: statusSchema } } }, async () => ({ version }))
}
