import { fn } from 'storybook/test'
import type { contentApi } from '../../src/console/api/content.ts'
import { PAGE_SIZE } from '../../src/domain/constants.ts'
import type { ContentListQuery } from '../../src/domain/content/content-list.ts'
import type { ContentRowDto } from '../../src/domain/contracts/content-list.ts'
import type { ContentType } from '../../src/domain/enums.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { shownText, textsIn } from '../../src/domain/reference.ts'
import { apiRefusal } from '../support/memoryResource.ts'
import { actionRows } from './actionFixtures.ts'
import { categoryEntries, type Text } from './fixtures.ts'
import { infographicRows } from './infographicFixtures.ts'
import { initiativeRows } from './initiativeFixtures.ts'
import { quizQuestionRows } from './quizFixtures.ts'

type StorySeed = { id: number; title: Text; categoryId: number }

/** The stories content is a page of (the Dutch title of "Waste less food" is missing). */
const storySeeds = {
  cycling: { id: 3, title: { en: 'Cycling to work', nl: 'Fietsen naar je werk' }, categoryId: 5 },
  meat: { id: 5, title: { en: 'Eat less meat', nl: 'Minder vlees eten' }, categoryId: 2 },
  waste: { id: 7, title: { en: 'Waste less food' }, categoryId: 4 },
  home: {
    id: 8,
    title: { en: 'A warm home, a smaller bill', nl: 'Een warm huis, een lagere rekening' },
    categoryId: 8,
  },
} satisfies Record<string, StorySeed>

/**
 * Which story each record is a page of, by row key. Not in any story: action 4 (green energy),
 * the infographics 2 and 4, the initiatives and the shower question (3).
 */
const storyOf: Partial<Record<string, StorySeed>> = {
  'action-1': storySeeds.cycling,
  'question-1': storySeeds.cycling,
  'action-2': storySeeds.meat,
  'info-graphic-1': storySeeds.meat,
  'question-2': storySeeds.waste,
  'action-3': storySeeds.home,
  'info-graphic-3': storySeeds.home,
  'question-4': storySeeds.home,
}

/** A record of any kind as its row: the title (and its reference), the first category, its story. */
function rowOf(
  type: ContentType,
  record: { id: number; title: string; reference?: { lang: Lang; values: { title?: string } } },
  categories: ContentRowDto['category'][],
  translated: boolean,
  lang: Lang,
): ContentRowDto {
  const story = storyOf[`${type}-${record.id}`]
  const missing = record.reference?.values.title
  // A quiz question has no category of its own: the list shows its story's.
  const category =
    type === 'question' ? (story ? categoryEntries([story.categoryId], lang)[0]! : null) : categories[0]
  return {
    id: record.id,
    type,
    title: record.title,
    ...(missing ? { reference: { lang: record.reference!.lang, values: { title: missing } } } : {}),
    category: category ?? null,
    story: story ? { id: story.id, ...textsIn({ title: story.title }, lang) } : null,
    translated,
  }
}

/** Order of the list: by id, then by type (the server's default). */
const byIdThenType = (a: ContentRowDto, b: ContentRowDto) => a.id - b.id || a.type.localeCompare(b.type)

/** The records of actionFixtures, infographicFixtures, initiativeFixtures and quizFixtures as rows. */
export function recordContentRows(lang: Lang = 'en'): ContentRowDto[] {
  return [
    ...actionRows(lang).map((row) => rowOf('action', row, row.categories, row.translated, lang)),
    ...infographicRows(lang).map((row) => rowOf('info-graphic', row, row.categories, row.translated, lang)),
    ...initiativeRows(lang).map((row) => rowOf('initiative', row, row.categories, row.translated, lang)),
    ...quizQuestionRows(lang).map((row) => rowOf('question', row, [], row.translated, lang)),
  ].sort(byIdThenType)
}

