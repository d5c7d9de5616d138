import { fn } from 'storybook/test'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { type OrderItem, renumber } from '../../src/domain/ordering.ts'
import { textsIn } from '../../src/domain/reference.ts'
import { categoryRows } from '../categories/fixtures.ts'
import { complete, type Text } from '../content/fixtures.ts'
import { fakeStoriesApi } from '../stories/fixtures.ts'
import { apiRefusal } from '../support/memoryResource.ts'

// The published quizzes as `GET /api/story?type=quiz&published=true&sort=index` answers them (in
// English and Dutch), and an in-memory fake of the stories client whose `order` stores the order
// it is sent, so the list loaded again after a save shows it (as the server's does).

type QuizSeed = { id: number; title: Text; notificationCTA: Text; categoryId: number | null; index: number }

/**
 * Five published quizzes, by index (their indexes have gaps: the stories lie between them). "Quiz:
 * which bin?" has no Dutch at all (nor has its category, Food waste); "Flying less" lost its
 * category. The categories are stories/categories/fixtures.ts's.
 */
const quizSeeds: QuizSeed[] = [
  {
    id: 21,
    title: { en: 'How green is your plate?', nl: 'Hoe groen is je bord?' },
    notificationCTA: { en: 'Test what you know about food.', nl: 'Test wat je weet over eten.' },
    categoryId: 1,
    index: 1,
  },
  {
    id: 22,
    title: { en: 'Travel smart', nl: 'Slim reizen' },
    notificationCTA: { en: 'Train, bike or car?', nl: 'Trein, fiets of auto?' },
    categoryId: 5,
    index: 4,
  },
  {
    id: 23,
    title: { en: 'Quiz: which bin?' },
    notificationCTA: { en: 'Where does a pizza box go?' },
    categoryId: 4,
    index: 5,
  },
  {
    id: 24,
    title: { en: 'Energy at home', nl: 'Energie thuis' },
    notificationCTA: { en: 'What does standby cost?', nl: 'Wat kost sluimerstand?' },
    categoryId: 8,
    index: 9,
  },
  {
    id: 25,
    title: { en: 'Flying less', nl: 'Minder vliegen' },
    notificationCTA: { en: 'How far does one flight take you?', nl: 'Hoe ver brengt één vlucht je?' },
    categoryId: null,
    index: 12,
  },
]

/** The English titles, in the stored order. */
export const quizTitles = quizSeeds.map((seed) => seed.title.en)
/** The ids, in the stored order. */
export const quizIds = quizSeeds.map((seed) => seed.id)

/** A category as a story's answer embeds it, in `lang` (its English as the reference where Dutch is missing). */
const categoryEntry = (id: number | null, lang: Lang) => {
  const category = categoryRows(lang).find((candidate) => candidate.id === id)
  if (!category) return null
  const missing = category.reference?.values.title
  return {
    id: category.id,
    title: category.title,
    emoji: category.emoji,
    ...(missing ? { reference: { lang: category.reference!.lang, values: { title: missing } } } : {}),
  }
}

/** The published quizzes as `/api/story` answers them in `lang`, by index. */
export function quizRows(lang: Lang = 'en'): StoryDto[] {
  return quizSeeds.map((seed) => {
    const texts = { title: seed.title, notificationCTA: seed.notificationCTA }
    return {
      id: seed.id,
      ...textsIn(texts, lang),
      type: 'quiz',
      index: seed.index,
      published: true,
      category: categoryEntry(seed.categoryId, lang),
      notRelevantForLabels: [],
      media: [],
      itemCount: 4,
      translated: complete(Object.values(texts), lang),
      version: 1,
    }
  })
}

/** The stories list's query (`stories.list`'s first argument). */
type Query = Parameters<ReturnType<typeof fakeStoriesApi>['list']>[0]

/** What the server answers a refused save with when a quiz was deleted meanwhile. */
export const storyNotFound = apiRefusal(404, 'not_found', 'Story not found.')

/**
 * An in-memory stories API over `rows` whose calls the play functions check (the stories area's
 * fake): `list` filters by type and published and sorts by index, as the server does; `order`
 * stores the indexes it is sent (renumbered 0..n-1, as the server stores them) and answers them,
 * or, with `refuse`, rejects with that API error and changes nothing.
 */
export function fakeQuizApi(rows: StoryDto[] = quizRows(), { refuse }: { refuse?: object } = {}) {
  const stored = new Map(rows.map((row) => [row.id, row.index]))
  const indexOf = (row: StoryDto) => stored.get(row.id) ?? row.index
  return {
    ...fakeStoriesApi(rows),
    list: fn(async (query: Query, _lang: Lang) =>
      rows
        .filter(
          (row) =>
            (!query.type || row.type === query.type) &&
            (query.published === undefined || row.published === query.published),
        )
        .map((row) => ({ ...row, index: indexOf(row) }))
        .sort((a, b) => a.index - b.index || a.id - b.id),
    ).mockName('list'),
    order: fn(async (items: OrderItem[]) => {
      if (refuse) throw refuse
      const answer = renumber(items)
      for (const item of answer) stored.set(item.id, item.index)
      return answer
    }).mockName('order'),
  }
}
export type QuizFake = ReturnType<typeof fakeQuizApi>
