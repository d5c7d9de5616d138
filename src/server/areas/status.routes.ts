import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const statusRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get('/status', async () => ({ version }))
}
