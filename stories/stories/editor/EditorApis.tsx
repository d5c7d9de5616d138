import { type ReactNode, useMemo } from 'react'
import { actionsApi } from '../../../src/console/api/actions.ts'
import { categoriesApi } from '../../../src/console/api/categories.ts'
import { heroesApi } from '../../../src/console/api/heroes.ts'
import { infoItemsApi } from '../../../src/console/api/info-items.ts'
import { infographicsApi } from '../../../src/console/api/infographics.ts'
import { initiativesApi } from '../../../src/console/api/initiatives.ts'
import { labelsApi } from '../../../src/console/api/labels.ts'
import { quizQuestionsApi } from '../../../src/console/api/quiz-questions.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { storiesApi } from '../../../src/console/api/stories.ts'
import { storyItemsApi } from '../../../src/console/api/story-items.ts'
import { Toasts } from '../../../src/console/ui/toasts/Toasts.tsx'
import { categoryRows } from '../../categories/fixtures.ts'
import type { ContentFakes } from '../../content/ContentApis.tsx'
import { fakeLabelsApi } from '../../labels/fixtures.ts'
import type { StoriesFake } from '../fixtures.ts'
import type { StoryItemsFake } from './pageFixtures.ts'

/**
 * The story editor inside fake APIs: its pages' client (`pages`), the content clients its page
 * drawer's pickers search and its content drawers save (`content`, stories/content's records),
 * the stories client where the whole editor shows (`stories`), and the categories and labels the
 * story's own drawer reads; the app's toasts beside them.
 */
export function EditorApis({
  pages,
  content,
  stories,
  children,
}: {
  pages: StoryItemsFake
  content: ContentFakes
  stories?: StoriesFake
  children: ReactNode
}) {
  const bindings = useMemo(
    () => [
      provide(storyItemsApi, pages),
      provide(actionsApi, content.actions),
      provide(initiativesApi, content.initiatives),
      provide(infoItemsApi, content.infoItems),
      provide(infographicsApi, content.infographics),
      provide(heroesApi, content.heroes),
      provide(quizQuestionsApi, content.quizQuestions),
      ...(stories ? [provide(storiesApi, stories)] : []),
      provide(categoriesApi, { list: async (_query, asked) => categoryRows(asked) }),
      provide(labelsApi, fakeLabelsApi()),
    ],
    [pages, content, stories],
  )
  return (
    <>
      <ResourceProvider bindings={bindings}>{children}</ResourceProvider>
      <Toasts />
    </>
  )
}
