import type { Column, SQL } from 'drizzle-orm'
import type { PgTableWithColumns } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { DeletePlan } from '../../domain/delete-plan.ts'
import type { MediaOwnerType } from '../../domain/enums.ts'
import type { Lang } from '../../domain/lang.ts'
import type { ListQuery } from '../../domain/list.ts'
import type { OrderItem } from '../../domain/ordering.ts'
import type { Translated } from '../../domain/translated.ts'
import type { Db } from '../db/client.ts'
import type { ChildList } from './childLists.ts'
import type { LinkList } from './ownedLists.ts'

// biome-ignore lint/suspicious/noExplicitAny: any Drizzle table; the resource's own type is kept by inference.
export type CrudTable = PgTableWithColumns<any>

export type RowOf<T extends CrudTable> = T['$inferSelect']
export type InsertOf<T extends CrudTable> = T['$inferInsert']

/** The database or the transaction a write runs in. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** Columns of the row holding a translatable value (`{en, nl}` jsonb, see ARCHITECTURE.md). */
export type TranslatableKey<T extends CrudTable> = {
  [K in keyof RowOf<T>]-?: Translated extends RowOf<T>[K]
    ? RowOf<T>[K] extends Translated
      ? K
      : never
    : never
}[keyof RowOf<T>] &
  string

/**
 * What a create or update stores: the table's insert values, except that a translatable column
 * takes the plain text of the request language (the pattern writes only that language).
 */
export type WriteValues<T extends CrudTable, K extends string> = {
  [P in keyof InsertOf<T>]?: P extends K ? string : InsertOf<T>[P]
}

export type ReadContext = { db: Queryable; lang: Lang; request: FastifyRequest }
export type WriteContext = ReadContext & { db: Queryable }
export type UpdateContext<T extends CrudTable> = WriteContext & { existing: RowOf<T> }

/** A unique column: checked before writing (and mapped when a concurrent write wins) → 409 on `field`. */
export type UniqueRule<T extends CrudTable> = {
  key: keyof RowOf<T> & string
  message: string
  /** The field named in `fields` of the error; defaults to `key`. */
  field?: string
  /** The index/constraint name, to tell several unique rules apart when the database refuses. */
  constraint?: string
  /**
   * Values that differ only in letter case are the same ('Beta tester', 'beta TESTER'); the
   * database's unique index is then on `lower(column)`, so a concurrent write is refused too.
   */
  ignoreCase?: boolean
}

export type SortColumn = Column | SQL | ((lang: Lang) => SQL)

export type ListOptions<Q extends ListQuery> = {
  /** Query string schema: `listQuerySchema` (default) or an extension of it with the area's filters. */
  query?: z.ZodType<Q>
  /** The condition for `?q=`; without it `q` is ignored. */
  search?: (q: string, context: { lang: Lang }) => SQL | undefined
  /** Conditions for the area's own query parameters (undefined entries are skipped). */
  filter?: (query: Q, context: { lang: Lang }) => (SQL | undefined)[]
  /** Fields `?sort=` accepts (`-field` sorts descending). Default `{ id }`. */
  sort?: Record<string, SortColumn>
  /** Sort when none is asked for. Default `'id'`; e.g. `'index'` for ordered resources. */
  defaultSort?: string
  /**
   * When a record counts as translated in `lang`, for `?state=`. Default: every translatable
   * column is filled in that language. A resource whose `translated` also reads owned children
   * (answers, steps) gives its own.
   */
  translatedWhere?: (lang: Lang) => SQL
}

export type ResourceDefinition<
  T extends CrudTable,
  Dto extends object,
  K extends TranslatableKey<T>,
  Row extends RowOf<T>,
  Q extends ListQuery,
  C,
  U,
