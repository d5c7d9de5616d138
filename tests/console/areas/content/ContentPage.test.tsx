import { i18n } from '@lingui/core'
import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { contentApi } from '../../../../src/console/api/content.ts'
import type { ResolveClient } from '../../../../src/console/api/ResourceProvider.tsx'
import type { CommandContext } from '../../../../src/console/app/palette/registry.ts'
import ContentPage from '../../../../src/console/areas/content/ContentPage.tsx'
import { contentCommands } from '../../../../src/console/areas/content/commands.ts'
import { toast } from '../../../../src/console/ui/toasts/toastStore.ts'
import { PAGE_SIZE } from '../../../../src/domain/constants.ts'
import type { Lang } from '../../../../src/domain/lang.ts'
import { ContentApis, type ContentFakes, contentFakes } from '../../../../stories/content/ContentApis.tsx'
import { fakeContentApi } from '../../../../stories/content/contentRowFixtures.ts'
import { toastTexts } from '../../support/toastLog.ts'
import { cellTexts, renderArea } from '../data-tables/harness.tsx'

// jsdom has no layout: ProseMirror (the descriptions' editor) measures the caret.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()

/** Where the memory router is: the drawers are named in the URL (`?action=1`). */
function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}
const address = () => screen.getByTestId('address').textContent

/**
 * The Content page on `route` in `<main>` (as the shell renders it: its list takes focus back from
 * a drawer), every content client faked (stories/content), the app's toasts.
 */
function renderContent(route = '/content', { lang = 'en' as Lang, fakes = contentFakes(lang) } = {}) {
  const view = renderArea(
    <ContentApis fakes={fakes} lang={lang}>
      <main>
        <ContentPage />
      </main>
      <Address />
    </ContentApis>,
    { route, lang },
  )
  return { ...view, fakes }
}

const grid = () => screen.getByRole('grid', { name: 'Content' })
const rowsShown = () => cellTexts(grid())
/** The first rows' ID, Type, Title and Category. */
const firstCells = (count: number) =>
  rowsShown()
    .slice(0, count)
    .map((cells) => cells.slice(0, 4))
const rowTitled = (title: string) =>
  [...grid().querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')].find(
    (row) => row.querySelectorAll('td')[2]?.textContent === title,
  )!

