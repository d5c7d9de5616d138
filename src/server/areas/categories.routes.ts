import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { categoryMessages } from '../../domain/categories.ts'
import { categoryDeletePlan } from '../../domain/category-deletion.ts'
import {
  categoryHierarchySchema,
  type HierarchyItem,
  hierarchyProblemMessages,
  hierarchyProblems,
  normalizeHierarchy,
} from '../../domain/category-hierarchy.ts'
import {
  categoryContract,
  categoryUsageSchema,
  hierarchyAnswerSchema,
} from '../../domain/contracts/categories.ts'
import { orderAnswerSchema } from '../../domain/contracts/common.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { Lang } from '../../domain/lang.ts'
import { missingMediaPurposes } from '../../domain/media.ts'
import { type OrderItem, orderSchema, renumber } from '../../domain/ordering.ts'
import { pickLang, type Translated } from '../../domain/translated.ts'
import { idParam } from '../../domain/validation.ts'
import {
  byTranslatedTitle,
  nextIndex,
  type Queryable,
  type RowOf,
  registerCrud,
  serverResource,
} from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { categories, categoryStoryOrder, stories } from '../db/schema.ts'
import { badRequest, conflict, HttpError, notFound } from '../errors.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { categoryUsage } from './categories.usage.ts'

type CategoryRow = RowOf<typeof categories>
type LoadedCategory = CategoryRow & {
  /** The parent's stored title (every language); null for a main category. */
  parentTitle: Translated | null
  childCount: number
  mediaList: MediaItemDto[]
}

/** Up to this many ids go into an `in (…)` list; a larger page reads the whole (small) table instead. */
const IN_LIST_LIMIT = 1000
const whereIds = <T>(ids: number[], condition: (ids: number[]) => T) =>
  ids.length <= IN_LIST_LIMIT ? condition(ids) : undefined

/** Parent titles, sub category counts and media lists of all listed categories, in three queries. */
async function loadCategories(rows: CategoryRow[], db: Queryable, lang: Lang): Promise<LoadedCategory[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const parentIds = [...new Set(rows.map((row) => row.parentCategoryId).filter((id) => id !== null))]
  // Independent of each other: on PostgreSQL they run at once, each on its own connection.
  const [parents, counts, mediaOf] = await Promise.all([
    parentIds.length
      ? db
          .select({ id: categories.id, title: categories.title })
          .from(categories)
          .where(inArray(categories.id, parentIds))
      : [],
    db
      .select({ parentId: categories.parentCategoryId, n: sql<number>`count(*)::int` })
      .from(categories)
      .where(
        and(
          isNotNull(categories.parentCategoryId),
          whereIds(ids, (list) => inArray(categories.parentCategoryId, list)),
        ),
      )
      .groupBy(categories.parentCategoryId),
    loadMediaLists(db, 'category', ids, lang),
  ])
  const parentTitle = new Map(parents.map((parent) => [parent.id, parent.title]))
  const childCount = new Map(counts.map((count) => [count.parentId!, count.n]))
  return rows.map((row) => ({
    ...row,
    parentTitle: row.parentCategoryId === null ? null : (parentTitle.get(row.parentCategoryId) ?? null),
    childCount: childCount.get(row.id) ?? 0,
    mediaList: mediaOf.get(row.id) ?? [],
  }))
}

/**
 * The two-level rule for one category getting `parentId` (docs/product.md §5): the parent exists, is not the
 * category itself, and is a main category; a category with sub categories cannot become one.
 * Locks the parent row, so a concurrent write cannot turn it into a sub category meanwhile.
 */
async function checkParent(db: Queryable, parentId: number | null | undefined, self: CategoryRow | null) {
  if (parentId === null || parentId === undefined) return
  const field = (message: string) => badRequest(message, { parentCategoryId: message })
  if (self && parentId === self.id) throw field(categoryMessages.selfParent)
  const [parent] = await db
    .select({ id: categories.id, parentCategoryId: categories.parentCategoryId })
    .from(categories)
    .where(eq(categories.id, parentId))
    .for('update')
  if (!parent) throw field(categoryMessages.parentNotFound)
  if (parent.parentCategoryId !== null) throw field(categoryMessages.parentIsSub)
  if (self && (await hasChildren(db, self.id))) throw field(categoryMessages.hasChildren)
}

async function hasChildren(db: Queryable, id: number) {
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.parentCategoryId, id), ne(categories.id, id)))
    .limit(1)
  return Boolean(child)
}

/**
 * Categories (docs/product.md §2, §3, §7) at `/api/category`: two levels, ordered by index, title translated.
 * The plain CRUD routes plus `PUT /category/order`, `PUT /category/hierarchy` (the whole tree in
 * one transaction) and `PUT /category/:id/story-sorting`.
 */