> = {
  /** Singular name used in messages: `'Label'` → "Label not found.". */
  name: string
  /** Collection path below /api: `'/user-label'`. */
  path: `/${string}`
  /** A Drizzle table with an integer `id` primary key. */
  table: T
  /** Translatable columns: the `translated` flag of each DTO requires them filled in the request language. */
  translatable?: readonly K[]
  /** Loads what the DTO needs beyond the row (owned children, counts), for all listed rows at once. */
  load?: (rows: RowOf<T>[], context: ReadContext) => Promise<Row[]>
  /** Translatable values of owned children (answers, steps), also required for `translated`. */
  ownedTranslations?: (row: Row) => Iterable<Translated | null | undefined>
  /**
   * Translated values the DTO shows besides the translatable columns (a category's parent title),
   * by the DTO field that shows them: a missing one gets its reference too (see `reference`).
   */
  references?: (row: Row) => Readonly<Record<string, Translated | null | undefined>>
  /**
   * The record as the API answers it, in the request language. The pattern adds `translated`, and
   * `reference` (src/domain/reference.ts): the texts of the DTO's translatable fields (those named
   * like a translatable column, and `references`) that are missing in the request language, in
   * the language that has them. Embedded records carry their own (`textsIn`).
   */
  toDto: (row: Row, lang: Lang) => Dto
  /**
   * The DTO's zod schema from `src/domain/contracts`: every answer is checked against it, and it
   * is what the OpenAPI document and the console's client types say.
   */
  response: z.ZodType<NoInfer<Dto> & { translated: boolean }>
  list?: ListOptions<Q>
  /** `POST <path>` → 201 with the DTO. `values` may throw an HttpError (runs inside the transaction). */
  create?: {
    body: z.ZodType<C>
    values?: (input: C, context: WriteContext) => WriteValues<T, K> | Promise<WriteValues<T, K>>
  }
  /** `PUT <path>/:id` → 200 with the DTO. Values left undefined keep what is stored. */
  update?: {
    body: z.ZodType<U>
    values?: (input: U, context: UpdateContext<T>) => WriteValues<T, K> | Promise<WriteValues<T, K>>
  }
  /** `DELETE <path>/:id` → 200 `{ id }` (default on; `false` leaves the route out). */
  delete?:
    | boolean
    | {
        /**
         * What deleting the row would do, by the domain's rule (the same plan the drawer shows
         * before Delete is offered): a refused plan answers 409 in its words, nothing deleted.
         */
        plan?: (row: RowOf<T>, context: WriteContext) => DeletePlan | Promise<DeletePlan>
      }
  /** `PUT <path>/order` with `[{id, index}]`: stored indexes become 0..n-1 in the given order. */
  order?: {
    column: Column
    /**
     * `'kept'`: the given records trade the places they hold among themselves instead of taking
     * 0..n-1 (a subset of one list: the published quizzes among the stories).
     */
    slots?: 'kept'
    /** Extra rules for the given set (e.g. all of one parent); throw an HttpError to refuse. */
    check?: (items: OrderItem[], context: WriteContext) => void | Promise<void>
  }
  unique?: readonly UniqueRule<T>[]
  /**
   * The record has a media list (docs/product.md §3), stored in `media_links` under `owner`: the create and
   * update bodies may carry `media` (ids in order, `mediaListBodyField`), which the pattern takes
   * out of the stored values and writes as the owner's list in the same transaction (unknown ids:
   * 400 on `media`; left out: unchanged; a changed list raises the version). Delete drops the list.
   * The answer's list is the resource's own: `load` reads it with `loadMediaLists`.
   */
  media?: { owner: MediaOwnerType }
  /**
   * Lists of ids the record owns through link tables (an infographic's `categoryIds`): written
   * like the media list, in the write's transaction, from the body field each names (`LinkList`).
   */
  links?: readonly LinkList[]
  /**
   * Ordered lists of rows the record owns (a question's answers, an action's steps), written from
   * the body field each names, whole, in the write's transaction (`ChildList`, childLists.ts). The
   * kit reads them into the row under the same field, in order, before `load`; their translatable
   * values count in `translated` and in `?state=`.
   */
  children?: readonly ChildList[]
}

/**
 * Keeps a definition's types (the table's rows, translatable keys, schemas) for `registerCrud`.
 * Areas declare theirs from a contract with `serverResource` (serverResource.ts); the kit's own
 * tests write one out whole.
 */
export function resourceDefinition<
  T extends CrudTable,
  Dto extends object,
  const K extends TranslatableKey<T> = never,
  Row extends RowOf<T> = RowOf<T>,
  Q extends ListQuery = ListQuery,
  C = never,
  U = never,
>(definition: ResourceDefinition<T, Dto, K, Row, Q, C, U>): ResourceDefinition<T, Dto, K, Row, Q, C, U> {
  return definition
}

// biome-ignore lint/suspicious/noExplicitAny: a definition of any resource.
export type AnyResource = ResourceDefinition<any, any, any, any, any, any, any>

/** The DTO a resource answers with. */
export type DtoOf<R> = R extends { toDto: (...args: never[]) => infer Dto }
  ? Dto & { translated: boolean }
  : never
