import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { categoriesApi } from '../../../../src/console/api/categories.ts'
import CategoriesPage from '../../../../src/console/areas/categories/CategoriesPage.tsx'
import {
  categoryCommands,
  categoryRecords,
  hierarchyDrawerPath,
} from '../../../../src/console/areas/categories/commands.ts'
import { categoryRows, manyCategoryRows } from '../../../../stories/categories/fixtures.ts'
import { cellTexts, fakeApi, renderCategories } from './harness.tsx'

describe('CategoriesPage', () => {
  it('shows ID, Emoji, Title, Type and State, each main category followed by its sub categories', () => {
    renderCategories(<CategoriesPage />)
    const grid = screen.getByRole('grid', { name: 'Categories' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Emoji', 'Title', 'Type', 'State'])
    const cells = cellTexts(grid)
    expect(cells.map((row) => row.slice(0, 4))).toEqual([
      ['1', '🥦', 'Food', 'Main category'],
      ['2', '🥩', '↳Meat', 'Sub category'],
      ['3', '🧀', '↳Dairy', 'Sub category'],
      ['4', '🍽️', '↳Food waste', 'Sub category'],
      ['5', '🚲', 'Mobility', 'Main category'],
      ['6', '🚗', '↳Car', 'Sub category'],
      ['7', '✈️', '↳Flying', 'Sub category'],
      ['8', '⚡', 'Energy', 'Main category'],
      ['9', '💧', 'Water', 'Main category'],
    ])
    expect(within(grid).getAllByRole('img', { name: 'Translated' })).toHaveLength(9)
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sort and Hierarchy' })).toBeInTheDocument()
  })

  it('shows "Missing translations" for a category without a Dutch title, in Dutch', () => {
    renderCategories(<CategoriesPage />, { lang: 'nl' })
    const grid = screen.getByRole('grid')
    const rows = [...grid.querySelectorAll('tbody tr')]
    const states = rows.map((row) => row.querySelector('[data-state]')?.getAttribute('data-state'))
    expect(states).toEqual([
      'translated',
      'translated',
      'translated',
      'missing',
      'translated',
      'translated',
      'translated',
      'translated',
      'missing',
    ])
    // The English title stands in, in an element of its language, tagged (issue 18).
    expect(rows[3]).not.toHaveTextContent('No title in this language')
    expect(within(rows[3] as HTMLElement).getByText('Food waste')).toHaveAttribute('lang', 'en')
    expect(within(rows[3] as HTMLElement).getByRole('img', { name: 'English' })).toHaveTextContent('EN')
  })

  it('filters Main/Sub and by title, pages by 25', async () => {
    const { user, query } = renderCategories(<CategoriesPage />, { rows: manyCategoryRows(40) })
    const grid = screen.getByRole('grid', { name: 'Categories' })
    expect(cellTexts(grid)).toHaveLength(25)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Type' }))
    await user.click(screen.getByRole('option', { name: 'Main category' }))
    expect(query()).toEqual({ type: 'main' })
    await waitFor(() => expect(cellTexts(grid)).toHaveLength(10))
    expect(cellTexts(grid).every((row) => row[3] === 'Main category')).toBe(true)
    await user.type(screen.getByRole('searchbox', { name: 'Title' }), 'Topic 1')
    await waitFor(() =>
      expect(cellTexts(grid).map((row) => row[2])).toEqual(['Topic 1', 'Topic 13', 'Topic 17']),
    )
  })

  it('filters by State: missing translations at a glance, in the URL', async () => {
    const rows = categoryRows('nl')
    const { user, query } = renderCategories(<CategoriesPage />, { lang: 'nl', rows })
    const grid = screen.getByRole('grid')
    expect(cellTexts(grid)).toHaveLength(9)
    await user.click(screen.getByRole('combobox', { name: 'State' }))
    await user.click(screen.getByRole('option', { name: 'Missing translations' }))
    expect(query()).toEqual({ state: 'missing' })
    await waitFor(() => expect(cellTexts(grid).map((row) => row[0])).toEqual(['4', '9']))
    await user.click(screen.getByRole('combobox', { name: 'State' }))
    await user.click(screen.getByRole('option', { name: 'Translated' }))
    expect(query()).toEqual({ state: 'translated' })
    await waitFor(() => expect(cellTexts(grid)).toHaveLength(7))
  })

  it('opens the drawers through the URL: a row, Add Category, Sort and Hierarchy', async () => {
    const { user, query } = renderCategories(<CategoriesPage />)
    await user.click(screen.getByText('Dairy'))
    expect(query()).toEqual({ edit: '3' })
    expect(await screen.findByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Add Category' }))
    expect(query()).toEqual({ new: '' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Sort and Hierarchy' }))
    expect(query()).toEqual({ hierarchy: '' })
    expect(await screen.findByRole('dialog', { name: 'Sort and Hierarchy' })).toBeInTheDocument()
  })
})

describe('category palette paths', () => {
  it('keeps the list view and names the drawer', () => {
    const here = { pathname: '/categories', search: '?type=sub&page=2&edit=4' }
    expect(categoryRecords.pathTo(here)).toBe('/categories?type=sub&page=2&new')
    expect(categoryRecords.pathTo(here, 7)).toBe('/categories?type=sub&page=2&edit=7')
    expect(hierarchyDrawerPath(here)).toBe('/categories?type=sub&page=2&hierarchy')
    expect(categoryRecords.pathTo({ pathname: '/labels', search: '?q=x' })).toBe('/categories?new')
  })

  it('"Open category…" searches titles and ids through the API, in the interface language', async () => {
    const api = fakeApi(categoryRows('nl'))
    const context = { lang: 'nl', client: (client: object) => (client === categoriesApi ? api : client) }
    const byId = await categoryRecords.find(' 4 ', context as never)
    expect(api.list).toHaveBeenCalledWith({ q: '4', page: 1, pageSize: 20 }, 'nl')
    expect(api.get).toHaveBeenCalledWith(4, 'nl')
    // Food waste has no Dutch title: its English one stands in, marked as English.
    expect(byId.map((result) => [result.label, result.labelLang, result.detail])).toEqual([
      ['🍽️ Food waste', 'en', 'Voeding · #4'],
    ])
    const byTitle = await categoryRecords.find('voeding', context as never)
    expect(byTitle.map((result) => [result.label, result.detail])).toEqual([['🥦 Voeding', '#1']])
    const navigate = vi.fn()
    byId[0]!.run({ navigate, pathname: '/categories', search: '?hierarchy' } as never)
    expect(navigate).toHaveBeenCalledWith('/categories?edit=4')
  })

  it('"Sort and Hierarchy" opens its drawer', () => {
    const command = categoryCommands.find((candidate) => candidate.id === 'hierarchy.categories')
    const navigate = vi.fn()
    command!.run({ navigate, pathname: '/categories', search: '?type=sub&edit=3' } as never)
    expect(navigate).toHaveBeenCalledWith('/categories?type=sub&hierarchy')
  })
})
