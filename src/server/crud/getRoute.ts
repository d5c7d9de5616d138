import { idParam } from '../../domain/validation.ts'
import type { ZodApp } from './request.ts'
import type { ResourceParts } from './resourceParts.ts'

/** `GET <path>/:id` → 200 the DTO, 404 "<Name> not found.", 400 for an id that is not a positive integer. */
export function registerGetRoute(app: ZodApp, { db, resource, findRow, present, context }: ResourceParts) {
  app.get(
    `${resource.path}/:id`,
    { schema: { params: idParam, response: { 200: resource.response } } },
    async (request) => {
      const row = await findRow(db, request.params.id)
      const [dto] = await present([row], context(request))
      return dto
    },
  )
}
