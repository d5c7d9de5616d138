import type { Placeholder } from 'drizzle-orm'
import { and, eq, getTableName, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { PAGE_SIZE } from '../../domain/constants.ts'
import { type UserListQuery, userSortFields } from '../../domain/users.ts'
import { MAX_ID } from '../../domain/validation.ts'
import { escapeLike, type Queryable, readPage, sortTerms } from '../crud/index.ts'
import { type BptInfo, userActions, userInitiatives, userStories, users } from '../db/schema.ts'
import { badRequest, notFound } from '../errors.ts'

/**
 * A column with its table's name. Drizzle leaves the name out inside the select list of a
 * one-table query, where `"user_id" = "id"` in a subquery would compare two columns of the inner
 * table instead of the inner row with the outer user.
 */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

const userId = qualified(users.id)
const countOf = (table: PgTable, owner: AnyPgColumn, condition?: SQL) =>
  sql`(select count(*) from ${table} where ${qualified(owner)} = ${userId}${condition ? sql` and ${condition}` : sql``})`

/**
 * The users list's two counts, as correlated subqueries on the outer `users` row: the database
 * computes them only for the rows the query answers (a page), each through the user's own index
 * entries (every user table is unique on `user_id, …`), never one query per row.
 */
const quizzes = sql<number>`${countOf(userStories, userStories.userId, sql`${qualified(userStories.watchedDate)} is not null`)}::int`
const list = sql<number>`(${countOf(userActions, userActions.userId)} + ${countOf(userInitiatives, userInitiatives.userId)})::int`

/**
 * What a user's record shows (users.mapper.ts), and its counts: not the password hash, the device
 * id, the token itself or the BPT answers (a JSON document), which a page of 25 would carry for
 * nothing.
 */
export const countedUser = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  level: users.level,
  street: users.street,
  houseNumber: users.houseNumber,
  postalCode: users.postalCode,
  city: users.city,
  country: users.country,
  enablePushNotifications: users.enablePushNotifications,
  hasPushToken: sql<boolean>`(${qualified(users.expoPushToken)} is not null)`,
  requestedAccountDeletion: users.requestedAccountDeletion,
  requestedDataRemoval: users.requestedDataRemoval,
  creationDate: users.creationDate,
  activeDate: users.activeDate,
  version: users.version,
  quizzes,
  list,
}

/** A user as `countedUser` reads it. */
export type CountedUser = Pick<
  typeof users.$inferSelect,
  Exclude<keyof typeof countedUser, 'hasPushToken' | 'quizzes' | 'list'>
> & { hasPushToken: boolean; quizzes: number; list: number }

/** A search text that an id column can hold is also compared with ids. */
const asId = (q: string) => (/^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : undefined)

/**
 * `?q=`: contained in first name, last name or e-mail (any case, `%` and `_` literal), or the id.
 * Written on `search_text`, the lower-case text the trigram index is built on, so a search of
 * 100,000 users is an index scan rather than a read of every row.
 */
export function userSearch(q: string): SQL {
  const id = asId(q)
  return searchWhere(searchPattern(q), id)
}

const searchPattern = (q: string) => `%${escapeLike(q)}%`

/** The search's condition, on values or on a prepared statement's placeholders. */
function searchWhere(pattern: string | Placeholder, id: number | Placeholder | undefined): SQL {
  const text = sql`${users.searchText} like lower(${pattern})`
  return id === undefined ? text : or(text, eq(users.id, id))!
}

const sortable = new Set<string>(userSortFields)

/** `?sort=` on one of `userSortFields`, `-field` descending; 400 naming any other field. */
function userOrder(sort = 'id') {
  const descending = sort.startsWith('-')
  const field = descending ? sort.slice(1) : sort
  if (!sortable.has(field)) throw badRequest(`Cannot sort by ${field}.`, { sort: 'Unknown field.' })
  const column = users[field as (typeof userSortFields)[number]]
  return (reversed = false) => sortTerms(column, descending, users.id, reversed)
}

/**
 * `GET /api/user`: every match, or with `?page=` one page of them and the number of all. The
 * page's ids are chosen first (by the search index and the sort, see `readPage`); the counts are
 * then computed for those rows alone.
 */
