import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Address, addressColumns, addressOf } from '../../domain/content/address.ts'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import { initiativeContract } from '../../domain/contracts/initiatives.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { Lang } from '../../domain/lang.ts'
import { pickLang } from '../../domain/translated.ts'
import { byTranslatedTitle, type Queryable, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { initiativeCategories, initiatives } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { categoryLinks, loadCategoryRefs } from './content.links.ts'
import { refusedWhileShown } from './shown-in-stories.ts'

type InitiativeRow = RowOf<typeof initiatives>
type LoadedInitiative = InitiativeRow & { categoryList: CategoryRef[]; mediaList: MediaItemDto[] }

const categoryLink = {
  table: initiativeCategories,
  owner: initiativeCategories.initiativeId,
  target: initiativeCategories.categoryId,
}

async function loadInitiatives(
  rows: InitiativeRow[],
  db: Queryable,
  lang: Lang,
): Promise<LoadedInitiative[]> {
  const ids = rows.map((row) => row.id)
  const [categoriesOf, mediaOf] = await Promise.all([
    loadCategoryRefs(db, categoryLink, ids, lang),
    loadMediaLists(db, 'initiative', ids, lang),
  ])
  return rows.map((row) => ({
    ...row,
    categoryList: categoriesOf.get(row.id) ?? [],
    mediaList: mediaOf.get(row.id) ?? [],
  }))
}

/** A body's `address` object as the initiative's address columns (left out: unchanged). */
const withAddressColumns = <I extends { address?: Address }>({ address, ...rest }: I) => ({
  ...rest,
  ...(address ? addressColumns(address) : {}),
})

/**
 * Initiatives (docs/product.md §3, §7 "Content CRUD") at `/api/initiative`: title, quiz title and
 * the descriptions translated; website, impact area and address language-neutral; categories
 * and media saved with it. The list (`?q=` the title shown, `?impactArea=`, `?sort=id|title`)
 * also serves the rich text editor's "link to an initiative" picker, by title.
 */
export const initiativeResource = serverResource(initiativeContract, {
  table: initiatives,
  translatable: ['title', 'quizTitle', 'shortDescription', 'description'],
  load: (rows, { db, lang }) => loadInitiatives(rows, db, lang),
  toDto: (row: LoadedInitiative, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    quizTitle: pickLang(row.quizTitle, lang),
    website: row.website,
    impactArea: row.impactArea,
    address: addressOf(row),
    categories: row.categoryList,
    shortDescription: pickLang(row.shortDescription, lang),
    description: pickLang(row.description, lang),
    media: row.mediaList,
  }),
  list: {
    ...byTranslatedTitle(initiatives),
    filter: (query) => [query.impactArea ? eq(initiatives.impactArea, query.impactArea) : undefined],
    // A picker: by title (an initiative without a title in this language last).
    defaultSort: 'title',
  },
  create: { values: withAddressColumns },
  update: { values: withAddressColumns },
  links: [
    categoryLinks(initiativeCategories, initiativeCategories.initiativeId, initiativeCategories.categoryId),
  ],
  media: { owner: 'initiative' },
  // A story's page shows it: refused with the stories named (issue 21).
  delete: { plan: refusedWhileShown('initiative') },
})

export const initiativesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, initiativeResource)
}