describe('Content page', () => {
  it('lists every kind: ID, Type, Title, Category, State and Story, one page of 25 from the server', async () => {
    const { fakes } = renderContent()
    await waitFor(() => expect(rowsShown()).toHaveLength(PAGE_SIZE))
    expect(fakes.content.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Type', 'Title', 'Category', 'State', 'Story'])
    // By id, then by kind; a quiz question shows its story's category.
    expect(firstCells(5)).toEqual([
      ['1', 'Action', 'Cycle to work', '🚲 Mobility'],
      ['1', 'Infographic', 'CO2 per kilo of food', '🥦 Food'],
      ['1', 'Initiative', 'Repair Café Utrecht', '🍽️ Food waste'],
      ['1', 'Quiz question', 'Which trip emits the least CO2 per kilometre?', '🚲 Mobility'],
      ['2', 'Action', 'Eat vegetarian three days a week', '🥦 Food'],
    ])
    expect(rowsShown()[0]![5]).toBe('Cycling to work')
    expect(screen.getByText('1–25 of 63')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Content' })).toBeInTheDocument()
  })

  it('asks the server for the Type, title and State filters of the URL', async () => {
    const { fakes } = renderContent('/content?type=action&q=cycl&state=translated')
    await waitFor(() =>
      expect(fakes.content.page).toHaveBeenCalledWith(
        { type: 'action', q: 'cycl', state: 'translated', page: 1, pageSize: PAGE_SIZE },
        'en',
      ),
    )
    await waitFor(() =>
      expect(rowsShown().map((cells) => cells.slice(1, 3))).toEqual([
        ['Action', 'Cycle to work'],
        ['Action', 'Try cycling this month'],
      ]),
    )
  })

  it('asks the server for the page of the URL', async () => {
    const { fakes } = renderContent('/content?page=3')
    await waitFor(() => expect(rowsShown()).toHaveLength(13))
    expect(fakes.content.page).toHaveBeenCalledWith({ page: 3, pageSize: PAGE_SIZE }, 'en')
    expect(screen.getByText('51–63 of 63')).toBeInTheDocument()
  })

  it('in Dutch, asks for Dutch rows and marks the ones missing translations', async () => {
    const { fakes } = renderContent('/content?state=missing', { lang: 'nl', fakes: contentFakes('nl') })
    await waitFor(() => expect(rowsShown().length).toBeGreaterThan(0))
    expect(fakes.content.page).toHaveBeenCalledWith({ state: 'missing', page: 1, pageSize: PAGE_SIZE }, 'nl')
    const rows = [...grid().querySelectorAll('tbody tr[aria-rowindex]')]
    expect(rows.map((row) => row.querySelector('[data-state]')?.getAttribute('data-state'))).toEqual(
      rows.map(() => 'missing'),
    )
    // The action without Dutch shows its English title, tagged.
    const english = within(grid()).getByText('Switch to a green energy supplier')
    expect(english).toHaveAttribute('lang', 'en')
  })

  it.each([
    ['Cycle to work', 'action', 'Edit Action'],
    ['CO2 per kilo of food', 'info-graphic', 'Edit Infographic'],
    ['Repair Café Utrecht', 'initiative', 'Edit Initiative'],
    ['Which trip emits the least CO2 per kilometre?', 'question', 'Edit Quiz question'],
  ])('a click on "%s" opens its kind’s drawer, ?%s=1', async (title, kind, drawer) => {
    const { user, fakes } = renderContent()
    await waitFor(() => expect(rowsShown()).toHaveLength(PAGE_SIZE))
    await user.click(within(rowTitled(title)).getByText(title))
    expect(await screen.findByRole('dialog', { name: drawer })).toBeInTheDocument()
    expect(address()).toBe(`/content?${kind}=1`)
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText('Title')).toHaveValue(title))
    // The drawer reads the item's own row for the story it is a page of.
    expect(fakes.content.page).toHaveBeenCalledWith({ type: kind, id: 1, page: 1, pageSize: 1 }, 'en')
  })

  it('the Story button of a row in no story says so, and opens nothing', async () => {
    const { user } = renderContent()
    await waitFor(() => expect(rowsShown()).toHaveLength(PAGE_SIZE))
    await user.click(
      within(rowTitled('Switch to a green energy supplier')).getByRole('button', { name: 'Story' }),
    )
    await waitFor(() => expect(toastTexts()).toContain('This action is not connected to any story'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(address()).toBe('/content')
  })

  it('with nothing at all, says so', async () => {
    renderContent('/content', { fakes: contentFakes('en', { content: fakeContentApi(() => []) }) })
    expect(await screen.findByText('No content matches.')).toBeInTheDocument()
  })
})

describe('infographic drawer', () => {
  it('adds one: title required, then title, categories and an empty media list are saved', async () => {
    const { user, fakes } = renderContent('/content?new=info-graphic')
    const drawer = await screen.findByRole('dialog', { name: 'Add Infographic' })
    const add = within(drawer).getByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()
    expect(within(drawer).getByLabelText('Title')).toHaveFocus()
    expect(within(drawer).getByText('Description')).toBeInTheDocument()
    expect(within(drawer).getByRole('group', { name: 'Categories' })).toBeInTheDocument()
    expect(within(drawer).getByText('No media yet.')).toBeInTheDocument()

    await user.type(within(drawer).getByLabelText('Title'), 'Heat pumps')
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(within(drawer).getByRole('checkbox', { name: /Energy/ }))
    await user.click(add)
    await waitFor(() =>
      expect(fakes.infographics.create).toHaveBeenCalledWith(
        { title: 'Heat pumps', description: '', categoryIds: [8], media: [] },
        'en',
      ),
    )
    await waitFor(() => expect(toastTexts()).toContain('Saved infographic'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(address()).toBe('/content'))
  })

  it('edits one: loads its title and categories; an emptied title says "Title is required."', async () => {
    const { user, fakes } = renderContent('/content?info-graphic=2')
    const drawer = await screen.findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Train or plane to Paris'))
    expect(fakes.infographics.get).toHaveBeenCalledWith(2, 'en')
    expect(within(drawer).getByRole('checkbox', { name: /Mobility/ })).toBeChecked()
    expect(within(drawer).getByRole('checkbox', { name: /Flying/ })).toBeChecked()
    expect(within(drawer).getByRole('checkbox', { name: '🥦 Food' })).not.toBeChecked()

    await user.clear(title)
    expect(await within(drawer).findByText('Title is required.')).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
    await user.type(title, 'Train or plane to Berlin')
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(fakes.infographics.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ title: 'Train or plane to Berlin', categoryIds: [5, 7], version: 1 }),
        'en',
      ),
    )
    await waitFor(() => expect(toastTexts()).toContain('Saved infographic'))
  })

  it('a failed save reads "Failed to save infographic" and keeps the input', async () => {
    const fakes = contentFakes()
    vi.mocked(fakes.infographics.update).mockRejectedValueOnce(new Error('offline'))
    const { user } = renderContent('/content?info-graphic=1', { fakes })
    const drawer = await screen.findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('CO2 per kilo of food'))
    await user.type(title, '!')
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(toastTexts()).toContain('Failed to save infographic'))
    expect(screen.getByRole('dialog', { name: 'Edit Infographic' })).toBeInTheDocument()
    expect(title).toHaveValue('CO2 per kilo of food!')
  })

  it('deletes one after the question with the kind in quotes', async () => {
    // The notice is spied on: a success toast shows 1.5 s, which a loaded machine can outlast.
    const success = vi.spyOn(toast, 'success')
    const { user, fakes } = renderContent('/content?info-graphic=2')
    const drawer = await screen.findByRole('dialog', { name: 'Edit Infographic' })
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Train or plane to Paris'))
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' })
    expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this "infographic"?'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(fakes.infographics.remove).toHaveBeenCalledWith(2))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted infographic'))
    success.mockRestore()
  })
})

