import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { infographicContract } from '../../domain/contracts/infographics.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import { type InfographicDto, infographicMessages } from '../../domain/infographics.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import { pickLang } from '../../domain/translated.ts'
import { byTranslatedTitle, type Queryable, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { categories, infographicCategories, infographics } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { refusedWhileShown } from './shown-in-stories.ts'

type InfographicRow = RowOf<typeof infographics>
type LoadedInfographic = InfographicRow & {
  categoryList: InfographicDto['categories']
  mediaList: MediaItemDto[]
}

/** The categories (in category order) and media lists of the listed infographics, in two queries. */
async function loadInfographics(rows: InfographicRow[], db: Queryable, lang: Lang) {
  const ids = rows.map((row) => row.id)
  const links = ids.length
    ? await db
        .select({
          owner: infographicCategories.infoGraphicId,
          id: categories.id,
          title: categories.title,
          emoji: categories.emoji,
        })
        .from(infographicCategories)
        .innerJoin(categories, eq(categories.id, infographicCategories.categoryId))
        .where(inArray(infographicCategories.infoGraphicId, ids))
        .orderBy(asc(categories.index), asc(categories.id))
    : []
  const mediaOf = await loadMediaLists(db, 'info-graphic', ids, lang)
  const categoriesOf = new Map<number, InfographicDto['categories']>()
  for (const link of links) {
    const list = categoriesOf.get(link.owner) ?? []
    list.push({ id: link.id, ...textsIn({ title: link.title }, lang), emoji: link.emoji })
    categoriesOf.set(link.owner, list)
  }
  return rows.map(
    (row): LoadedInfographic => ({
      ...row,
      categoryList: categoriesOf.get(row.id) ?? [],
      mediaList: mediaOf.get(row.id) ?? [],
    }),
  )
}

/**
 * Infographics (docs/product.md §3, §7 "Content CRUD") at `/api/info-graphic`: the plain CRUD routes; title and
 * description (markdown) translated; `categoryIds` and `media` saved with the record.
 */
export const infographicResource = serverResource(infographicContract, {
  table: infographics,
  translatable: ['title', 'description'],
  load: (rows, { db, lang }) => loadInfographics(rows, db, lang),
  toDto: (row: LoadedInfographic, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    description: pickLang(row.description, lang),
    categories: row.categoryList,
    media: row.mediaList,
  }),
  list: {
    ...byTranslatedTitle(infographics),
    defaultSort: 'id',
  },
  links: [
    {
      field: 'categoryIds',
      table: infographicCategories,
      owner: infographicCategories.infoGraphicId,
      target: infographicCategories.categoryId,
      targetTable: categories,
      notFound: infographicMessages.categoryNotFound,
    },
  ],
  media: { owner: 'info-graphic' },
  // A story's page shows it: refused with the stories named (issue 21).
  delete: { plan: refusedWhileShown('info-graphic') },
})

export const infographicsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, infographicResource)
}
