import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { provide, type ResolveClient } from '../../../../src/console/api/ResourceProvider.tsx'
import { storiesApi } from '../../../../src/console/api/stories.ts'
import { activateLanguage, loadFullCatalog } from '../../../../src/console/app/i18n/i18n.ts'
import type { CommandContext } from '../../../../src/console/app/palette/registry.ts'
import { storyCommands, storyRecords } from '../../../../src/console/areas/stories/commands.ts'
import StoriesPage from '../../../../src/console/areas/stories/StoriesPage.tsx'
import { PAGE_SIZE } from '../../../../src/domain/constants.ts'
import type { StoryDto } from '../../../../src/domain/contracts/stories.ts'
import type { Lang } from '../../../../src/domain/lang.ts'
import { cellTexts, renderArea } from '../data-tables/harness.tsx'

// The Stories list (docs/product.md §2 "Stories list"): one page from the server with the URL's
// filters, its columns, the Dutch view of a story still without a Dutch title, the empty list;
// and the palette's "Add story" and "Open story…".

const mobility = { id: 2, title: 'Mobility', emoji: '🚲' }
const food = { id: 1, title: 'Food', emoji: '🥦' }

/** A story as the API answers it in English, every text filled, unless `more` says otherwise. */
const story = (id: number, title: string, more: Partial<StoryDto> = {}): StoryDto => ({
  id,
  title,
  notificationCTA: `Read "${title}"`,
  type: 'story',
  index: id - 1,
  published: true,
  category: food,
  notRelevantForLabels: [],
  media: [],
  itemCount: 0,
  translated: true,
  version: 1,
  ...more,
})

const rows: StoryDto[] = [
  story(1, 'A week without a car', { category: mobility, itemCount: 5 }),
  story(4, 'Which bike is greenest?', { type: 'quiz', itemCount: 3, category: mobility }),
  story(7, 'Repair your bike', { type: 'quiz', published: false, itemCount: 0 }),
]

/**
 * Fakes of the stories client: `page` answers `answer` (whatever the query), `list` and `get` for
 * the palette's search. Every other call fails instead of reaching the network.
 */
function fakeStories(answer: StoryDto[] = rows) {
  return {
    page: vi.fn(async (_query: object, _lang: Lang) => ({ rows: answer, total: answer.length })),
    list: vi.fn(async (_query: object, _lang: Lang) => answer),
    get: vi.fn(async (id: number, _lang: Lang) => {
      const found = answer.find((row) => row.id === id)
      if (!found) throw new Error('Not found.')
      return found
    }),
  }
}

/** Where the memory router is (a row opens `/stories/{id}`). */
function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}
const address = () => screen.getByTestId('address').textContent

function renderStories(route = '/stories', { lang = 'en' as Lang, fake = fakeStories() } = {}) {
  const view = renderArea(
    <>
      <main>
        <StoriesPage />
      </main>
      <Address />
    </>,
    { route, lang, bindings: [provide(storiesApi, fake)] },
  )
  return { ...view, fake }
}

const grid = (name = 'Stories') => screen.getByRole('grid', { name })
const headers = (name?: string) =>
  within(grid(name))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
const bodyRows = (name?: string) => [...grid(name).querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]
/** The `data-state` of each State icon of a row: translated or missing, then published or not. */
const statesOf = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-state]')].map((icon) => icon.getAttribute('data-state'))

