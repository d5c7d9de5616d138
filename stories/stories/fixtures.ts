import { fn } from 'storybook/test'
import type { z } from 'zod'
import type { Page } from '../../src/console/api/resource.ts'
import type { storiesApi } from '../../src/console/api/stories.ts'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { StoryType } from '../../src/domain/enums.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { textsIn } from '../../src/domain/reference.ts'
import type { storyCreateSchema, storyUpdateSchema } from '../../src/domain/stories/stories.ts'
import { mediaFromIds, sentOrKept } from '../content/fakeContent.ts'
import { categoryEntries, complete, mediaItem, type Text } from '../content/fixtures.ts'
import { labelRows } from '../labels/fixtures.ts'
import { memoryResource } from '../support/memoryResource.ts'

// The stories and quizzes as `/api/story` answers them (in English and Dutch), and an in-memory
// fake of their client. Some Dutch is missing: the field is empty, its English comes as the
// reference, and the story is not `translated`.

/** The background images the stories show (docs/product.md §5: a story requires one). */
export const bikeLane = mediaItem(31, 'A bike lane along the canal', 'background-image')
export const vegetableMarket = mediaItem(32, 'A vegetable market stall', 'background-image')
const storyMedia = [bikeLane, vegetableMarket]

type StorySeed = {
  id: number
  title: Text
  notificationCTA: Text
  type: StoryType
  /** Null: its category was deleted. */
  categoryId: number | null
  labelIds: number[]
  published: boolean
  itemCount: number
  media?: StoryDto['media']
}

/**
 * Five stories and quizzes (categories of stories/categories/fixtures.ts, labels of
 * stories/labels/fixtures.ts): "Waste less food" has no Dutch at all (nor has its category, Food
 * waste), "A warm home" lacks its Dutch notification message, the flying quiz lost its category.
 */
const storySeeds: StorySeed[] = [
  {
    id: 1,
    title: { en: 'Cycling to work', nl: 'Fietsen naar je werk' },
    notificationCTA: { en: 'Leave the car at home this week!', nl: 'Laat de auto deze week staan!' },
    type: 'story',
    categoryId: 5,
    labelIds: [],
    published: true,
    itemCount: 4,
    media: [bikeLane],
  },
  {
    id: 2,
    title: { en: 'How green is your plate?', nl: 'Hoe groen is je bord?' },
    notificationCTA: { en: 'Test what you know about food.', nl: 'Test wat je weet over eten.' },
    type: 'quiz',
    categoryId: 1,
    labelIds: [2],
    published: true,
    itemCount: 6,
    media: [vegetableMarket],
  },
  {
    id: 3,
    title: { en: 'Waste less food' },
    notificationCTA: { en: 'A third of our food is thrown away.' },
    type: 'story',
    categoryId: 4,
    labelIds: [],
    published: false,
    itemCount: 3,
  },
  {
    id: 4,
    title: { en: 'A warm home, a smaller bill', nl: 'Een warm huis, een lagere rekening' },
    notificationCTA: { en: 'Winter is coming: save energy.' },
    type: 'story',
    categoryId: 8,
    labelIds: [1, 4],
    published: false,
    itemCount: 0,
  },
  {
    id: 5,
    title: { en: 'Flying less', nl: 'Minder vliegen' },
    notificationCTA: { en: 'How far does one flight take you?', nl: 'Hoe ver brengt één vlucht je?' },
    type: 'quiz',
    categoryId: null,
    labelIds: [],
    published: true,
    itemCount: 5,
  },
]

/** The labels a story names, as its answer embeds them. */
const labelEntries = (ids: readonly number[] = []) =>
  labelRows()
    .filter((label) => ids.includes(label.id))
    .map(({ id, value }) => ({ id, value }))

/** The category a story names, as its answer embeds it (null when there is none). */
const categoryEntry = (id: number | null | undefined, lang: Lang = 'en') =>
  id ? (categoryEntries([id], lang)[0] ?? null) : null

/** The stories as `GET /api/story` answers them in `lang`, by index. */
export function storyRows(lang: Lang = 'en'): StoryDto[] {
  return storySeeds.map((seed, index) => {
    const texts = { title: seed.title, notificationCTA: seed.notificationCTA }
    return {
      id: seed.id,
      ...textsIn(texts, lang),
      type: seed.type,
      index,
      published: seed.published,
      category: categoryEntry(seed.categoryId, lang),
      notRelevantForLabels: labelEntries(seed.labelIds),
      media: seed.media ?? [],
      itemCount: seed.itemCount,
      translated: complete(Object.values(texts), lang),
      version: 1,
    }
  })
}

/** What the drawer sends: the schemas' output (the media as ids, the category chosen). */
export type StoryCreate = z.output<typeof storyCreateSchema>
export type StoryUpdate = z.output<typeof storyUpdateSchema>

/** The query the Stories list asks with: the kit's list query and the Type filter. */
type StoryQuery = Parameters<typeof storiesApi.page>[0]

/**
 * An in-memory stories API over `rows` whose calls the play functions check (memoryResource);
 * its pages filter by `type` and search the title (in any letter case), as the server does.
 */
export function fakeStoriesApi(rows: StoryDto[] = storyRows()) {
  const client = memoryResource<StoryDto, StoryCreate, StoryUpdate>(rows, {
    create: (input, id) => ({
      id,
      title: input.title,
      notificationCTA: input.notificationCTA,
      type: input.type,
      index: rows.length,
      published: input.published,
      category: categoryEntry(input.categoryId),
      notRelevantForLabels: labelEntries(input.notRelevantForLabelIds),
      media: mediaFromIds(input.media, storyMedia) ?? [],
      itemCount: 0,
      translated: true,
      version: 1,
    }),
    update: (row, input) => ({
      ...row,
      title: input.title ?? row.title,
      notificationCTA: input.notificationCTA ?? row.notificationCTA,
      type: input.type ?? row.type,
      published: input.published ?? row.published,
      category: input.categoryId === undefined ? row.category : categoryEntry(input.categoryId),
      notRelevantForLabels: sentOrKept(input.notRelevantForLabelIds, row.notRelevantForLabels, labelEntries),
      media: mediaFromIds(input.media, [...row.media, ...storyMedia]) ?? row.media,
    }),
  })
  const matching = (query: StoryQuery) =>
    rows.filter(
      (row) =>
        (!query.type || row.type === query.type) &&
        (!query.q ||
          (row.title || row.reference?.values.title || '').toLowerCase().includes(query.q.toLowerCase())),
    )
  return {
    ...client,
    list: fn(async (query: StoryQuery, _lang: Lang) => matching(query)).mockName('list'),
    page: fn(async (query: StoryQuery, _lang: Lang): Promise<Page<StoryDto>> => {
      const all = matching(query)
      const size = query.pageSize ?? 25
      const start = ((query.page ?? 1) - 1) * size
      return { rows: all.slice(start, start + size), total: all.length }
    }).mockName('page'),
  }
}
export type StoriesFake = ReturnType<typeof fakeStoriesApi>
