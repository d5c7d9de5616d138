import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deletedSchema } from '../../domain/contracts/common.ts'
import { storyItemContract } from '../../domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../domain/enums.ts'
import type { Lang } from '../../domain/lang.ts'
import { newItemPlace } from '../../domain/stories/grid.ts'
import { GRID_PLACE_MAX, storyItemMessages } from '../../domain/stories/story-items.ts'
import type { Translated } from '../../domain/translated.ts'
import { idParam } from '../../domain/validation.ts'
import { type Queryable, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import {
  actions,
  heroes,
  infographics,
  infoItems,
  initiatives,
  quizQuestions,
  stories,
  storyItemActions,
  storyItemInitiatives,
  storyItems,
} from '../db/schema.ts'
import { badRequest, notFound } from '../errors.ts'
import { loadShownRecords, type ShownRecord } from './story-items.content.ts'

type ItemRow = RowOf<typeof storyItems>
type LoadedItem = ItemRow & { actionIds: number[]; initiativeIds: number[]; shown: ShownRecord[] }

/** The column of `story_items` that holds the one record a page of each single kind shows. */
const singleColumns = {
  info: { key: 'infoId', table: infoItems },
  'info-graphic': { key: 'infoGraphicId', table: infographics },
  hero: { key: 'heroId', table: heroes },
  question: { key: 'questionId', table: quizQuestions },
} as const
type SingleKind = keyof typeof singleColumns

const contentColumns = [
  'infoId',
  'infoGraphicId',
  'heroId',
  'questionId',
  'actionId',
  'initiativeId',
] as const

/** The id of the one record a page shows (the main one of an action or initiative page). */
function contentIdOf(row: ItemRow): number | null {
  if (row.kind === 'action') return row.actionId
  if (row.kind === 'initiative') return row.initiativeId
  return row[singleColumns[row.kind as SingleKind].key]
}

/** The ids listed by action and initiative pages, by page, in order (one query per list). */
async function loadLists(db: Queryable, ids: number[]) {
  const [actionRows, initiativeRows] = ids.length
    ? await Promise.all([
        db
          .select({ item: storyItemActions.storyItemId, id: storyItemActions.actionId })
          .from(storyItemActions)
          .where(sql`${storyItemActions.storyItemId} in ${ids}`)
          .orderBy(asc(storyItemActions.index)),
        db
          .select({ item: storyItemInitiatives.storyItemId, id: storyItemInitiatives.initiativeId })
          .from(storyItemInitiatives)
          .where(sql`${storyItemInitiatives.storyItemId} in ${ids}`)
          .orderBy(asc(storyItemInitiatives.index)),
      ])
    : [[], []]
  const byItem = (rows: { item: number; id: number }[]) => {
    const lists = new Map<number, number[]>()
    for (const row of rows) lists.set(row.item, [...(lists.get(row.item) ?? []), row.id])
    return lists
  }
  return { actionsOf: byItem(actionRows), initiativesOf: byItem(initiativeRows) }
}

/** Each page's lists and the cards of what it shows, for all listed pages at once. */
async function loadItems(rows: ItemRow[], db: Queryable, lang: Lang): Promise<LoadedItem[]> {
  const { actionsOf, initiativesOf } = await loadLists(
    db,
    rows.map((row) => row.id),
  )
  const shownIds = (row: ItemRow): number[] => {
    if (row.kind === 'action') return actionsOf.get(row.id) ?? (row.actionId ? [row.actionId] : [])
    if (row.kind === 'initiative')
      return initiativesOf.get(row.id) ?? (row.initiativeId ? [row.initiativeId] : [])
    const id = contentIdOf(row)
    return id === null ? [] : [id]
  }
  const wanted = new Map<StoryItemKind, number[]>()
  for (const row of rows) wanted.set(row.kind, [...(wanted.get(row.kind) ?? []), ...shownIds(row)])
  const shown = await loadShownRecords(db, wanted, lang)
  return rows.map((row) => ({
    ...row,
    actionIds: row.kind === 'action' ? shownIds(row) : [],
    initiativeIds: row.kind === 'initiative' ? shownIds(row) : [],
    shown: shownIds(row).flatMap((id) => shown.get(`${row.kind}:${id}`) ?? []),
  }))
}

type ContentInput = {
  kind: StoryItemKind
  contentId?: number | null
  actionIds?: number[]
  initiativeIds?: number[]
}

/** The content columns of a page of `kind` (the others emptied, so a changed kind leaves nothing behind). */
async function contentValues(input: ContentInput, db: Queryable) {
  const values: Record<(typeof contentColumns)[number], number | null> = {
    infoId: null,
    infoGraphicId: null,
    heroId: null,
    questionId: null,
    actionId: null,
    initiativeId: null,
  }
  if (input.kind === 'action' || input.kind === 'initiative') {
    // Every one listed must exist (kept until the commit): a clear 400 on the list, not the
    // database's refusal of the page's main one.
    const field = input.kind === 'action' ? 'actionIds' : 'initiativeIds'
    const table = input.kind === 'action' ? actions : initiatives
    const ids = input[field] ?? []
    const found = ids.length
      ? await db.select({ id: table.id }).from(table).where(inArray(table.id, ids)).for('key share')
      : []
    if (found.length !== new Set(ids).size)
      throw badRequest(storyItemMessages.contentNotFound, { [field]: storyItemMessages.contentNotFound })
    values[input.kind === 'action' ? 'actionId' : 'initiativeId'] = ids[0] ?? null
  } else {
    const { key, table } = singleColumns[input.kind]
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, input.contentId!))
      .for('key share')
    if (!found)
      throw badRequest(storyItemMessages.contentNotFound, { contentId: storyItemMessages.contentNotFound })
    values[key] = input.contentId!
  }
  return values
}