export const categoryResource = serverResource(categoryContract, {
  table: categories,
  translatable: ['title'],
  load: (rows, { db, lang }) => loadCategories(rows, db, lang),
  references: (row: LoadedCategory) => ({ parentTitle: row.parentTitle }),
  toDto: (row: LoadedCategory, lang) => ({
    id: row.id,
    index: row.index,
    title: pickLang(row.title, lang),
    emoji: row.emoji,
    isContent: row.isContent,
    parentCategoryId: row.parentCategoryId,
    parentTitle: row.parentTitle === null ? null : pickLang(row.parentTitle, lang),
    type: row.parentCategoryId === null ? ('main' as const) : ('sub' as const),
    childCount: row.childCount,
    mediaCount: row.mediaList.length,
    media: row.mediaList,
    hasBackgroundImage: missingMediaPurposes('category', row.mediaList).length === 0,
  }),
  list: {
    ...byTranslatedTitle(categories, { index: categories.index }),
    filter: (query) => [
      query.type === 'main'
        ? isNull(categories.parentCategoryId)
        : query.type === 'sub'
          ? isNotNull(categories.parentCategoryId)
          : undefined,
    ],
    defaultSort: 'index',
  },
  create: {
    values: async (input, { db }) => {
      await checkParent(db, input.parentCategoryId, null)
      return { ...input, index: await nextIndex(db, categories, categories.index) }
    },
  },
  update: {
    values: async (input, { db, existing }) => {
      const moves =
        input.parentCategoryId !== undefined && input.parentCategoryId !== existing.parentCategoryId
      if (!moves) return input
      await checkParent(db, input.parentCategoryId, existing)
      return { ...input, index: await nextIndex(db, categories, categories.index) }
    },
  },
  delete: {
    // The domain's plan (category-deletion.ts): refused while sub categories, stories or the CO2
    // calculation need it, in the words the drawer shows; otherwise the foreign keys take it off
    // content and interests, and its media list goes with it (the pattern's `media`). The row is
    // locked, so a sub category cannot be added to it meanwhile (checkParent locks it too).
    // The row was found and locked in this transaction: its usage is there.
    plan: async (row, { db }) => categoryDeletePlan((await categoryUsage(db, row.id))!),
  },
  order: { column: categories.index },
  media: { owner: 'category' },
})

/** Writes the indexes (and parents) of many categories in one statement. */
async function writePlaces(db: Queryable, items: HierarchyItem[]) {
  const parent = sql.identifier(categories.parentCategoryId.name)
  const version = sql.identifier(categories.version.name)
  // A new parent is a change an open drawer must hear of (its version goes up); a new index is not.
  await db.execute(
    sql`update ${categories} set ${sql.identifier(categories.index.name)} = v.position, ${parent} = v.parent, ${version} = case when ${parent} is distinct from v.parent then ${version} + 1 else ${version} end from (values ${sql.join(
      items.map(
        (item) => sql`(${item.id}::integer, ${item.index}::integer, ${item.parentCategoryId}::integer)`,
      ),
      sql`, `,
    )}) as v(id, position, parent) where ${categories.id} = v.id`,
  )
}

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * The whole tree at once (the Sort and Hierarchy drawer): every category exactly once with its
   * parent and index. The result must have two levels at most (400 naming the entries that break
   * it); ids that do not exist answer 404; a category missing from the list (added meanwhile)
   * answers 409. Stored depth first with indexes 0..n-1; answers the stored `[{id, parentCategoryId, index}]`.
   */
  app.put(
    '/category/hierarchy',
    { schema: { body: categoryHierarchySchema, response: { 200: hierarchyAnswerSchema } } },
    async (request) => {
      const items = request.body
      return db.transaction(async (tx) => {
        const stored = await tx.select({ id: categories.id }).from(categories).for('update')
        const known = new Set(stored.map((row) => row.id))
        const unknown = items.filter((item) => !known.has(item.id)).map((item) => item.id)
        if (unknown.length) throw new HttpError(404, `Category not found: ${unknown.join(', ')}.`)
        if (items.length !== known.size) throw conflict(categoryMessages.hierarchyIncomplete)
        const problems = hierarchyProblems(items)
        if (problems.length) {
          const fields = Object.fromEntries(
            problems.map(({ position, problem }) => [
              `${position}.parentCategoryId`,
              hierarchyProblemMessages[problem],
            ]),
          )
          throw badRequest(hierarchyProblemMessages[problems[0]!.problem], fields)
        }
        const normalized = normalizeHierarchy(items)
        await writePlaces(tx, normalized)
        return normalized
      })
    },
  )

  /**
   * The order of stories within one category (docs/product.md §7 "storySorting"): `[{id: storyId, index}]`
   * replaces the category's list, renumbered from 0. Any existing story may be listed; unknown
   * story ids (or category) answer 404.
   */
  app.put(
    '/category/:id/story-sorting',
    { schema: { params: idParam, body: orderSchema, response: { 200: orderAnswerSchema } } },
    async (request) => {
      const { id } = request.params
      const items: OrderItem[] = renumber(request.body)
      return db.transaction(async (tx) => {
        const [category] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, id))
          .for('update')
        if (!category) throw notFound('Category')
        const storyIds = items.map((item) => item.id)
        const found = await tx.select({ id: stories.id }).from(stories).where(inArray(stories.id, storyIds))
        const known = new Set(found.map((row) => row.id))
        const missing = storyIds.filter((storyId) => !known.has(storyId))
        if (missing.length) throw new HttpError(404, `Story not found: ${missing.join(', ')}.`)
        await tx.delete(categoryStoryOrder).where(eq(categoryStoryOrder.categoryId, id))
        await tx
          .insert(categoryStoryOrder)
          .values(items.map((item) => ({ categoryId: id, storyId: item.id, index: item.index })))
        return items
      })
    },
  )

  /** What refers to the category, counted: what deleting it would do (`categoryDeletePlan`). */
  app.get(
    '/category/:id/usage',
    { schema: { params: idParam, response: { 200: categoryUsageSchema } } },
    async (request) => {
      const usage = await categoryUsage(db, request.params.id)
      if (!usage) throw notFound('Category')
      return usage
    },
  )

  registerCrud(app, db, categoryResource)
}
