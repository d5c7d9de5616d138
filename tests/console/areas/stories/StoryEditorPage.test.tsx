import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { infoItemsApi } from '../../../../src/console/api/info-items.ts'
import { initiativesApi } from '../../../../src/console/api/initiatives.ts'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { storiesApi } from '../../../../src/console/api/stories.ts'
import { storyItemsApi } from '../../../../src/console/api/story-items.ts'
import StoryEditorPage from '../../../../src/console/areas/stories/editor/StoryEditorPage.tsx'
import { Toasts } from '../../../../src/console/ui/toasts/Toasts.tsx'
import type { StoryDto } from '../../../../src/domain/contracts/stories.ts'
import type { StoryItemContent, StoryItemDto } from '../../../../src/domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../../../src/domain/enums.ts'
import { STALE_WRITE_MESSAGE } from '../../../../src/domain/errors.ts'
import type { Lang } from '../../../../src/domain/lang.ts'
import { apiRefusal } from '../../../../stories/support/memoryResource.ts'
import { toastsShown } from '../../support/toastLog.ts'
import { renderArea } from '../data-tables/harness.tsx'

// The story editor (`/stories/{id}`, docs/product.md §2 "Story editor"): the story and its pages
// from the API, laid out on the grid; Publish / Un-publish sending the flipped flag with the
// version (rolled back when refused); Delete asked first, then back to /stories; an old link to a
// story that is gone.

const mobility = { id: 2, title: 'Mobility', emoji: '🚲' }

/** Story 3 as the API answers it in English: a story, unpublished, at version 4. */
const story: StoryDto = {
  id: 3,
  title: 'Cycling to work',
  notificationCTA: 'Leave the car at home this week!',
  type: 'story',
  index: 0,
  published: false,
  category: mobility,
  notRelevantForLabels: [],
  media: [],
  itemCount: 4,
  translated: true,
  version: 4,
}

const record = (id: number, title: string): StoryItemContent => ({
  id,
  title,
  translated: true,
  picture: null,
})

/** A page of story 3 at `[column, row]`, showing `content`. */
function storyPage(
  id: number,
  kind: StoryItemKind,
  [column, row]: [number, number],
  content: StoryItemContent[],
): StoryItemDto {
  const many = kind === 'action' || kind === 'initiative'
  return {
    id,
    storyId: 3,
    kind,
    parentItemId: null,
    column,
    row,
    displayType: 'normal',
    contentId: many ? null : content[0]!.id,
    actionIds: kind === 'action' ? content.map((each) => each.id) : [],
    initiativeIds: kind === 'initiative' ? content.map((each) => each.id) : [],
    content,
    translated: true,
    version: 1,
  }
}

/** Six pages in three columns (the API answers them in reading order). */
const pages: StoryItemDto[] = [
  storyPage(11, 'hero', [0, 0], [record(1, 'Fatima, allotment gardener')]),
  storyPage(12, 'info', [0, 1], [record(1, 'Why cycling pays')]),
  storyPage(
    13,
    'action',
    [1, 0],
    [record(1, 'Cycle to work'), record(2, 'Eat vegetarian'), record(3, 'Insulate')],
  ),
  storyPage(14, 'question', [2, 0], [record(5, 'How far can you cycle in an hour?')]),
  storyPage(15, 'info-graphic', [2, 1], [record(2, 'Bike or car?')]),
  storyPage(16, 'initiative', [2, 2], [record(1, 'Repair Café Utrecht')]),
]

/**
 * Fakes of the stories and pages clients over one stored story: `get` answers what is stored now
 * (404 for any other id), `update` stores what it is sent at the next version, `list` the story's
 * pages. Every other call fails instead of reaching the network.
 */
function fakeApis(initial: StoryDto = story) {
  let stored = initial
  const stories = {
    get: vi.fn(async (id: number, _lang: Lang) => {
      if (id !== stored.id) throw apiRefusal(404, 'not_found', 'Not found.')
      return stored
    }),
    update: vi.fn(async (_id: number, input: object, _lang: Lang) => {
      stored = { ...stored, ...input, version: stored.version + 1 }
      return stored
    }),
    remove: vi.fn(async (id: number) => ({ id })),
  }
  const items = {
    list: vi.fn(async (query: { storyId?: number }, _lang: Lang) =>
      pages.filter((each) => each.storyId === query.storyId),
    ),
    // A new page answers as the server places it: after the last column.
    create: vi.fn(async (input: { storyId: number; kind: StoryItemKind; contentId?: number | null }) => ({
      ...storyPage(21, input.kind, [3, 0], [record(input.contentId ?? 1, '')]),
      storyId: input.storyId,
    })),
  }
  // The content a new page's drawer finds or makes: two info pages (a new one is number 3), and
  // the initiatives.
  const infoPages = [record(1, 'Why cycling pays'), record(2, 'How a heat pump works')]
  const infoItems = {
    list: vi.fn(async (_query: object, _lang: Lang) =>
      infoPages.map((each) => ({ ...each, description: '', media: [], version: 1 })),
    ),
    create: vi.fn(async (input: { title: string; description?: string }, _lang: Lang) => ({
      id: 3,
      title: input.title,
      description: input.description ?? '',
      media: [],
      translated: true,
      version: 1,
    })),
  }
  const initiatives = {
    list: vi.fn(async (_query: object, _lang: Lang) => [
      { ...record(1, 'Repair Café Utrecht'), media: [], version: 1 },
    ]),
  }
  return { stories, items, infoItems, initiatives }
}

