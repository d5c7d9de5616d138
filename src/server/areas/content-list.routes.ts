import { type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import type { ContentListQuery, ContentType } from '../../domain/content/content-list.ts'
import { type ContentRowDto, contentContract } from '../../domain/contracts/content-list.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import {
  type AnyResource,
  contains,
  type Queryable,
  readPage,
  requestLang,
  translatedCondition,
  translatedText,
} from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../errors.ts'
import { actionResource } from './actions.routes.ts'
import { infographicResource } from './infographics.routes.ts'
import { initiativeResource } from './initiatives.routes.ts'
import { quizQuestionResource } from './quiz-questions.routes.ts'

/** The content types the list reads, each from its resource (table and `translated` rule). */
const sources: Record<ContentType, AnyResource> = {
  action: actionResource,
  'info-graphic': infographicResource,
  initiative: initiativeResource,
  question: quizQuestionResource,
}

const title = sql`"items"."title"`

/** One select per type, in one `union all`: type, id, title and whether it is translated in `lang`. */
function items(lang: Lang, type: ContentType | undefined) {
  const selects = Object.entries(sources)
    .filter(([each]) => !type || each === type)
    .map(([each, resource]) => {
      const table = resource.table
      return sql`select ${each}::text as "type", ${table.id} as "id", ${table.title} as "title", (${translatedCondition(resource)(lang)}) as "translated" from ${table}`
    })
  return sql.join(selects, sql` union all `)
}

function whereOf(query: ContentListQuery, lang: Lang): SQL {
  const conditions: SQL[] = [sql`true`]
  if (query.q) conditions.push(contains(translatedText(title, lang), query.q))
  if (query.state)
    conditions.push(query.state === 'translated' ? sql`"items"."translated"` : sql`not "items"."translated"`)
  return sql.join(conditions, sql` and `)
}

/** `?sort=` as the order of the page, `reversed` for a page read from the end (`readPage`). */
function orderOf(sort: string | undefined, lang: Lang, reversed: boolean, alias: SQL) {
  const wanted = sort ?? 'id'
  const field = wanted.replace(/^-/, '')
  const column = (name: string) => sql`${alias}.${sql.identifier(name)}`
  const expressions: Record<string, SQL> = {
    id: column('id'),
    type: column('type'),
    title: translatedText(column('title'), lang),
  }
  const expression = expressions[field]
  if (!expression) throw badRequest(`Cannot sort by ${field}.`, { sort: 'Unknown field.' })
  const down = wanted.startsWith('-') !== reversed
  const direction = down ? sql`desc` : sql`asc`
  const tie = reversed ? sql`desc` : sql`asc`
  return sql`${expression} ${direction} ${reversed ? sql`nulls first` : sql`nulls last`}, ${column('id')} ${tie}, ${column('type')} ${tie}`
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
 * story by id with a page linking it.
 */
const categoryOf = sql`left join lateral (
  select c.id, c.title, c.emoji from categories c where c.id in (
    select category_id from action_categories where p.type = 'action' and action_id = p.id
    union all select category_id from initiative_categories where p.type = 'initiative' and initiative_id = p.id
    union all select category_id from infographic_categories where p.type = 'info-graphic' and info_graphic_id = p.id
    union all select s.category_id from stories s where p.type = 'question' and s.id = (
      select min(si.story_id) from story_items si where si.question_id = p.id
    )
  ) order by c.index, c.id limit 1
) cat on true`

const storyOf = sql`left join lateral (
  select s.id, s.title from stories s where s.id in (
    select story_id from story_items where p.type = 'action' and action_id = p.id
    union all select si.story_id from story_item_actions sia join story_items si on si.id = sia.story_item_id where p.type = 'action' and sia.action_id = p.id
    union all select story_id from story_items where p.type = 'initiative' and initiative_id = p.id
    union all select si.story_id from story_item_initiatives sii join story_items si on si.id = sii.story_item_id where p.type = 'initiative' and sii.initiative_id = p.id
    union all select story_id from story_items where p.type = 'info-graphic' and info_graphic_id = p.id
    union all select story_id from story_items where p.type = 'question' and question_id = p.id
  ) order by s.id limit 1
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

/** One page (or the whole list) of the content list. */
export async function readContentList(db: Queryable, query: ContentListQuery, lang: Lang) {
  const union = items(lang, query.type)
  const where = whereOf(query, lang)
  return readPage(
    {
      count: async () => {
        const [row] = rowsOf(
          await db.execute(sql`select count(*)::int as n from (${union}) as "items" where ${where}`),
        )
        return (row?.n as number) ?? 0
      },
    },
    { page: query.page ?? 1, size: query.pageSize ?? PAGE_SIZE },
    async (window) => {
      const result = await db.execute(sql`
        select p.type, p.id, p.title, p.translated,
          cat.id as category_id, cat.title as category_title, cat.emoji as category_emoji,
          st.id as story_id, st.title as story_title
        from (
          select * from (${union}) as "items" where ${where}
          order by ${orderOf(query.sort, lang, window.reversed, sql`"items"`)}
          limit ${window.limit} offset ${window.offset}
        ) p ${categoryOf} ${storyOf}
        order by ${orderOf(query.sort, lang, window.reversed, sql`p`)}`)
      return rowsOf(result).map((row) => toRow(row as PageRow, lang))
    },
  )
}

/**
 * `GET /api/content` (ours, docs/product.md §2 "Content list"): actions, infographics, initiatives
 * and quiz questions in one list: `?type=`, `?q=` (the title shown in the request language),
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
