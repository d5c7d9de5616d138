import type { z } from 'zod'
import type {
  DtoOf,
  Endpoint,
  QueryOf,
  ResourceContract,
  SchemasOf,
} from '../../domain/contracts/contract.ts'
import type { Lang } from '../../domain/lang.ts'
import type { Translated } from '../../domain/translated.ts'
import {
  type CrudTable,
  type ListOptions,
  type ReadContext,
  type ResourceDefinition,
  type RowOf,
  resourceDefinition,
  type TranslatableKey,
  type UpdateContext,
  type WriteContext,
  type WriteValues,
} from './resource.ts'

/** What the kit adds to every answer itself (`translated`, `version`, `reference`): not the area's to map. */
export type MappedDto<E extends Endpoint> = Omit<DtoOf<E>, 'translated' | 'version' | 'reference'>

/** A body schema's parsed value, `never` where the contract has no such body. */
type BodyOf<S> = S extends z.ZodType ? z.output<S> : never
type CreateBody<E extends Endpoint> = BodyOf<SchemasOf<E>['create']>
type UpdateBody<E extends Endpoint> = BodyOf<SchemasOf<E>['update']>

type Definition<
  E extends Endpoint,
  T extends CrudTable,
  K extends TranslatableKey<T>,
  Row extends RowOf<T>,
> = ResourceDefinition<T, MappedDto<E>, K, Row, QueryOf<E>, CreateBody<E>, UpdateBody<E>>

/**
 * What the server adds to a contract (src/domain/contracts): the table, how a row becomes the
 * contract's DTO, how lists search, filter and sort, and the write rules. Path, name, answer and
 * bodies come from the contract and cannot be given again; a part the contract does not offer
 * (`create` without a create schema, `order` without `order: true`) does not compile.
 */
export type ServerParts<
  E extends Endpoint,
  T extends CrudTable,
  K extends TranslatableKey<T>,
  Row extends RowOf<T>,
> = {
  table: T
  translatable?: readonly K[]
  load?: (rows: RowOf<T>[], context: ReadContext) => Promise<Row[]>
  ownedTranslations?: (row: Row) => Iterable<Translated | null | undefined>
  references?: (row: Row) => Readonly<Record<string, Translated | null | undefined>>
  /** The row as the contract's DTO, less what the kit adds (`MappedDto`). */
  toDto: (row: Row, lang: Lang) => MappedDto<E>
  list?: Omit<ListOptions<QueryOf<E>>, 'query'>
  create?: [CreateBody<E>] extends [never]
    ? never
    : {
        values?: (
          input: CreateBody<E>,
          context: WriteContext,
        ) => WriteValues<T, K> | Promise<WriteValues<T, K>>
      }
  update?: [UpdateBody<E>] extends [never]
    ? never
    : {
        values?: (
          input: UpdateBody<E>,
          context: UpdateContext<T>,
        ) => WriteValues<T, K> | Promise<WriteValues<T, K>>
      }
  /**
   * The delete's plan (a refused plan answers 409); `false` when the area answers the contract's
   * delete with a route of its own (feedback also removes the screenshot).
   */
  delete?: E['delete'] extends true ? Exclude<Definition<E, T, K, Row>['delete'], true> : never
  unique?: Definition<E, T, K, Row>['unique']
  media?: Definition<E, T, K, Row>['media']
  links?: Definition<E, T, K, Row>['links']
  children?: Definition<E, T, K, Row>['children']
} & (E['order'] extends true ? { order: NonNullable<Definition<E, T, K, Row>['order']> } : { order?: never })

/**
 * The server's resource of a contract: what `registerCrud` serves. Spreads the contract's path,
 * name and schemas into the kit's `ResourceDefinition` beside the server's parts.
 *
 * @example
 * export const labelResource = serverResource(labelContract, {
 *   table: labels,
 *   toDto: (row) => ({ id: row.id, value: row.value, creationDate: row.creationDate.toISOString() }),
 *   list: { search: (q) => contains(labels.value, q) },
 * })
 */
export function serverResource<
  E extends Endpoint,
  T extends CrudTable,
  const K extends TranslatableKey<T> = never,
  Row extends RowOf<T> = RowOf<T>,
>(contract: ResourceContract<E>, parts: ServerParts<E, T, K, Row>): Definition<E, T, K, Row> {
  const { list, create, update, delete: remove, order, ...rest } = parts
  const schemas: SchemasOf<E> = contract
  // The contract's schemas are the bodies and the answer: their types are those of `Definition`
  // by construction (DtoOf, QueryOf, CreateBody and UpdateBody read them), which a generic
  // contract cannot show the compiler.
  const definition = {
    ...rest,
    name: contract.name,
    path: contract.path,
    response: schemas.dto,
    list: { ...list, query: schemas.query },
    create: schemas.create && { ...create, body: schemas.create },
    update: schemas.update && { ...update, body: schemas.update },
    delete: contract.delete ? (remove ?? true) : false,
    order: contract.order ? order : undefined,
  } as Definition<E, T, K, Row>
  return resourceDefinition(definition)
}