describe('content palette commands', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const command = (id: string) => contentCommands.find((each) => each.id === id)!
  const contextWith = (fakes: Pick<ContentFakes, 'content'>, where = { pathname: '/', search: '' }) => {
    const navigate = vi.fn()
    const client = ((real: object) => (real === contentApi ? fakes.content : real)) as ResolveClient
    const context = { i18n, lang: 'en', ...where, navigate, client } as unknown as CommandContext
    return { context, navigate }
  }

  it('offers "Add …" for every kind and "Open content"', () => {
    expect(contentCommands.map((each) => each.id)).toEqual([
      'create.content.action',
      'create.content.info-graphic',
      'create.content.initiative',
      'create.content.question',
      'open.content',
    ])
  })

  it('"Add quiz question" opens a new question’s drawer, keeping the list’s filters on /content', () => {
    const add = command('create.content.question')
    expect(i18n._(add.label)).toBe('Add quiz question')
    const elsewhere = contextWith(contentFakes(), { pathname: '/labels', search: '?q=x' })
    add.run(elsewhere.context)
    expect(elsewhere.navigate).toHaveBeenCalledWith('/content?new=question')
    const there = contextWith(contentFakes(), { pathname: '/content', search: '?type=action&action=3' })
    add.run(there.context)
    expect(there.navigate).toHaveBeenCalledWith('/content?type=action&new=question')
  })

  it('"Open content…" finds rows of several kinds by title and opens each in its kind’s drawer', async () => {
    const fakes = { content: fakeContentApi() }
    const { context } = contextWith(fakes, { pathname: '/content', search: '?page=2' })
    const results = await command('open.content').search!.find(' co2 ', context)
    expect(fakes.content.list).toHaveBeenCalledWith({ q: 'co2', page: 1, pageSize: 20 }, 'en')
    expect(results.map((result) => [result.id, result.label, result.detail])).toEqual([
      ['content-info-graphic-1', 'CO2 per kilo of food', 'Infographic #1'],
      ['content-question-1', 'Which trip emits the least CO2 per kilometre?', 'Quiz question #1'],
    ])
    const navigate = vi.fn()
    results[0]!.run({ ...context, navigate })
    expect(navigate).toHaveBeenCalledWith('/content?page=2&info-graphic=1')
    results[1]!.run({ ...context, navigate, pathname: '/users', search: '' })
    expect(navigate).toHaveBeenLastCalledWith('/content?question=1')
  })

  it('"Open content…" with an id finds that id of every kind', async () => {
    const fakes = { content: fakeContentApi() }
    const { context } = contextWith(fakes)
    const results = await command('open.content').search!.find('2', context)
    expect(fakes.content.list).toHaveBeenCalledWith({ q: undefined, page: 1, pageSize: 20 }, 'en')
    expect(results.map((result) => result.detail)).toEqual([
      'Action #2',
      'Infographic #2',
      'Initiative #2',
      'Quiz question #2',
    ])
    const navigate = vi.fn()
    results[2]!.run({ ...context, navigate })
    expect(navigate).toHaveBeenCalledWith('/content?initiative=2')
  })
})
