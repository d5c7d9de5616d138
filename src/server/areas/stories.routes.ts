import { count, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import { storyContract } from '../../domain/contracts/stories.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import { storyMessages } from '../../domain/stories/stories.ts'
import { pickLang } from '../../domain/translated.ts'
import {
  byStoredTitle,
  nextIndex,
  presenterOf,
  type Queryable,
  type RowOf,
  registerCrud,
  serverResource,
} from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { categories, stories, storyItems, storyNotRelevantLabels } from '../db/schema.ts'
import { badRequest } from '../errors.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { labelLinks, loadLabelRefs } from './content.links.ts'
import { storyStructureRoutes } from './story-structure.routes.ts'

type StoryRow = RowOf<typeof stories>
type LoadedStory = StoryRow & {
  categoryRef: CategoryRef | null
  labelList: { id: number; value: string }[]
  mediaList: MediaItemDto[]
  itemCount: number
}

const labelLink = {
  table: storyNotRelevantLabels,
  owner: storyNotRelevantLabels.storyId,
  target: storyNotRelevantLabels.labelId,
}

/** Each story's category, labels, media and number of pages, for all listed stories at once. */
async function loadStories(rows: StoryRow[], db: Queryable, lang: Lang): Promise<LoadedStory[]> {
  const ids = rows.map((row) => row.id)
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))]
  const [categoryRows, labelsOf, mediaOf, counts] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: categories.id, title: categories.title, emoji: categories.emoji })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
    loadLabelRefs(db, labelLink, ids),
    loadMediaLists(db, 'story', ids, lang),
    ids.length
      ? db
          .select({ storyId: storyItems.storyId, n: count() })
          .from(storyItems)
          .where(inArray(storyItems.storyId, ids))
          .groupBy(storyItems.storyId)
      : [],
  ])
  const categoryOf = new Map(
    categoryRows.map((row): [number, CategoryRef] => [
      row.id,
      { id: row.id, ...textsIn({ title: row.title }, lang), emoji: row.emoji },
    ]),
  )
  const itemsOf = new Map(counts.map((row) => [row.storyId, Number(row.n)]))
  return rows.map((row) => ({
    ...row,
    categoryRef: row.categoryId === null ? null : (categoryOf.get(row.categoryId) ?? null),
    labelList: labelsOf.get(row.id) ?? [],
    mediaList: mediaOf.get(row.id) ?? [],
    itemCount: itemsOf.get(row.id) ?? 0,
  }))
}

/** The story's category must exist: a clear 400 on `categoryId`, not the database's refusal. */
async function checkedCategory<I extends { categoryId?: number }>(input: I, db: Queryable) {
  // Left out of an update: the stored one stays.
  if (input.categoryId === undefined) return input
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
  if (!found) throw badRequest(storyMessages.categoryNotFound, { categoryId: storyMessages.categoryNotFound })
  return input
}

/**
 * Stories and quizzes (docs/product.md §3, §7 "Story") at `/api/story`: title and notification
 * message translated; type, category, published language-neutral; not-relevant-for labels and
 * media saved with it; ordered by `index` (`PUT /api/story/order`). `?type=quiz|story`,
 * `?published=`, `?categoryId=`, `?q=` the title shown. Deleting a story deletes its pages.
 */
export const storyResource = serverResource(storyContract, {
  table: stories,
  translatable: ['title', 'notificationCTA'],
  load: (rows, { db, lang }) => loadStories(rows, db, lang),
  toDto: (row: LoadedStory, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    notificationCTA: pickLang(row.notificationCTA, lang),
    type: row.type,
    index: row.index,
    published: row.published,
    category: row.categoryRef,
    notRelevantForLabels: row.labelList,
    media: row.mediaList,
    itemCount: row.itemCount,
  }),
  list: {
    ...byStoredTitle(stories, { en: stories.titleEn, nl: stories.titleNl }, { index: stories.index }),
    filter: (query) => [
      query.type ? eq(stories.type, query.type) : undefined,
      query.published === undefined ? undefined : eq(stories.published, query.published),
      query.categoryId ? eq(stories.categoryId, query.categoryId) : undefined,
    ],
    defaultSort: 'index',
  },
  // A new story goes last.
  create: {
    values: async (input, { db }) => ({
      ...(await checkedCategory(input, db)),
      index: await nextIndex(db, stories, stories.index),
    }),
  },
  update: { values: (input, { db }) => checkedCategory(input, db) },
  // The quiz of the day orders the published quizzes only: they trade their own places.
  order: { column: stories.index, slots: 'kept' },
  links: [labelLinks(storyNotRelevantLabels, storyNotRelevantLabels.storyId, storyNotRelevantLabels.labelId)],
  media: { owner: 'story' },
})

export const storiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, storyResource)
  await app.register(storyStructureRoutes, { db, present: presenterOf(db, storyResource) })
}
