import { and, eq, getTableColumns, inArray, not, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import { deletedSchema, orderAnswerSchema } from '../../domain/contracts/common.ts'
import { deletePlanText } from '../../domain/delete-plan.ts'
import { type Lang, parseLang } from '../../domain/lang.ts'
import { type ListQuery, listQuerySchema } from '../../domain/list.ts'
import { type OrderItem, orderSchema, renumber } from '../../domain/ordering.ts'
import { referenceOf } from '../../domain/reference.ts'
import { isTranslationComplete, type Translated } from '../../domain/translated.ts'
import { idParam } from '../../domain/validation.ts'
import type { Db } from '../db/client.ts'
import { dbErrorInfo } from '../db/errors.ts'
import { badRequest, conflict, HttpError, notFound, StaleWriteError } from '../errors.ts'
import { ownedLists } from './ownedLists.ts'
import { pageWindow, sortTerms } from './paging.ts'
import type {
  AnyResource,
  CrudTable,
  Queryable,
  ReadContext,
  ResourceDefinition,
  RowOf,
  SortColumn,
  TranslatableKey,
} from './resource.ts'
import { filledText, mergeTranslation } from './sql.ts'
import { expectedVersionOf, readExpectedVersion } from './versions.ts'

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/** The editing language of a request: the `lang` header, `en` when missing or unknown. */
export const requestLang = (request: FastifyRequest): Lang => parseLang(request.headers.lang)

/** `crudRoutes(resource)` as a plugin: `await cms.register(crudRoutes(labelResource), { db })`. */
export function crudRoutes<
  T extends CrudTable,
  Dto extends object,
  K extends TranslatableKey<T>,
  Row extends RowOf<T>,
  Q extends ListQuery,
  C,
  U,
>(resource: ResourceDefinition<T, Dto, K, Row, Q, C, U>): FastifyPluginAsyncZod<{ db: Db }> {
  return async (app, { db }) => registerCrud(app, db, resource)
}

/**
 * Declares the routes of one resource on `app` (call it from an area plugin after the area's own
 * routes). Answers:
 * - `GET <path>` → 200 plain array; with `?page=` a page of it and the total in `x-total-count`.
 * - `GET <path>/:id` → 200 DTO, 404 "<Name> not found.", 400 for an id that is not a positive integer.
 * - `POST <path>` → 201 DTO. `PUT <path>/:id` → 200 DTO.
 * - `DELETE <path>/:id` → 200 `{ id }`. Not 204: the console's client parses JSON for 200/201
 *   only, and the id lets it drop the row from caches without a reload.
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
  const { table, name, path, response: dto } = resource
  const idColumn = table.id
  const columns = getTableColumns(table)
  const translatable = new Set<string>(resource.translatable ?? [])
  const listOptions = resource.list ?? {}
  const sortFields: Record<string, SortColumn> = listOptions.sort ?? { id: idColumn }
  const defaultSort = listOptions.defaultSort ?? 'id'
  if (resource.ownedTranslations && !listOptions.translatedWhere) {
    throw new Error(
      `${name}: ownedTranslations needs list.translatedWhere, so ?state= agrees with translated.`,
    )
  }
  if (!Object.hasOwn(sortFields, defaultSort.replace(/^-/, ''))) {
    throw new Error(`${name}: the default sort ${defaultSort} is not one of list.sort.`)
  }

  // Editable records carry a version (a `version` column): answered with every read, checked and
  // raised by every update.
  const versionColumn = Object.hasOwn(columns, 'version') ? columns.version! : undefined

  /** The stored values of the DTO's translated texts, by DTO field (what `reference` is made of). */
  const referencedValues = (row: Record<string, unknown>, dto: Record<string, unknown>) => {
    const values: Record<string, Translated | null | undefined> = {}
    for (const key of translatable) {
      if (typeof dto[key] === 'string') values[key] = row[key] as Translated | null | undefined
    }
    return { ...values, ...resource.references?.(row) }
  }

  const present = async (rows: Record<string, unknown>[], context: ReadContext) => {
    const loaded = resource.load ? await resource.load(rows, context) : rows
    return loaded.map((row: Record<string, unknown>) => {
      const values = [...translatable].map((key) => row[key] as Translated | null | undefined)
      if (resource.ownedTranslations) values.push(...resource.ownedTranslations(row))
      const dto = resource.toDto(row, context.lang) as Record<string, unknown>
      const reference = referenceOf(referencedValues(row, dto), context.lang)
      // Fields added one by one: on Node 20 a spread followed by more fields is 50 times slower
      // (issue 19). The answer's field order is the schema's whatever the order here.
      const answer = Object.assign({}, dto)
      if (reference) answer.reference = reference
      answer.translated = isTranslationComplete(values, context.lang)
      if (versionColumn) answer.version = row.version
      return answer
    })
  }

  /** The SQL twin of the DTO's `translated` flag. */
  const translatedWhere = (lang: Lang): SQL =>
    listOptions.translatedWhere?.(lang) ??
    and(sql`true`, ...[...translatable].map((key) => sql`${filledText(columns[key]!, lang)} is not null`))!

  const orderBy = (sort: string | undefined, lang: Lang, reversed = false) => {
    const wanted = sort ?? defaultSort
    const field = wanted.replace(/^-/, '')
    const target = Object.hasOwn(sortFields, field) ? sortFields[field] : undefined
    if (!target) throw badRequest(`Cannot sort by ${field}.`, { sort: 'Unknown field.' })
    const expression = typeof target === 'function' ? target(lang) : target
    return sortTerms(expression, wanted.startsWith('-'), idColumn, reversed)
  }

  /** Write values as stored: translatable text goes into the request language only. */
  const stored = (values: Record<string, unknown>, lang: Lang, mode: 'insert' | 'update') => {
    const result: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || !Object.hasOwn(columns, key)) continue
      if (!translatable.has(key)) result[key] = value
      else if (typeof value !== 'string') throw new Error(`${name}.${key} is translatable: write it as text.`)
      else result[key] = mode === 'insert' ? { [lang]: value } : mergeTranslation(columns[key]!, lang, value)
    }
    return result
  }

  const uniqueConflict = (rule: NonNullable<AnyResource['unique']>[number]) =>
    conflict(rule.message, { [rule.field ?? rule.key]: rule.message })

  const checkUnique = async (tx: Queryable, values: Record<string, unknown>, exceptId?: number) => {
    for (const rule of resource.unique ?? []) {
      const value = values[rule.key]
      if (value === undefined) continue
      const column = columns[rule.key]!
      const same = rule.ignoreCase ? sql`lower(${column}) = lower(${value})` : eq(column, value)
      const [found] = await tx
        .select({ id: idColumn })
        .from(table)
        .where(exceptId === undefined ? same : and(same, sql`${idColumn} <> ${exceptId}`))
        .limit(1)
      if (found) throw uniqueConflict(rule)
    }
  }

  /**
   * A duplicate or a broken reference, told in this resource's words (which unique field, what is
   * still in use); any other database refusal is mapped by the error handler (src/server/db/errors.ts).
   */
  const guard = async <R>(operation: 'write' | 'delete', run: () => Promise<R>): Promise<R> => {
    try {
      return await run()
    } catch (error) {
      const info = error instanceof HttpError ? undefined : dbErrorInfo(error)
      if (info?.code === '23505') {
        // A concurrent write took the value between the check and the insert.
        const rules = resource.unique ?? []
        const matched =
          rules.find((rule) => rule.constraint !== undefined && rule.constraint === info.constraint) ??
          (rules.length === 1 && rules[0]!.constraint === undefined ? rules[0] : undefined)
        throw matched ? uniqueConflict(matched) : conflict('This record already exists.')
      }
      if (info?.code === '23503') {
        throw operation === 'delete'
          ? conflict(`${name} is still in use and cannot be deleted.`)
          : badRequest('A record this one refers to does not exist.')
      }
      throw error
    }
  }

  const findRow = async (tx: Queryable, id: number, lock = false) => {
    const query = tx.select().from(table).where(eq(idColumn, id)).limit(1)
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound(name)
    return row as Record<string, unknown>
  }

  const lists = ownedLists(resource)

  const context = (request: FastifyRequest, tx: Queryable = db): ReadContext => ({
    db: tx,
    lang: requestLang(request),
    request,
  })

  // Fixed paths first (Fastify prefers them over `/:id` anyway).
  const { order } = resource
  if (order) {
    app.put(
      `${path}/order`,
      { schema: { body: orderSchema, response: { 200: orderAnswerSchema } } },
      async (request) => {
        const items = renumber(request.body)
        const ids = items.map((item) => item.id)
        await guard('write', () =>
          db.transaction(async (tx) => {
            const found = await tx
              .select({ id: idColumn })
              .from(table)
              .where(inArray(idColumn, ids))
              .for('update')
            const known = new Set(found.map((row: { id: number }) => row.id))
            const missing = ids.filter((id) => !known.has(id))
            if (missing.length) throw new HttpError(404, `${name} not found: ${missing.join(', ')}.`)
            await order.check?.(items, context(request, tx))
            await tx.execute(
              sql`update ${table} set ${sql.identifier(order.column.name)} = v.position from (values ${sql.join(
                items.map((item: OrderItem) => sql`(${item.id}::integer, ${item.index}::integer)`),
                sql`, `,
              )}) as v(id, position) where ${idColumn} = v.id`,
            )
          }),
        )
        return items
      },
    )
  }

  app.get(
    path,
    { schema: { querystring: listOptions.query ?? listQuerySchema, response: { 200: z.array(dto) } } },
    async (request, reply) => {
      const query = request.query as ListQuery
      const lang = requestLang(request)
      const conditions: (SQL | undefined)[] = []
      if (query.q && listOptions.search) conditions.push(listOptions.search(query.q, { lang }))
      if (listOptions.filter) conditions.push(...listOptions.filter(query, { lang }))
      if (query.state) {
        // Parenthesised: a resource's own condition may be `a and b`, and `not` binds tighter.
        const translated = sql`(${translatedWhere(lang)})`
        conditions.push(query.state === 'translated' ? translated : not(translated))
      }
      const where = and(...conditions.filter(Boolean))
      const sorted = orderBy(query.sort, lang)
      if (!query.page) {
        const rows = await db
          .select()
          .from(table)
          .where(where)
          .orderBy(...sorted)
        return present(rows, context(request))
      }
      const counting = db.select({ n: sql<number>`count(*)::int` }).from(table).where(where)
      const pageOf = (window: ReturnType<typeof pageWindow>) =>
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...(window.reversed ? orderBy(query.sort, lang, true) : sorted))
          .limit(window.limit)
          .offset(window.offset)
      const size = query.pageSize ?? PAGE_SIZE
      // The first page is read from the start whatever the total, so it need not wait for the
      // count: on PostgreSQL both run at once, on two connections of the pool.
      const [[count], firstPage] = await Promise.all([
        counting,
        query.page === 1 ? pageOf({ offset: 0, limit: size, reversed: false }) : null,
      ])
      const total = count?.n ?? 0
      reply.header(TOTAL_COUNT_HEADER, String(total))
      if (firstPage) return present(firstPage, context(request))
      const window = pageWindow(query.page, size, total)
      const rows = await pageOf(window)
      return present(window.reversed ? rows.reverse() : rows, context(request))
    },
  )

  app.get(`${path}/:id`, { schema: { params: idParam, response: { 200: dto } } }, async (request) => {
    const row = await findRow(db, request.params.id)
    const [dto] = await present([row], context(request))
    return dto
  })

  const { create, update } = resource
  if (create) {
    app.post(path, { schema: { body: create.body, response: { 201: dto } } }, async (request, reply) => {
      const lang = requestLang(request)
      const row = await guard('write', () =>
        db.transaction(async (tx) => {
          const input = request.body
          const values = lists.strip(
            create.values
              ? await create.values(input, context(request, tx))
              : (input as Record<string, unknown>),
          )
          await checkUnique(tx, values)
          const inserted = await tx
            .insert(table)
            .values(stored(values, lang, 'insert'))
            .returning()
          const row = (inserted as Record<string, unknown>[])[0]!
          await lists.write(tx, row.id as number, input)
          return row
        }),
      )
      const [dto] = await present([row], context(request))
      return reply.status(201).send(dto)
    })
  }

  if (update) {
    app.put(
      `${path}/:id`,
      {
        schema: { params: idParam, body: update.body, response: { 200: dto } },
        preValidation: versionColumn ? readExpectedVersion : undefined,
      },
      async (request) => {
        const { id } = request.params
        const lang = requestLang(request)
        const row = await guard('write', () =>
          db.transaction(async (tx) => {
            const existing = await findRow(tx, id, true)
            const expected = expectedVersionOf(request)
            if (versionColumn && expected !== undefined && expected !== existing.version) {
              throw new StaleWriteError(existing.version as number)
            }
            const input = request.body
            const values = lists.strip(
              update.values
                ? await update.values(input, { ...context(request, tx), existing })
                : (input as Record<string, unknown>),
            )
            await checkUnique(tx, values, id)
            const set = stored(values, lang, 'update')
            const listsChanged = await lists.write(tx, id, input)
            if (!Object.keys(set).length && !listsChanged) return existing
            if (versionColumn) set.version = sql`${versionColumn} + 1`
            // Only an owned list changed, and there is no version to raise: the row stays as it is.
            if (!Object.keys(set).length) return existing
            const [updated] = await tx.update(table).set(set).where(eq(idColumn, id)).returning()
            return updated as Record<string, unknown>
          }),
        )
        const [dto] = await present([row], context(request))
        return dto
      },
    )
  }

  const remove = resource.delete ?? true
  if (remove) {
    app.delete(
      `${path}/:id`,
      { schema: { params: idParam, response: { 200: deletedSchema } } },
      async (request) => {
        const { id } = request.params
        await guard('delete', () =>
          db.transaction(async (tx) => {
            const existing = await findRow(tx, id, true)
            const plan =
              typeof remove === 'object' ? await remove.plan?.(existing, context(request, tx)) : undefined
            if (plan && !plan.allowed) throw conflict(deletePlanText(plan))
            // Its owned lists go in the same transaction (the media list has no foreign key to it).
            await lists.remove(tx, id)
            await tx.delete(table).where(eq(idColumn, id))
          }),
        )
        return { id }
      },
    )
  }
}
