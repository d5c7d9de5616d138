import { type ReactNode, useMemo } from 'react'
import { actionsApi } from '../../src/console/api/actions.ts'
import { categoriesApi } from '../../src/console/api/categories.ts'
import { contentApi } from '../../src/console/api/content.ts'
import { heroesApi } from '../../src/console/api/heroes.ts'
import { infoItemsApi } from '../../src/console/api/info-items.ts'
import { infographicsApi } from '../../src/console/api/infographics.ts'
import { initiativesApi } from '../../src/console/api/initiatives.ts'
import { labelsApi } from '../../src/console/api/labels.ts'
import { type MediaClient, mediaApi } from '../../src/console/api/media.ts'
import { quizQuestionsApi } from '../../src/console/api/quiz-questions.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { categoryRows } from '../categories/fixtures.ts'
import { fakeLabelsApi } from '../labels/fixtures.ts'
import { searchResults } from '../ui/media/mediaFixtures.ts'
import { actionRows, fakeActionsApi } from './actionFixtures.ts'
import { fakeContentApi } from './contentRowFixtures.ts'
import { contentMedia } from './fixtures.ts'
import { fakeHeroesApi, heroRows } from './heroFixtures.ts'
import { fakeInfographicsApi, infographicRows } from './infographicFixtures.ts'
import { fakeInfoItemsApi, infoItemRows } from './infoItemFixtures.ts'
import { fakeInitiativesApi, initiativeRows } from './initiativeFixtures.ts'
import { fakeQuizQuestionsApi, quizQuestionRows } from './quizFixtures.ts'

/** The fakes of the content area's clients, each a set of spies over the fixtures' records. */
export type ContentFakes = {
  content: ReturnType<typeof fakeContentApi>
  actions: ReturnType<typeof fakeActionsApi>
  initiatives: ReturnType<typeof fakeInitiativesApi>
  quizQuestions: ReturnType<typeof fakeQuizQuestionsApi>
  infographics: ReturnType<typeof fakeInfographicsApi>
  infoItems: ReturnType<typeof fakeInfoItemsApi>
  heroes: ReturnType<typeof fakeHeroesApi>
}

/** Every content client's fake over the records in `lang` (the list answers in either); `more` replaces some. */
export const contentFakes = (lang: Lang = 'en', more: Partial<ContentFakes> = {}): ContentFakes => ({
  content: fakeContentApi(),
  actions: fakeActionsApi(actionRows(lang)),
  initiatives: fakeInitiativesApi(initiativeRows(lang)),
  quizQuestions: fakeQuizQuestionsApi(quizQuestionRows(lang)),
  infographics: fakeInfographicsApi(infographicRows(lang)),
  infoItems: fakeInfoItemsApi(infoItemRows(lang)),
  heroes: fakeHeroesApi(heroRows(lang)),
  ...more,
})

/** The media a drawer's media list can find: stories/ui/media's, and those of the content records. */
const knownMedia: MediaDto[] = [
  ...searchResults,
  ...contentMedia.map((item) => ({ ...item, translated: true, version: 1 })),
]
const fakeMedia: Partial<MediaClient> = {
  search: async ({ term, page, pageSize }) => {
    const found = knownMedia.filter((item) => item.description.toLowerCase().includes(term.toLowerCase()))
    return { rows: found.slice((page - 1) * pageSize, page * pageSize), total: found.length }
  },
  get: async (id) => knownMedia.find((item) => item.id === id) ?? knownMedia[0]!,
}

/**
 * The content area's stories inside fake APIs: `fakes` for the content kinds (the missing ones
 * from `contentFakes(lang)`), `api` for infographics (the infographic drawer's stories), the
 * categories (in the language asked for) and labels the drawers' checklists read, and the media
 * they can find; the app's toasts beside them.
 */
export function ContentApis({
  api,
  fakes,
  lang = 'en',
  children,
}: {
  api?: typeof infographicsApi
  fakes?: Partial<ContentFakes>
  lang?: Lang
  children: ReactNode
}) {
  // Made once per language; the fakes given replace them one by one (the bindings stay the same
  // objects from render to render, as the real clients do).
  const base = useMemo(() => contentFakes(lang), [lang])
  const all: ContentFakes = {
    ...base,
    ...fakes,
    ...(api ? { infographics: api as ContentFakes['infographics'] } : {}),
  }
  const { content, actions, initiatives, quizQuestions, infographics, infoItems, heroes } = all
  const bindings = useMemo(
    () => [
      provide(contentApi, content),
      provide(actionsApi, actions),
      provide(initiativesApi, initiatives),
      provide(quizQuestionsApi, quizQuestions),
      provide(infographicsApi, infographics),
      provide(infoItemsApi, infoItems),
      provide(heroesApi, heroes),
      // The categories in the language asked for: the checklist of a Dutch drawer reads Dutch titles.
      provide(categoriesApi, { list: async (_query, asked) => categoryRows(asked) }),
      provide(labelsApi, fakeLabelsApi()),
      provide(mediaApi, fakeMedia),
    ],
    [content, actions, initiatives, quizQuestions, infographics, infoItems, heroes],
  )
  return (
    <>
      <ResourceProvider bindings={bindings}>{children}</ResourceProvider>
      <Toasts />
    </>
  )
}
