import type { ListQuery } from '../../domain/list.ts'
import type { Db } from '../db/client.ts'
import { registerCreateRoute } from './createRoute.ts'
import { registerDeleteRoute } from './deleteRoute.ts'
import { registerGetRoute } from './getRoute.ts'
import { registerListRoute } from './listRoute.ts'
import { registerOrderRoute } from './orderRoute.ts'
import type { ZodApp } from './request.ts'
import type { AnyResource, CrudTable, ResourceDefinition, RowOf, TranslatableKey } from './resource.ts'
import { resourceParts } from './resourceParts.ts'
import { registerUpdateRoute } from './updateRoute.ts'

/**
 * Declares the routes of one resource on `app` (call it from an area plugin after the area's own
 * routes), each from its own file:
 * - `GET <path>` → 200 plain array; with `?page=` a page of it and the total in `x-total-count`.
 * - `GET <path>/:id` → 200 DTO, 404 "<Name> not found.", 400 for an id that is not a positive integer.
 * - `POST <path>` → 201 DTO. `PUT <path>/:id` → 200 DTO.
 * - `DELETE <path>/:id` → 200 `{ id }`.
 * - `PUT <path>/order` → 200 `[{id, index}]` as stored (0..n-1), 404 naming unknown ids.
 * Field errors are 400 `{error, message, fields}`; a duplicate of a unique field is 409 on that field.
 */
export function registerCrud<
  T extends CrudTable,
  Dto extends object,
  K extends TranslatableKey<T>,
  Row extends RowOf<T>,
  Q extends ListQuery,
  C,
  U,
>(app: ZodApp, db: Db, definition: ResourceDefinition<T, Dto, K, Row, Q, C, U>) {
  // The definition was checked against its table when declared; inside, rows are plain records.
  const resource = definition as unknown as AnyResource
  const parts = resourceParts(db, resource)
  // Fixed paths first (Fastify prefers them over `/:id` anyway).
  if (resource.order) registerOrderRoute(app, parts, resource.order)
  registerListRoute(app, parts)
  registerGetRoute(app, parts)
  if (resource.create) registerCreateRoute(app, parts, resource.create)
  if (resource.update) registerUpdateRoute(app, parts, resource.update)
  const remove = resource.delete ?? true
  if (remove) registerDeleteRoute(app, parts, remove)
}
