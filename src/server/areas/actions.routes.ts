import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { addressColumns, addressOf } from '../../domain/content/address.ts'
import type { stepEntrySchema } from '../../domain/content/steps.ts'
import { actionContract } from '../../domain/contracts/actions.ts'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import { pickLang } from '../../domain/translated.ts'
import {
  byTranslatedTitle,
  childColumns,
  type Queryable,
  type RowOf,
  registerCrud,
  serverResource,
} from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { actionCategories, actionNotRelevantLabels, actionSources, actions, steps } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { categoryLinks, labelLinks, loadCategoryRefs, loadLabelRefs } from './content.links.ts'
import { refusedWhileShown } from './shown-in-stories.ts'

type ActionRow = RowOf<typeof actions> & {
  steps: RowOf<typeof steps>[]
  sources: RowOf<typeof actionSources>[]
}
type LoadedAction = ActionRow & {
  categoryList: CategoryRef[]
  labelList: { id: number; value: string }[]
  mediaList: MediaItemDto[]
}

const categoryLink = {
  table: actionCategories,
  owner: actionCategories.actionId,
  target: actionCategories.categoryId,
}
const labelLink = {
  table: actionNotRelevantLabels,
  owner: actionNotRelevantLabels.actionId,
  target: actionNotRelevantLabels.labelId,
}

/** Categories, labels and media of the listed actions (their steps and sources the kit reads). */
async function loadActions(rows: ActionRow[], db: Queryable, lang: Lang): Promise<LoadedAction[]> {
  const ids = rows.map((row) => row.id)
  const [categoriesOf, labelsOf, mediaOf] = await Promise.all([
    loadCategoryRefs(db, categoryLink, ids, lang),
    loadLabelRefs(db, labelLink, ids),
    loadMediaLists(db, 'action', ids, lang),
  ])
  return rows.map((row) => ({
    ...row,
    categoryList: categoriesOf.get(row.id) ?? [],
    labelList: labelsOf.get(row.id) ?? [],
    mediaList: mediaOf.get(row.id) ?? [],
  }))
}

/**
 * Actions (docs/product.md §3, §7 "Content CRUD") at `/api/action`: title, short description and
 * description translated; steps (each with its address) and sources are owned child lists saved
 * with the action in one transaction; categories, not-relevant-for labels and media lists too.
 * `?type=action|tips`.
 */
export const actionResource = serverResource(actionContract, {
  table: actions,
  translatable: ['title', 'shortDescription', 'description'],
  children: [
    {
      field: 'steps',
      table: steps,
      parent: steps.actionId,
      index: steps.index,
      translatable: ['description'],
      columns: childColumns(({ description, address }: z.output<typeof stepEntrySchema>) => ({
        description,
        ...addressColumns(address),
      })),
    },
    {
      field: 'sources',
      table: actionSources,
      parent: actionSources.actionId,
      index: actionSources.index,
      translatable: ['description'],
    },
  ],
  load: (rows, { db, lang }) => loadActions(rows as ActionRow[], db, lang),
  toDto: (row: LoadedAction, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    type: row.type,
    shortDescription: pickLang(row.shortDescription, lang),
    description: pickLang(row.description, lang),
    categories: row.categoryList,
    notRelevantForLabels: row.labelList,
    difficulty: row.difficulty,
    impact: row.impact,
    steps: row.steps.map((step) => ({
      id: step.id,
      ...textsIn({ description: step.description }, lang),
      index: step.index,
      address: addressOf(step),
    })),
    sources: row.sources.map((source) => ({
      id: source.id,
      ...textsIn({ description: source.description }, lang),
      href: source.href,
    })),
    media: row.mediaList,
  }),
  list: {
    ...byTranslatedTitle(actions),
    filter: (query) => [query.type ? eq(actions.type, query.type) : undefined],
    defaultSort: 'id',
  },
  links: [
    categoryLinks(actionCategories, actionCategories.actionId, actionCategories.categoryId),
    labelLinks(actionNotRelevantLabels, actionNotRelevantLabels.actionId, actionNotRelevantLabels.labelId),
  ],
  media: { owner: 'action' },
  // A story's page shows it: refused with the stories named (issue 21).
  delete: { plan: refusedWhileShown('action') },
})

export const actionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, actionResource)
}