/** The story a page is added to, which must exist (kept until the commit). */
async function checkStory(db: Queryable, storyId: number) {
  const [story] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.id, storyId))
    .for('key share')
  if (!story) throw badRequest(storyItemMessages.storyNotFound, { storyId: storyItemMessages.storyNotFound })
}

/** A parent page must be another page of the same story. */
async function checkParent(
  db: Queryable,
  storyId: number,
  parentItemId: number | null | undefined,
  self?: number,
) {
  if (parentItemId === null || parentItemId === undefined) return
  const [parent] = await db
    .select({ storyId: storyItems.storyId })
    .from(storyItems)
    .where(eq(storyItems.id, parentItemId))
  if (!parent || parent.storyId !== storyId || parentItemId === self)
    throw badRequest(storyItemMessages.parentInvalid, { parentItemId: storyItemMessages.parentInvalid })
}

/** The place of a new page: the column after the story's last (docs/product.md §4). */
async function placeOfNew(db: Queryable, storyId: number) {
  const [last] = await db
    .select({ column: sql<number | null>`max(${storyItems.column})` })
    .from(storyItems)
    .where(eq(storyItems.storyId, storyId))
  return last?.column === null || last?.column === undefined
    ? newItemPlace([])
    : newItemPlace([{ column: Math.min(last.column, GRID_PLACE_MAX - 1), row: 0 }])
}

const linkList = (field: 'actionIds' | 'initiativeIds') =>
  field === 'actionIds'
    ? {
        field,
        table: storyItemActions,
        owner: storyItemActions.storyItemId,
        target: storyItemActions.actionId,
        targetTable: actions,
        notFound: storyItemMessages.contentNotFound,
        index: storyItemActions.index,
      }
    : {
        field,
        table: storyItemInitiatives,
        owner: storyItemInitiatives.storyItemId,
        target: storyItemInitiatives.initiativeId,
        targetTable: initiatives,
        notFound: storyItemMessages.contentNotFound,
        index: storyItemInitiatives.index,
      }

/** The flags of what a page shows, as values the kit's `translated` reads (filled = translated there). */
const flagsAsValues = (row: LoadedItem): Translated[] =>
  row.shown.map((record) => ({ en: record.translated.en ? '✓' : '', nl: record.translated.nl ? '✓' : '' }))

