import type { z } from 'zod'
import type { ListQuery } from '../list.ts'

// How a CRUD resource's endpoint is declared once for both halves (README "Adding an area").
// No zod at run time here: the console's clients (and the palette commands that load with the
// shell) read only an endpoint's facts; its schemas are types to them.

/** A collection path below /api: `/user-label`. */
export type ApiPath = `/${string}`

/** `P` when it is a well-formed path (lower case, no blank, no empty or trailing segment), else `never`. */
export type CheckedPath<P extends string> = P extends
  | `${string}/`
  | `${string}//${string}`
  | `${string} ${string}`
  ? never
  : P extends Lowercase<P>
    ? P
    : never

/** What every record of the kit answers with: an id, its `translated` flag, a version where editable. */
export type RecordShape = { id: number; translated: boolean; version?: number }

/** A resource's schemas, from src/domain: what it answers, the list query it reads, the bodies it takes. */
export type ContractSchemas = {
  /** The record as the API answers it (list and single record alike). */
  dto: z.ZodType<RecordShape>
  /** The list's query string: `listQuerySchema` or an extension with the resource's filters. */
  query: z.ZodType<ListQuery>
  /** `POST <path>`: left out, the resource has no create. */
  create?: z.ZodType<object>
  /** `PUT <path>/:id`: left out, the resource has no update. */
  update?: z.ZodType<object>
}

declare const schemaTypes: unique symbol

/** The facts of an endpoint a client needs at run time, with its schemas' types attached. */
export type Endpoint<S extends ContractSchemas = ContractSchemas> = {
  /** Singular, used in messages: `'Label'` → "Label not found.". */
  readonly name: string
  /** `GET <path>`, `GET|PUT|DELETE <path>/:id`, `POST <path>`, `PUT <path>/order`. */
  readonly path: ApiPath
  /**
   * Where updates go when not below `path` (users: the drawer's fields at `/user-admin/:id`). Only
   * for resources whose routes the area writes itself: the CRUD kit serves `path` alone.
   */
  readonly updatePath?: ApiPath
  /** `PUT <path>/order` exists. */
  readonly order?: boolean
  /** `DELETE <path>/:id` exists. */
  readonly delete?: boolean
  /**
   * `false`: no `GET <path>/:id`, where the list's rows are of several kinds whose ids overlap (the
   * /content list); its rows are read with the list's filters instead (`?type=&id=`).
   */
  readonly records?: false
  /** Types only, never set: the schemas the contract pairs with this endpoint. */
  readonly [schemaTypes]?: S
}

type EndpointFacts = Omit<Endpoint, typeof schemaTypes>

/**
 * Declares an endpoint whose schemas are `S` (`typeof` the area's schemas object, imported as a
 * type): `endpoint<typeof labelSchemas>()({ name: 'Label', path: '/user-label', delete: true })`.
 * A malformed path does not compile.
 */
export const endpoint =
  <S extends ContractSchemas>() =>
  <const F extends EndpointFacts>(facts: F & { path: CheckedPath<F['path']> }): F & Endpoint<S> =>
    facts

/** The schemas an endpoint was declared with. */
export type SchemasOf<E extends Endpoint> = E extends Endpoint<infer S> ? S : never

/** An endpoint with its schemas: what the server's resource is made from. */
export type ResourceContract<E extends Endpoint = Endpoint> = E & SchemasOf<E>

/** Pairs an endpoint with the schemas it was declared with (anything else does not compile). */
export function defineContract<E extends Endpoint>(endpoint: E, schemas: SchemasOf<E>): ResourceContract<E> {
  return { ...endpoint, ...schemas }
}

/** The record an endpoint answers with. */
export type DtoOf<E extends Endpoint> = z.output<SchemasOf<E>['dto']>
/** The list query an endpoint reads (as parsed: what a client may send). */
export type QueryOf<E extends Endpoint> = z.output<SchemasOf<E>['query']>
/** The body a create sends (before the schema's defaults and trimming). */
export type CreateOf<E extends Endpoint> = SchemasOf<E>['create'] extends z.ZodType
  ? z.input<SchemasOf<E>['create']>
  : never
/** The body an update sends. */
export type UpdateOf<E extends Endpoint> = SchemasOf<E>['update'] extends z.ZodType
  ? z.input<SchemasOf<E>['update']>
  : never