/** Where the memory router is. */
function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}
const address = () => screen.getByTestId('address').textContent

function renderEditor(route = '/stories/3', fakes = fakeApis()) {
  const view = renderArea(
    <>
      <Routes>
        <Route
          path="stories/:id"
          element={
            <main>
              <StoryEditorPage />
            </main>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Address />
      <Toasts />
    </>,
    {
      route,
      bindings: [
        provide(storiesApi, fakes.stories),
        provide(storyItemsApi, fakes.items),
        provide(infoItemsApi, fakes.infoItems as never),
        provide(initiativesApi, fakes.initiatives as never),
      ],
    },
  )
  return { ...view, ...fakes }
}

const heading = () => screen.getByRole('heading', { level: 1 })
const button = (name: string) => screen.getByRole('button', { name })
/** The grid's columns, each as its cards' names ("Hero: …, column 1, row 1"). */
const columns = () =>
  screen.getAllByRole('list', { name: /^Column \d+$/ }).map((column) =>
    within(column)
      .queryAllByRole('group')
      .map((card) => card.getAttribute('aria-label')),
  )
/** The messages of the notices shown since the test began. */
const toastTexts = toastsShown

afterEach(() => vi.restoreAllMocks())

describe('Story editor', () => {
  it('shows the story: its title, type, state, how many pages and its category, then its pages in columns', async () => {
    const { stories, items } = renderEditor()
    expect(await screen.findByRole('heading', { level: 1, name: 'Cycling to work' })).toBeInTheDocument()
    expect(stories.get).toHaveBeenCalledWith(3, 'en')
    await waitFor(() => expect(columns()).toHaveLength(3))
    expect(items.list).toHaveBeenCalledWith({ storyId: 3 }, 'en')
    expect(screen.getByText('6 pages · 🚲 Mobility')).toBeInTheDocument()
    const header = heading().parentElement!
    expect(within(header).getByText('Story')).toBeInTheDocument()
    expect(within(header).getByRole('img', { name: 'Translated' })).toBeInTheDocument()
    expect(within(header).getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()

    expect(columns()).toEqual([
      ['Hero: Fatima, allotment gardener, column 1, row 1', 'Info page: Why cycling pays, column 1, row 2'],
      ['Actions: Cycle to work and 2 more, column 2, row 1'],
      [
        'Quiz question: How far can you cycle in an hour?, column 3, row 1',
        'Infographic: Bike or car?, column 3, row 2',
        'Initiatives: Repair Café Utrecht, column 3, row 3',
      ],
    ])
    const actions = screen.getByRole('group', { name: 'Actions: Cycle to work and 2 more, column 2, row 1' })
    expect(actions).toHaveTextContent('Cycle to work and 2 more')
    // The header's buttons; Publish is offered, the story being unpublished.
    for (const name of ['Edit', 'Add Item', 'Publish', 'Delete']) expect(button(name)).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/stories')
  })

  it('a story without pages says how to add the first', async () => {
    const fakes = fakeApis({ ...story, id: 9, itemCount: 0 })
    renderEditor('/stories/9', fakes)
    expect(await screen.findByText('No pages yet. Add Item adds the first one.')).toBeInTheDocument()
    expect(screen.getByText('0 pages · 🚲 Mobility')).toBeInTheDocument()
    expect(screen.queryAllByRole('list', { name: /^Column/ })).toEqual([])
  })

  it('Publish sends {published: true, version} at once, reads Un-publish, and says it was published', async () => {
    const { user, stories } = renderEditor()
    await waitFor(() => expect(columns()).toHaveLength(3))
    await user.click(button('Publish'))
    await waitFor(() => expect(stories.update).toHaveBeenCalledTimes(1))
    expect(stories.update).toHaveBeenCalledWith(3, { published: true, version: 4 }, 'en')
    await waitFor(() => expect(button('Un-publish')).toBeEnabled())
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    await waitFor(() => expect(toastTexts()).toContain('Published the story'))
    // Its notice offers Undo.
    const notice = [...document.querySelectorAll<HTMLElement>('section.toasts .toast')].find((toast) =>
      toast.textContent?.includes('Published the story'),
    )!
    expect(within(notice).getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    await waitFor(() =>
      expect(within(heading().parentElement!).getByRole('img', { name: 'Published' })).toBeInTheDocument(),
    )

    // Un-publish sends the flag back with the version the first update answered.
    await user.click(button('Un-publish'))
    await waitFor(() => expect(stories.update).toHaveBeenCalledTimes(2))
    expect(stories.update).toHaveBeenLastCalledWith(3, { published: false, version: 5 }, 'en')
    await waitFor(() => expect(button('Publish')).toBeEnabled())
  })

  it("a refused update shows Un-publish while it is saved, then rolls back and says 'Failed to save story'", async () => {
    const fakes = fakeApis()
    let refuse: (reason: unknown) => void = () => {}
    fakes.stories.update.mockImplementation(
      () =>
        new Promise<StoryDto>((_, reject) => {
          refuse = reject
        }),
    )
    const { user } = renderEditor('/stories/3', fakes)
    await waitFor(() => expect(columns()).toHaveLength(3))
    await user.click(button('Publish'))
    await waitFor(() =>
      expect(fakes.stories.update).toHaveBeenCalledWith(3, { published: true, version: 4 }, 'en'),
    )
    // The new state at once, the button busy until the answer comes.
    expect(button('Un-publish')).toBeDisabled()

    refuse(apiRefusal(409, 'conflict', STALE_WRITE_MESSAGE, { version: 6 }))
    await waitFor(() => expect(toastTexts()).toContain('Failed to save story'))
    await waitFor(() => expect(button('Publish')).toBeEnabled())
    expect(screen.queryByRole('button', { name: 'Un-publish' })).toBeNull()
    expect(within(heading().parentElement!).getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()
    expect(fakes.stories.update).toHaveBeenCalledTimes(1)
  })

  it('Delete asks first; Cancel keeps the story; confirmed, it deletes the story and goes to /stories', async () => {
    const fakes = fakeApis()
    // KNOWN BUG (reported): the editor's deletes call `storiesApi` itself, not the client bound in
    // the ResourceProvider, so the real client is stubbed too; either way exactly one delete of
    // story 3 is sent.
    const direct = vi.spyOn(storiesApi, 'remove').mockImplementation(async (id: number) => ({ id }))
    const deletes = () => [...direct.mock.calls, ...fakes.stories.remove.mock.calls]
    const { user } = renderEditor('/stories/3', fakes)
    await waitFor(() => expect(columns()).toHaveLength(3))

    await user.click(button('Delete'))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete story' })
    expect(
      within(dialog).getByText('Are you absolutely sure you want to delete this story?'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deletes()).toEqual([])
    expect(address()).toBe('/stories/3')

    await user.click(button('Delete'))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete story' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(address()).toBe('/stories'))
    expect(deletes()).toEqual([[3]])
    await waitFor(() => expect(toastTexts()).toContain('Deleted story'))
  })

  it('Add Item by mouse: its menu lists the kinds; "Initiatives page" opens Add Page with the type Initiatives', async () => {
    const { user, items, initiatives } = renderEditor()
    await waitFor(() => expect(columns()).toHaveLength(3))
    await user.click(button('Add Item'))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Actions page', 'Initiatives page', 'Info page', 'Infographic', 'Quiz question', 'Hero'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Initiatives page' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add Page' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(address()).toBe('/stories/3?new=page&kind=initiative')
    expect(within(drawer).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Initiatives')
    expect(within(drawer).getByRole('combobox', { name: 'Add an initiative' })).toBeInTheDocument()
    expect(within(drawer).getByText('Nothing chosen yet.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(drawer).getByRole('option', { name: /^Repair Café Utrecht/ })).toBeInTheDocument(),
    )
    expect(initiatives.list).toHaveBeenCalledWith({ page: 1, pageSize: 20 }, 'en')
    expect(within(drawer).getByRole('button', { name: 'Add' })).toBeDisabled()
    expect(items.create).not.toHaveBeenCalled()
  })

  it('"New info page" in a new info page\'s drawer makes the info page in place, then the page of it', async () => {
    const { user, items, infoItems } = renderEditor('/stories/3?new=page&kind=info')
    let drawer = await screen.findByRole('dialog', { name: 'Add Page' })
    expect(within(drawer).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Info page')
    await user.click(within(drawer).getByRole('button', { name: 'New info page' }))

    // The info page's own drawer takes the page drawer's place.
    drawer = await screen.findByRole('dialog', { name: 'Add Info Page' })
    expect(address()).toBe('/stories/3?new=info')
    expect(screen.queryByRole('dialog', { name: 'Add Page' })).toBeNull()
    await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Cycling in winter')
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Add' })).toBeEnabled())
    await user.click(within(drawer).getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(infoItems.create).toHaveBeenCalledTimes(1))
    expect(infoItems.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cycling in winter' }),
      'en',
    )
    await waitFor(() => expect(items.create).toHaveBeenCalledTimes(1))
    expect(items.create).toHaveBeenCalledWith({ storyId: 3, kind: 'info', contentId: 3 }, 'en')
    expect(infoItems.create.mock.invocationCallOrder[0]).toBeLessThan(
      items.create.mock.invocationCallOrder[0]!,
    )
    await waitFor(() => expect(toastTexts()).toContain('Saved story item'))
    expect(toastTexts()).toContain('Saved info page')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(address()).toBe('/stories/3'))
  })

  it("a story that answers 404 says 'Story not found' and links back to the stories", async () => {
    const { stories } = renderEditor('/stories/77')
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument()
    expect(stories.get).toHaveBeenCalledWith(77, 'en')
    expect(screen.getByText('This story does not exist (any more).')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the stories' })).toHaveAttribute('href', '/stories')
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
  })
})