/** `?state=`: the pages every record of which is translated in `lang` (as `flagsAsValues` reads them). */
function translatedPages(lang: Lang) {
  const flag = sql.identifier(lang === 'nl' ? 'translated_nl' : 'translated_en')
  const filled = (column: string) => sql`coalesce(btrim(${sql.identifier(column)} ->> ${lang}), '') <> ''`
  return sql`not exists (
      select 1 from content_index ci where not ci.${flag} and (
        (story_items.kind = 'action' and ci.kind = 'action' and (ci.id = story_items.action_id
          or ci.id in (select action_id from story_item_actions where story_item_id = story_items.id)))
        or (story_items.kind = 'initiative' and ci.kind = 'initiative' and (ci.id = story_items.initiative_id
          or ci.id in (select initiative_id from story_item_initiatives where story_item_id = story_items.id)))
        or (story_items.kind = 'info-graphic' and ci.kind = 'info-graphic' and ci.id = story_items.info_graphic_id)
        or (story_items.kind = 'question' and ci.kind = 'question' and ci.id = story_items.question_id)))
    and (story_items.kind <> 'info' or exists (select 1 from info_items
      where info_items.id = story_items.info_id and ${filled('title')} and ${filled('description')}))
    and (story_items.kind <> 'hero' or exists (select 1 from heroes
      where heroes.id = story_items.hero_id and ${filled('name')}))`
}

/**
 * A story's pages (docs/product.md §3 Story item, §7) at `/api/story-item`: `?storyId=` lists one
 * story's pages in reading order (column, then row). Created at the column after the last page
 * unless placed; a changed kind empties the other kinds' links. Deleted at
 * `DELETE /api/story-item/{storyId}/{id}`.
 */
export const storyItemResource = serverResource(storyItemContract, {
  table: storyItems,
  load: (rows, { db, lang }) => loadItems(rows, db, lang),
  ownedTranslations: flagsAsValues,
  toDto: (row: LoadedItem) => ({
    id: row.id,
    storyId: row.storyId,
    kind: row.kind,
    parentItemId: row.parentItemId,
    column: row.column,
    row: row.row,
    displayType: 'normal' as const,
    contentId: row.kind === 'action' || row.kind === 'initiative' ? null : contentIdOf(row),
    actionIds: row.actionIds,
    initiativeIds: row.initiativeIds,
    content: row.shown.map((record) => record.card),
  }),
  list: {
    sort: {
      id: storyItems.id,
      place: sql`${storyItems.column} * ${GRID_PLACE_MAX + 1} + ${storyItems.row}`,
    },
    filter: (query) => [
      query.storyId ? eq(storyItems.storyId, query.storyId) : undefined,
      query.kind ? eq(storyItems.kind, query.kind) : undefined,
    ],
    defaultSort: 'place',
    translatedWhere: (lang) => translatedPages(lang),
  },
  create: {
    values: async ({ column, row, ...input }, { db }) => {
      await checkStory(db, input.storyId)
      await checkParent(db, input.storyId, input.parentItemId)
      const place = column === undefined ? await placeOfNew(db, input.storyId) : { column, row: row ?? 0 }
      return { ...input, ...(await contentValues(input, db)), ...place }
    },
  },
  update: {
    values: async (input, { db, existing }) => {
      await checkParent(db, existing.storyId, input.parentItemId, existing.id)
      // A page that no longer lists actions (or initiatives) keeps none: the kit writes only the
      // lists a body names.
      if (input.kind !== 'action')
        await db.delete(storyItemActions).where(eq(storyItemActions.storyItemId, existing.id))
      if (input.kind !== 'initiative')
        await db.delete(storyItemInitiatives).where(eq(storyItemInitiatives.storyItemId, existing.id))
      return { ...input, ...(await contentValues(input, db)) }
    },
  },
  links: [linkList('actionIds'), linkList('initiativeIds')],
})

const itemOfStory = z.object({ storyId: idParam.shape.id, id: idParam.shape.id })

export const storyItemsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, storyItemResource)
  // docs/product.md §7: a page is deleted below its story; one of another story is not found.
  app.delete(
    '/story-item/:storyId/:id',
    { schema: { params: itemOfStory, response: { 200: deletedSchema } } },
    async (request) => {
      const { storyId, id } = request.params
      const deleted = await db
        .delete(storyItems)
        .where(and(eq(storyItems.id, id), eq(storyItems.storyId, storyId)))
        .returning({ id: storyItems.id })
      if (!deleted.length) throw notFound('Story item')
      return { id }
    },
  )
}