export async function listUsers(
  db: Queryable,
  query: UserListQuery,
): Promise<{ rows: CountedUser[]; total?: number }> {
  const where = and(
    query.q ? userSearch(query.q) : undefined,
    query.level ? eq(users.level, query.level) : undefined,
    // A user has nothing to translate: always translated, never missing a translation.
    query.state === 'missing' ? sql`false` : undefined,
  )
  const order = userOrder(query.sort)
  if (!query.page) {
    const rows = await db
      .select(countedUser)
      .from(users)
      .where(where)
      .orderBy(...order())
    return { rows }
  }
  const size = query.pageSize ?? PAGE_SIZE
  if (!query.level && query.state !== 'missing') {
    // The list as it opens, and a search by name: the same statements every time, but for their values.
    const id = query.q ? asId(query.q) : undefined
    const shape: Shape = !query.q ? 'all' : id === undefined ? 'search' : 'search-or-id'
    const values = { pattern: query.q ? searchPattern(query.q) : '', id: id ?? 0 }
    const statements = preparedStatements(db, shape, query.sort ?? 'id', order)
    return readPage(
      { db, table: users, where, count: () => statements.count(values) },
      { page: query.page, size },
      (window) =>
        statements.page(window.reversed).execute({ ...values, limit: window.limit, offset: window.offset }),
    )
  }
  return readPage({ db, table: users, where }, { page: query.page, size }, (window) =>
    pageOfUsers(db, where, order(window.reversed), window.limit, window.offset),
  )
}

/**
 * One page of users (`limit` rows from `offset`, numbers or a prepared statement's placeholders):
 * the page's ids are chosen first (by the search index and the sort), the counts then computed
 * for those rows alone. One statement: a second round trip with the ids as parameters measured
 * slower on PGlite.
 */
function pageOfUsers(
  db: Queryable,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
  return db
    .select(countedUser)
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...orderBy)
}

/** What a list without a level filter searches: nothing, a text, or a text that may also be an id. */
type Shape = 'all' | 'search' | 'search-or-id'

const shapeWhere: Record<Shape, SQL | undefined> = {
  all: undefined,
  search: searchWhere(sql.placeholder('pattern'), undefined),
  'search-or-id': searchWhere(sql.placeholder('pattern'), sql.placeholder('id')),
}

/**
 * The list's statements by shape and sort, prepared once per database: building them with Drizzle
 * was the largest part of the list request's own time (issue 19, a profile of `bench overhead`),
 * and PostgreSQL plans a prepared statement once per connection.
 */
const prepared = new WeakMap<Queryable, Map<string, ReturnType<typeof prepare>>>()

function preparedStatements(db: Queryable, shape: Shape, sort: string, order: ReturnType<typeof userOrder>) {
  const byKey = prepared.get(db) ?? new Map<string, ReturnType<typeof prepare>>()
  prepared.set(db, byKey)
  const key = `${shape}_${sort}`
  const statements = byKey.get(key) ?? prepare(db, shape, key, order)
  byKey.set(key, statements)
  return statements
}

function prepare(db: Queryable, shape: Shape, key: string, order: ReturnType<typeof userOrder>) {
  const where = shapeWhere[shape]
  const page = (reversed: boolean) =>
    pageOfUsers(db, where, order(reversed), sql.placeholder('limit'), sql.placeholder('offset')).prepare(
      `users_page_${key}_${reversed ? 'from_end' : 'from_start'}`,
    )
  const pages = { forward: page(false), reversed: page(true) }
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where)
    .prepare(`users_count_${shape}`)
  return {
    page: (reversed: boolean) => (reversed ? pages.reversed : pages.forward),
    count: async (values: Record<string, unknown>) => (await count.execute(values))[0]?.n ?? 0,
  }
}

/** One user with the counts; 404 "User not found." when there is none. */
export async function findUser(
  db: Queryable,
  id: number,
): Promise<CountedUser & { bptInfo: BptInfo | null }> {
  const [row] = await db
    .select({ ...countedUser, bptInfo: users.bptInfo })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
  if (!row) throw notFound('User')
  return row
}
