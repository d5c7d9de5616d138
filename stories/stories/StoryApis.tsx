import { type ReactNode, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { categoriesApi } from '../../src/console/api/categories.ts'
import { labelsApi } from '../../src/console/api/labels.ts'
import { type MediaClient, mediaApi } from '../../src/console/api/media.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { storiesApi } from '../../src/console/api/stories.ts'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { categoryRows } from '../categories/fixtures.ts'
import { fakeLabelsApi } from '../labels/fixtures.ts'
import { searchResults } from '../ui/media/mediaFixtures.ts'
import type { StoriesFake } from './fixtures.ts'

/** The media the media list's Search tab finds (stories/ui/media's). */
const fakeMedia: Partial<MediaClient> = {
  search: async ({ term, page, pageSize }) => {
    const found = searchResults.filter((item) => item.description.toLowerCase().includes(term.toLowerCase()))
    return { rows: found.slice((page - 1) * pageSize, page * pageSize), total: found.length }
  },
  get: async (id) => searchResults.find((item) => item.id === id) ?? searchResults[0]!,
}

/**
 * The stories area inside fake APIs: `stories` (the play functions check its calls), the
 * categories (in the language asked for) and labels the drawer's select and checklist read, and
 * the media it can find; the app's toasts beside them.
 */
export function StoryApis({ stories, children }: { stories: StoriesFake; children: ReactNode }) {
  const bindings = useMemo(
    () => [
      provide(storiesApi, stories),
      provide(categoriesApi, { list: async (_query, asked) => categoryRows(asked) }),
      provide(labelsApi, fakeLabelsApi()),
      provide(mediaApi, fakeMedia),
    ],
    [stories],
  )
  return (
    <>
      <ResourceProvider bindings={bindings}>{children}</ResourceProvider>
      <Toasts />
    </>
  )
}

/** Where the memory router is (a row opens `/stories/{id}`), as tests/console's Address shows it. */
export function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}
