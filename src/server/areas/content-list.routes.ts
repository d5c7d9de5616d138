import { type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import type { ContentListQuery, ContentType } from '../../domain/content/content-list.ts'
import { type ContentRowDto, contentContract } from '../../domain/contracts/content-list.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import { contains, type Queryable, readPage, requestLang } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../errors.ts'

const items = sql`"content_index"`
const itemColumn = (name: string) => sql`${items}.${sql.identifier(name)}`

/** The title a reader of `lang` is shown, and whether the item is translated in `lang` (content_index). */
const searchOf = (lang: Lang) => itemColumn(lang === 'nl' ? 'search_nl' : 'search_en')
const translatedOf = (lang: Lang, table = items) =>
  sql`${table}.${sql.identifier(lang === 'nl' ? 'translated_nl' : 'translated_en')}`

function whereOf(query: ContentListQuery, lang: Lang): SQL {
  const conditions: SQL[] = [sql`true`]
  if (query.type) conditions.push(sql`${itemColumn('kind')} = ${query.type}`)
  if (query.id) conditions.push(sql`${itemColumn('id')} = ${query.id}`)
  if (query.q) conditions.push(contains(searchOf(lang), query.q))
  if (query.state)
    conditions.push(query.state === 'translated' ? translatedOf(lang) : sql`not ${translatedOf(lang)}`)
  return sql.join(conditions, sql` and `)
}

/**
 * `?sort=` as the order of the page, `reversed` for a page read from the end (`readPage`), on the
 * index's columns (`column`: as named in the query it orders).
 */
function orderOf(sort: string | undefined, lang: Lang, reversed: boolean, column = itemColumn) {
  const wanted = sort ?? 'id'
  const field = wanted.replace(/^-/, '')
  const expressions: Record<string, SQL> = {
    id: column('id'),
    type: column('kind'),
    title: column(lang === 'nl' ? 'search_nl' : 'search_en'),
  }
  const expression = expressions[field]
  if (!expression) throw badRequest(`Cannot sort by ${field}.`, { sort: 'Unknown field.' })
  const down = wanted.startsWith('-') !== reversed
  const direction = down ? sql`desc` : sql`asc`
  const tie = reversed ? sql`desc` : sql`asc`
  return sql`${expression} ${direction} ${reversed ? sql`nulls first` : sql`nulls last`}, ${column('id')} ${tie}, ${column('kind')} ${tie}`
}

type PageRow = {
  type: ContentType
  id: number
  title: Translated
  translated: boolean
  category_id: number | null
  category_title: Translated | null
  category_emoji: string | null
  story_id: number | null
  story_title: Translated | null
}

/**
 * The category and the story of each row of a page, read for those rows only: the record's first
 * category by index (a quiz question's: the category of its story, the one the row shows), the first
 * story by id with a page linking it. The story is looked up by the least linking id (`min`), not as
 * `stories where id in (…) order by id limit 1`, which PostgreSQL read by walking the stories in
 * id order for every row (9.5 ms of a 50,000-item page, tests/bench/content.bench.ts; now 3.5).
 */
const categoryOf = sql`left join lateral (
  select c.id, c.title, c.emoji from categories c where c.id in (
    select category_id from action_categories where p.kind = 'action' and action_id = p.id
    union all select category_id from initiative_categories where p.kind = 'initiative' and initiative_id = p.id
    union all select category_id from infographic_categories where p.kind = 'info-graphic' and info_graphic_id = p.id
    union all select s.category_id from stories s where p.kind = 'question' and s.id = (
      select min(si.story_id) from story_items si where si.question_id = p.id
    )
  ) order by c.index, c.id limit 1
) cat on true`

const storyOf = sql`left join lateral (
  select s.id, s.title from stories s where s.id = (select min(linked.story_id) from (
    select story_id from story_items where p.kind = 'action' and action_id = p.id
    union all select si.story_id from story_item_actions sia join story_items si on si.id = sia.story_item_id where p.kind = 'action' and sia.action_id = p.id
    union all select story_id from story_items where p.kind = 'initiative' and initiative_id = p.id
    union all select si.story_id from story_item_initiatives sii join story_items si on si.id = sii.story_item_id where p.kind = 'initiative' and sii.initiative_id = p.id
    union all select story_id from story_items where p.kind = 'info-graphic' and info_graphic_id = p.id
    union all select story_id from story_items where p.kind = 'question' and question_id = p.id
  ) linked)
) st on true`

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[]

function toRow(row: PageRow, lang: Lang): ContentRowDto {
  return {
    id: row.id,
    type: row.type,
    ...textsIn({ title: row.title }, lang),
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            ...textsIn({ title: row.category_title }, lang),
            emoji: row.category_emoji ?? '',
          },
    story: row.story_id === null ? null : { id: row.story_id, ...textsIn({ title: row.story_title }, lang) },
    translated: row.translated,
  }
}

/** One page of the content list (content_index: the database keeps it, migration 0008). */
export async function readContentList(db: Queryable, query: ContentListQuery, lang: Lang) {
  const where = whereOf(query, lang)
  return readPage(
    {
      count: async () => {
        const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${items} where ${where}`))
        return (row?.n as number) ?? 0
      },
    },
    { page: query.page ?? 1, size: query.pageSize ?? PAGE_SIZE },
    async (window) => {
      const result = await db.execute(sql`
        select p.kind as type, p.id, p.title, ${translatedOf(lang, sql`p`)} as translated,
          cat.id as category_id, cat.title as category_title, cat.emoji as category_emoji,
          st.id as story_id, st.title as story_title
        from (
          select * from ${items} where ${where}
          order by ${orderOf(query.sort, lang, window.reversed)}
          limit ${window.limit} offset ${window.offset}
        ) p ${categoryOf} ${storyOf}
        order by ${orderOf(query.sort, lang, window.reversed, (name) => sql`p.${sql.identifier(name)}`)}`)
      return rowsOf(result).map((row) => toRow(row as PageRow, lang))
    },
  )
}

/**
 * `GET /api/content` (ours, docs/product.md §2 "Content list"): actions, infographics, initiatives
 * and quiz questions in one list: `?type=`, `?id=`, `?q=` (the title shown in the request language),
 * `?state=`, `?sort=id|title|type`, `?page=&pageSize=` with the total in `x-total-count`. Always
 * one page (the first without `?page=`, 25 rows without `?pageSize=`): unlike the per-type lists it
 * has no "every row" form, as a page is all the console shows and all its story lookups should cost.
 */
export const contentListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    contentContract.path,
    { schema: { querystring: contentContract.query, response: { 200: contentContract.dto.array() } } },
    async (request, reply) => {
      const { rows, total } = await readContentList(db, request.query, requestLang(request))
      reply.header(TOTAL_COUNT_HEADER, String(total))
      return rows
    },
  )
}
