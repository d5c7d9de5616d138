import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HierarchyDrawer } from '../../../../src/console/areas/categories/HierarchyDrawer.tsx'
import { fakeApi, renderCategories, toastTexts } from './harness.tsx'

function renderHierarchy(api = fakeApi()) {
  const view = renderCategories(<HierarchyDrawer />, { route: '/categories?hierarchy', api })
  const drawer = screen.getByRole('dialog', { name: 'Sort and Hierarchy' })
  const row = (title: string) => within(drawer).getByRole('group', { name: title })
  /** The titles of the main categories, or of one main category's sub categories, in order. */
  const titles = (list: HTMLElement) =>
    [...list.querySelectorAll(':scope > li > [role="group"]')].map((group) =>
      group.getAttribute('data-ordering-item'),
    )
  const mains = () => titles(within(drawer).getByRole('list', { name: 'Categories in order' }))
  const subsOf = (title: string) => {
    const list = within(drawer).queryByRole('list', { name: `Sub categories of ${title}` })
    return list ? titles(list) : []
  }
  return { ...view, drawer, row, mains, subsOf }
}

// Ids of the fixture: Food 1 (Meat 2, Dairy 3, Food waste 4), Mobility 5 (Car 6, Flying 7), Energy 8, Water 9.

describe('Sort and Hierarchy drawer', () => {
  it('shows the main categories with their sub categories, the drop zones and the empty target', () => {
    const { drawer, mains, subsOf } = renderHierarchy()
    expect(mains()).toEqual(['1', '5', '8', '9'])
    expect(subsOf('Food')).toEqual(['2', '3', '4'])
    expect(subsOf('Mobility')).toEqual(['6', '7'])
    expect(subsOf('Energy')).toEqual([])
    expect(within(drawer).getByText('Drop here to make it a sub category of Energy')).toBeInTheDocument()
    expect(within(drawer).getByText('Drop here to make it a main category')).toBeInTheDocument()
    // Every row has a keyboard drag handle (dnd-kit's keyboard sensor) named after it.
    expect(within(drawer).getByRole('button', { name: 'Drag Meat' })).toHaveAttribute(
      'aria-roledescription',
      'draggable category',
    )
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(within(drawer).getByRole('button', { name: 'Undo changes' })).toBeDisabled()
  })

  it('moves up and down within a level, not past the edges, and says where it went', async () => {
    const { user, row, mains, subsOf } = renderHierarchy()
    expect(within(row('Meat')).getByRole('button', { name: 'Move up' })).toBeDisabled()
    expect(within(row('Food waste')).getByRole('button', { name: 'Move down' })).toBeDisabled()
    expect(within(row('Food')).getByRole('button', { name: 'Move up' })).toBeDisabled()
    expect(within(row('Water')).getByRole('button', { name: 'Move down' })).toBeDisabled()

    await user.click(within(row('Dairy')).getByRole('button', { name: 'Move up' }))
    expect(subsOf('Food')).toEqual(['3', '2', '4'])
    await waitFor(() =>
      expect(screen.getByText('Dairy: sub category of Food, position 1 of 3.')).toBeInTheDocument(),
    )
    // A main category moves with its sub categories.
    await user.click(within(row('Food')).getByRole('button', { name: 'Move down' }))
    expect(mains()).toEqual(['5', '1', '8', '9'])
    expect(subsOf('Food')).toEqual(['3', '2', '4'])
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
  })

  it('keeps focus on the button that moved the row', async () => {
    const { user, row } = renderHierarchy()
    await user.click(within(row('Energy')).getByRole('button', { name: 'Move up' }))
    await waitFor(() => expect(within(row('Energy')).getByRole('button', { name: 'Move up' })).toHaveFocus())
  })

  it('makes a sub category a main one, right after its old parent', async () => {
    const { user, row, mains, subsOf } = renderHierarchy()
    expect(within(row('Food')).queryByRole('button', { name: 'Make main category' })).toBeNull()
    await user.click(within(row('Car')).getByRole('button', { name: 'Make main category' }))
    expect(mains()).toEqual(['1', '5', '6', '8', '9'])
    expect(subsOf('Mobility')).toEqual(['7'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Drag Car' })).toHaveFocus())
  })

  it('offers only the parents the two-level rule allows', async () => {
    const { user, row, subsOf } = renderHierarchy()
    // A main category with sub categories cannot become one.
    expect(within(row('Food')).getByRole('combobox', { name: 'Make sub category of…' })).toBeDisabled()

    // Energy: any other main category.
    await user.click(within(row('Energy')).getByRole('combobox', { name: 'Make sub category of…' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '🥦 Food',
      '🚲 Mobility',
      '💧 Water',
    ])
    await user.keyboard('{Escape}')

    // Meat: the main categories but its own parent.
    await user.click(within(row('Meat')).getByRole('combobox', { name: 'Make sub category of…' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '🚲 Mobility',
      '⚡ Energy',
      '💧 Water',
    ])
    await user.click(screen.getByRole('option', { name: '⚡ Energy' }))
    expect(subsOf('Energy')).toEqual(['2'])
    expect(subsOf('Food')).toEqual(['3', '4'])

    // Energy has a sub category now, so it cannot become one; it can still take Water.
    expect(within(row('Energy')).getByRole('combobox', { name: 'Make sub category of…' })).toBeDisabled()
    await user.click(within(row('Water')).getByRole('combobox', { name: 'Make sub category of…' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '🥦 Food',
      '🚲 Mobility',
      '⚡ Energy',
    ])
  })

  it('saves the whole tree in one request, then says so and closes', async () => {
    const { user, api, row, drawer, query } = renderHierarchy()
    await user.click(within(row('Energy')).getByRole('combobox', { name: 'Make sub category of…' }))
    await user.click(screen.getByRole('option', { name: '🥦 Food' }))
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.saveHierarchy).toHaveBeenCalledOnce())
    expect(api.saveHierarchy).toHaveBeenCalledWith([
      { id: 1, parentCategoryId: null, index: 0 },
      { id: 2, parentCategoryId: 1, index: 1 },
      { id: 3, parentCategoryId: 1, index: 2 },
      { id: 4, parentCategoryId: 1, index: 3 },
      { id: 8, parentCategoryId: 1, index: 4 },
      { id: 5, parentCategoryId: null, index: 5 },
      { id: 6, parentCategoryId: 5, index: 6 },
      { id: 7, parentCategoryId: 5, index: 7 },
      { id: 9, parentCategoryId: null, index: 8 },
    ])
    await waitFor(() => expect(toastTexts()).toContain('Saved category'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(query()).toEqual({})
  })

  it('keeps the moves and stays open when saving fails', async () => {
    const api = fakeApi()
    vi.mocked(api.saveHierarchy).mockRejectedValueOnce(new Error('offline'))
    const { user, row, drawer, subsOf } = renderHierarchy(api)
    await user.click(within(row('Water')).getByRole('combobox', { name: 'Make sub category of…' }))
    await user.click(screen.getByRole('option', { name: '⚡ Energy' }))
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastTexts()).toContain('Failed to save category'))
    expect(screen.getByRole('dialog', { name: 'Sort and Hierarchy' })).toBeInTheDocument()
    expect(subsOf('Energy')).toEqual(['9'])
  })

  it('Undo changes discards the moves; closing with moves asks first', async () => {
    const { user, api, row, drawer, mains } = renderHierarchy()
    await user.click(within(row('Water')).getByRole('button', { name: 'Move up' }))
    expect(mains()).toEqual(['1', '5', '9', '8'])
    await user.click(within(drawer).getByRole('button', { name: 'Undo changes' }))
    expect(mains()).toEqual(['1', '5', '8', '9'])
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeDisabled()

    await user.click(within(row('Water')).getByRole('button', { name: 'Move up' }))
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard changes?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }))
    expect(mains()).toEqual(['1', '5', '9', '8'])
    await user.keyboard('{Escape}')
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.saveHierarchy).not.toHaveBeenCalled()
  })

  it('closes at once when nothing changed', async () => {
    const { user, drawer, query } = renderHierarchy()
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(query()).toEqual({})
  })
})
