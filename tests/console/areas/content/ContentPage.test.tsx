import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { categories, categoriesApi } from '../../../../src/console/api/categories.ts'
import { infographics, infographicsApi } from '../../../../src/console/api/infographics.ts'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import ContentPage from '../../../../src/console/areas/content/ContentPage.tsx'
import { infographicRecords } from '../../../../src/console/areas/content/commands.ts'
import { Toasts } from '../../../../src/console/ui/toasts/Toasts.tsx'
import type { InfographicDto } from '../../../../src/domain/infographics.ts'
import type { Lang } from '../../../../src/domain/lang.ts'
import { categoryRows, fakeCategoriesApi } from '../../../../stories/categories/fixtures.ts'
import {
  fakeInfographicsApi,
  infographicRows,
  manyInfographicRows,
} from '../../../../stories/content/fixtures.ts'
import { cellTexts, renderArea } from '../data-tables/harness.tsx'

// jsdom has no layout: ProseMirror (the description's editor) measures the caret.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()

/** The Content page on `route`, lists in the cache, fakes bound in place of both clients. */
function renderContent(
  route = '/content',
  {
    lang = 'en' as Lang,
    rows = infographicRows(lang),
    api = fakeInfographicsApi(infographicRows(lang)),
  } = {},
) {
  const view = renderArea(
    <>
      <ContentPage />
      <Toasts />
    </>,
    {
      route,
      lang,
      queryData: [
        [infographics.keys.list(lang, {}), rows],
        [categories.keys.list(lang, {}), categoryRows(lang)],
      ],
      bindings: [
        provide(infographicsApi, api),
        provide(categoriesApi, fakeCategoriesApi(categoryRows(lang))),
      ],
    },
  )
  return { ...view, api }
}

const toastTexts = () => document.querySelector('section.toasts')?.textContent ?? ''
const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]

describe('Content page (infographics)', () => {
  it('lists ID, Type, Title, Category and State, with Add Infographic', () => {
    renderContent()
    const grid = screen.getByRole('grid', { name: 'Content' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Type', 'Title', 'Category', 'State'])
    expect(cellTexts(grid).map((cells) => cells.slice(0, 4))).toEqual([
      ['1', 'Infographic', 'CO2 per kilo of food', 'Food, Meat'],
      ['2', 'Infographic', 'Train or plane to Paris', 'Mobility, Flying'],
      ['3', 'Infographic', 'What standby costs', 'Energy'],
      ['4', 'Infographic', 'Bike, e-bike or car', ''],
    ])
    expect(within(grid).getAllByRole('img', { name: 'Translated' })).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'Add Infographic' })).toBeInTheDocument()
  })

  it('in Dutch, marks the untranslated infographic and shows its English title as a reference', () => {
    renderContent('/content', { lang: 'nl' })
    const rows = rowsOf(screen.getByRole('grid'))
    expect(rows.map((row) => row.querySelector('[data-state]')?.getAttribute('data-state'))).toEqual([
      'translated',
      'translated',
      'missing',
      'translated',
    ])
    expect(within(rows[2]!).getByText('What standby costs')).toHaveAttribute('lang', 'en')
    expect(within(rows[2]!).getByRole('img', { name: 'English' })).toHaveTextContent('EN')
    // Category titles in the list's language.
    expect(rows[0]).toHaveTextContent('Voeding, Vlees')
  })

  it('filters on the title from the URL', () => {
    renderContent('/content?q=PARIS')
    expect(cellTexts(screen.getByRole('grid')).map((cells) => cells[2])).toEqual(['Train or plane to Paris'])
  })

  it('pages by 25', () => {
    const rows: InfographicDto[] = manyInfographicRows(30)
    renderContent('/content', { rows, api: fakeInfographicsApi(rows) })
    expect(cellTexts(screen.getByRole('grid'))).toHaveLength(25)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
  })
})

describe('infographic drawer', () => {
  it('adds one: title required, then title, categories and an empty media list are saved', async () => {
    const { user, api } = renderContent('/content?new')
    const drawer = await screen.findByRole('dialog', { name: 'Add Infographic' })
    const add = within(drawer).getByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()
    // The fields a user fills in.
    expect(within(drawer).getByLabelText('Title')).toHaveFocus()
    expect(within(drawer).getByText('Description')).toBeInTheDocument()
    expect(within(drawer).getByRole('group', { name: 'Categories' })).toBeInTheDocument()
    expect(within(drawer).getByText('No media yet.')).toBeInTheDocument()

    await user.type(within(drawer).getByLabelText('Title'), 'Heat pumps')
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(within(drawer).getByRole('checkbox', { name: /Energy/ }))
    await user.click(add)
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith(
        { title: 'Heat pumps', description: '', categoryIds: [8], media: [] },
        'en',
      ),
    )
    await waitFor(() => expect(toastTexts()).toContain('Saved infographic'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('edits one: loads its title and categories; an emptied title says "Title is required."', async () => {
    const { user, api } = renderContent('/content?edit=2')
    const drawer = await screen.findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Train or plane to Paris'))
    expect(api.get).toHaveBeenCalledWith(2, 'en')
    expect(within(drawer).getByRole('checkbox', { name: /Mobility/ })).toBeChecked()
    expect(within(drawer).getByRole('checkbox', { name: /Flying/ })).toBeChecked()
    expect(within(drawer).getByRole('checkbox', { name: '🥦 Food' })).not.toBeChecked()

    await user.clear(title)
    expect(await within(drawer).findByText('Title is required.')).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
    await user.type(title, 'Train or plane to Berlin')
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ title: 'Train or plane to Berlin', categoryIds: [5, 7], version: 1 }),
        'en',
      ),
    )
    await waitFor(() => expect(toastTexts()).toContain('Saved infographic'))
  })

  it('a failed save reads the spec\'s "Failed to saved infographic" and keeps the input', async () => {
    const api = fakeInfographicsApi()
    vi.mocked(api.update).mockRejectedValueOnce(new Error('offline'))
    const { user } = renderContent('/content?edit=1', { api })
    const drawer = await screen.findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('CO2 per kilo of food'))
    await user.type(title, '!')
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(toastTexts()).toContain('Failed to saved infographic'))
    expect(screen.getByRole('dialog', { name: 'Edit Infographic' })).toBeInTheDocument()
    expect(title).toHaveValue('CO2 per kilo of food!')
  })
})

describe('infographic palette commands', () => {
  it('open the drawer on /content, keeping the list filters when already there', () => {
    expect(infographicRecords.pathTo({ pathname: '/users', search: '' })).toBe('/content?new')
    expect(infographicRecords.pathTo({ pathname: '/users', search: '?q=x' }, 4)).toBe('/content?edit=4')
    expect(infographicRecords.pathTo({ pathname: '/content', search: '?q=paris' }, 2)).toBe(
      '/content?q=paris&edit=2',
    )
  })
})