describe('Stories page', () => {
  it('asks the server for page 1 with the Type and title filters of the URL, and lists ID, Title, Type, Category, Pages, State', async () => {
    const quizzes = rows.filter((row) => row.type === 'quiz')
    const { fake } = renderStories('/stories?type=quiz&q=bike', { fake: fakeStories(quizzes) })
    await waitFor(() => expect(cellTexts(grid())).toHaveLength(2))
    expect(fake.page).toHaveBeenCalledWith({ type: 'quiz', q: 'bike', page: 1, pageSize: PAGE_SIZE }, 'en')
    // Only ever that query: the filters are read from the URL before the first request.
    for (const [query] of fake.page.mock.calls) expect(query).toMatchObject({ type: 'quiz', q: 'bike' })

    expect(headers()).toEqual(['ID', 'Title', 'Type', 'Category', 'Pages', 'State'])
    // The State cell holds icons only (named images): its text is empty.
    expect(cellTexts(grid())).toEqual([
      ['4', 'Which bike is greenest?', 'Quiz', '🚲 Mobility', '3', ''],
      ['7', 'Repair your bike', 'Quiz', '🥦 Food', '0', ''],
    ])
    const [first, second] = bodyRows()
    expect(statesOf(first!)).toEqual(['translated', 'published'])
    expect(statesOf(second!)).toEqual(['translated', 'unpublished'])
    expect(within(second!).getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()
    expect(within(second!).getByRole('img', { name: 'Translated' })).toBeInTheDocument()

    // The filters show what the URL says.
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('bike')
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Quiz')
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument()
  })

  it('without filters asks for page 1 only, shows both types and offers Add Story', async () => {
    const { fake } = renderStories()
    await waitFor(() => expect(cellTexts(grid())).toHaveLength(3))
    expect(fake.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
    expect(cellTexts(grid()).map((cells) => cells.slice(0, 3))).toEqual([
      ['1', 'A week without a car', 'Story'],
      ['4', 'Which bike is greenest?', 'Quiz'],
      ['7', 'Repair your bike', 'Quiz'],
    ])
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Quizzes and stories')
    expect(screen.getByRole('button', { name: 'Add Story' })).toBeInTheDocument()
  })

  it('a click on a row opens its story editor, /stories/{id}', async () => {
    const { user } = renderStories('/stories?type=quiz')
    await waitFor(() => expect(cellTexts(grid())).toHaveLength(3))
    await user.click(within(bodyRows()[1]!).getByText('Which bike is greenest?'))
    await waitFor(() => expect(address()).toBe('/stories/4'))
  })

  describe('in Dutch', () => {
    // The language is Lingui's global: Dutch for these tests only, English again after them.
    beforeEach(async () => {
      await loadFullCatalog()
      await activateLanguage('nl', { remember: false })
    })
    afterEach(() => {
      i18n.loadAndActivate({ locale: 'en', messages: {} })
      document.documentElement.lang = 'en'
    })

    it('asks for Dutch rows; a story without a Dutch title shows its English one, marked missing', async () => {
      const dutch = [
        story(1, 'Een week zonder auto', {
          category: { ...mobility, title: 'Mobiliteit' },
          itemCount: 5,
        }),
        story(3, '', {
          notificationCTA: '',
          reference: {
            lang: 'en',
            values: { title: 'Give your phone a second life', notificationCTA: 'Cracked screen?' },
          },
          published: false,
          translated: false,
          itemCount: 3,
          category: { id: 9, title: 'Elektronica', emoji: '📱' },
        }),
      ]
      const { fake } = renderStories('/stories', { lang: 'nl', fake: fakeStories(dutch) })
      await waitFor(() => expect(cellTexts(grid('Verhalen'))).toHaveLength(2))
      expect(fake.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'nl')
      // The count of pages has its own Dutch, not the pager's "Paginering".
      expect(headers('Verhalen')).toEqual(['ID', 'Titel', 'Type', 'Categorie', "Pagina's", 'Status'])
      const [translated, missing] = bodyRows('Verhalen')
      expect(statesOf(translated!)).toEqual(['translated', 'published'])
      expect(statesOf(missing!)).toEqual(['missing', 'unpublished'])
      expect(within(translated!).getByRole('img', { name: 'Vertaald' })).toBeInTheDocument()
      expect(within(missing!).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeInTheDocument()
      expect(within(missing!).getByRole('img', { name: 'Niet gepubliceerd' })).toBeInTheDocument()
      // Its title is the English one, in an element saying so, tagged with the language.
      const english = within(missing!).getByText('Give your phone a second life')
      expect(english).toHaveAttribute('lang', 'en')
      expect(within(translated!).getByText('Een week zonder auto')).not.toHaveAttribute('lang')
      expect(cellTexts(grid('Verhalen')).map((cells) => cells.slice(0, 4))).toEqual([
        ['1', 'Een week zonder auto', 'Verhaal', '🚲 Mobiliteit'],
        ['3', expect.stringContaining('Give your phone a second life'), 'Verhaal', '📱 Elektronica'],
      ])
    })
  })

  it('with no stories at all, says "No stories match."', async () => {
    const { fake } = renderStories('/stories', { fake: fakeStories([]) })
    expect(await screen.findByText('No stories match.')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(0)
    expect(fake.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
  })

  it('with filters that match nothing, says "No results." and offers to clear them', async () => {
    const { user, fake } = renderStories('/stories?type=quiz&q=zeppelin', { fake: fakeStories([]) })
    expect(await screen.findByText('No results.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(address()).toBe('/stories'))
    await waitFor(() => expect(fake.page).toHaveBeenLastCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en'))
    expect(await screen.findByText('No stories match.')).toBeInTheDocument()
  })
})

describe('story palette commands', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const command = (id: string) => storyCommands.find((each) => each.id === id)!
  const contextWith = (fake: ReturnType<typeof fakeStories>, where = { pathname: '/', search: '' }) => {
    const navigate = vi.fn()
    const bound = provide(storiesApi, fake)[1] as typeof storiesApi
    const client = ((real: object) => (real === storiesApi ? bound : real)) as ResolveClient
    const context = { i18n, lang: 'en', ...where, navigate, client } as unknown as CommandContext
    return { context, navigate }
  }

  it('offers "Add story" and "Open story…"', () => {
    expect(storyCommands.map((each) => [each.id, i18n._(each.label)])).toEqual([
      ['create.stories', 'Add story'],
      ['open.stories', 'Open story'],
    ])
    expect(i18n._(command('open.stories').search!.placeholder)).toBe(
      'Search stories and quizzes by title or ID',
    )
  })

  it('"Add story" opens a new story’s drawer on /stories, keeping the list’s filters there', () => {
    const add = command('create.stories')
    const elsewhere = contextWith(fakeStories(), { pathname: '/labels', search: '?q=x' })
    add.run(elsewhere.context)
    expect(elsewhere.navigate).toHaveBeenCalledWith('/stories?new')
    const there = contextWith(fakeStories(), { pathname: '/stories', search: '?type=quiz&edit=3' })
    add.run(there.context)
    expect(there.navigate).toHaveBeenCalledWith('/stories?type=quiz&new')
  })

  it('"Open story…" searches titles through the API and opens the chosen story’s editor', async () => {
    const fake = fakeStories()
    const { context } = contextWith(fake, { pathname: '/stories', search: '?type=quiz' })
    const results = await command('open.stories').search!.find(' bike ', context)
    expect(fake.list).toHaveBeenCalledWith({ q: 'bike', page: 1, pageSize: 20 }, 'en')
    // A text is not an id: no single story is asked for.
    expect(fake.get).not.toHaveBeenCalled()
    expect(results.map((result) => [result.id, result.label, result.detail])).toEqual([
      ['stories-1', 'A week without a car', '#1'],
      ['stories-4', 'Which bike is greenest?', '#4'],
      ['stories-7', 'Repair your bike', '#7'],
    ])
    const navigate = vi.fn()
    results[2]!.run({ ...context, navigate })
    expect(navigate).toHaveBeenCalledWith('/stories/7')
    results[1]!.run({ ...context, navigate, pathname: '/content', search: '?q=x' })
    expect(navigate).toHaveBeenLastCalledWith('/stories/4')
  })

  it('"Open story…" with an id offers that story first, then the titles that match', async () => {
    const fake = fakeStories()
    fake.list.mockResolvedValueOnce([story(12, 'Top 7 tips')])
    const { context } = contextWith(fake)
    const results = await command('open.stories').search!.find('7', context)
    expect(fake.list).toHaveBeenCalledWith({ q: '7', page: 1, pageSize: 20 }, 'en')
    expect(fake.get).toHaveBeenCalledWith(7, 'en')
    expect(results.map((result) => [result.label, result.detail])).toEqual([
      ['Repair your bike', '#7'],
      ['Top 7 tips', '#12'],
    ])
    const navigate = vi.fn()
    results[0]!.run({ ...context, navigate })
    expect(navigate).toHaveBeenCalledWith('/stories/7')
  })

  it('"Open story…" with an id no story has lists only the titles that match', async () => {
    const fake = fakeStories([])
    const { context } = contextWith(fake)
    expect(await storyRecords.find('99', context)).toEqual([])
    expect(fake.get).toHaveBeenCalledWith(99, 'en')
  })
})