const topics: Text[] = [
  { en: 'cycling', nl: 'fietsen' },
  { en: 'insulation', nl: 'isolatie' },
  { en: 'solar panels', nl: 'zonnepanelen' },
  { en: 'heat pumps', nl: 'warmtepompen' },
  { en: 'meat-free Mondays', nl: 'vleesloze maandag' },
  { en: 'second-hand clothes', nl: 'tweedehands kleding' },
  { en: 'rainwater', nl: 'regenwater' },
  { en: 'repair cafés', nl: 'repaircafés' },
  { en: 'night trains', nl: 'nachttreinen' },
  { en: 'composting', nl: 'composteren' },
  { en: 'tap water', nl: 'kraanwater' },
  { en: 'green roofs', nl: 'groene daken' },
]

const titleOf: Record<ContentType, (topic: Text) => Text> = {
  action: (topic) => ({ en: `Try ${topic.en} this month`, nl: `Probeer deze maand ${topic.nl}` }),
  'info-graphic': (topic) => ({ en: `The numbers on ${topic.en}`, nl: `De cijfers over ${topic.nl}` }),
  initiative: (topic) => ({ en: `Neighbours for ${topic.en}`, nl: `Buren voor ${topic.nl}` }),
  question: (topic) => ({ en: `What do you know about ${topic.en}?`, nl: `Wat weet je over ${topic.nl}?` }),
}
const kinds: ContentType[] = ['action', 'info-graphic', 'initiative', 'question']

/**
 * More rows for paging: each kind once per topic (ids from 5 on), every fifth one not yet in
 * Dutch, in categories taken in turn. Only the list knows them: their drawers would answer 404.
 */
export function moreContentRows(lang: Lang = 'en'): ContentRowDto[] {
  return topics.flatMap((topic, index) =>
    kinds.map((type, kind) => {
      const number = index * kinds.length + kind
      const text = titleOf[type](topic)
      const title: Text = number % 5 === 4 ? { en: text.en } : text
      const categoryId = [1, 5, 8, 9, 3][number % 5]!
      return {
        id: 5 + index,
        type,
        ...textsIn({ title }, lang),
        category: type === 'question' ? null : categoryEntries([categoryId], lang)[0]!,
        story: null,
        translated: Boolean(title[lang]),
      }
    }),
  )
}

/** The whole /content list in `lang`: the 15 records, then 48 more (63 rows, three pages of 25). */
export const contentRows = (lang: Lang = 'en') =>
  [...recordContentRows(lang), ...moreContentRows(lang)].sort(byIdThenType)

type ContentClient = typeof contentApi

/**
 * An in-memory `GET /api/content`: `rowsIn(lang)` filtered by `type`, `id` (one item: an open
 * drawer reads its story so), `state` and `q` (the title shown, in any letter case), paged by
 * `page` and `pageSize` with the total of all matches, as the server answers. Every call is a spy
 * the play functions and tests check.
 */
export function fakeContentApi(rowsIn: (lang: Lang) => ContentRowDto[] = contentRows) {
  const matching = (query: ContentListQuery, lang: Lang) => {
    const q = query.q?.trim().toLowerCase()
    return rowsIn(lang).filter(
      (row) =>
        (!query.type || row.type === query.type) &&
        (query.id === undefined || row.id === query.id) &&
        (!query.state || row.translated === (query.state === 'translated')) &&
        (!q || shownText(row, 'title').text.toLowerCase().includes(q)),
    )
  }
  const pageOf = (rows: ContentRowDto[], query: ContentListQuery) => {
    const size = query.pageSize ?? PAGE_SIZE
    const start = ((query.page ?? 1) - 1) * size
    return rows.slice(start, start + size)
  }
  return {
    // Without `page` the whole list, as every list route answers.
    list: fn(async (query: ContentListQuery, lang: Lang) => {
      const rows = matching(query, lang)
      return query.page === undefined ? rows : pageOf(rows, query)
    }).mockName('list'),
    page: fn(async (query: ContentListQuery, lang: Lang) => {
      const rows = matching(query, lang)
      return { rows: pageOf(rows, query), total: rows.length }
    }).mockName('page'),
    get: fn(async (): Promise<ContentRowDto> => {
      throw apiRefusal(404, 'not_found', 'Not found.')
    }).mockName('get'),
  } satisfies ContentClient
}
