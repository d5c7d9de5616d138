import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CategoryDrawer } from '../../../../src/console/areas/categories/CategoryDrawer.tsx'
import type { Lang } from '../../../../src/domain/lang.ts'
import { categoryRows, fakeCategoriesApi } from '../../../../stories/categories/fixtures.ts'
import { fakeApi, renderCategories, toastTexts } from './harness.tsx'

function renderDrawer(route: string, { lang = 'en' as Lang, api = fakeApi(categoryRows(lang)) } = {}) {
  return renderCategories(<CategoryDrawer />, { route, lang, api })
}

const openDrawer = (name: string) => screen.findByRole('dialog', { name })

describe('category drawer: add', () => {
  it('needs a title; saves title, emoji, content switch and parent', async () => {
    const { user, api, query } = renderDrawer('/categories?new')
    const drawer = await openDrawer('Add Category')
    const add = within(drawer).getByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()
    expect(within(drawer).getByLabelText('Emoji')).toHaveValue('🌱')
    expect(within(drawer).getByRole('switch', { name: 'Content category' })).toBeChecked()
    expect(within(drawer).getByText('This object requires a background image')).toBeInTheDocument()

    await user.type(within(drawer).getByLabelText('Title'), 'Oceans')
    await waitFor(() => expect(add).toBeEnabled())
    await user.click(within(drawer).getByRole('button', { name: 'Use 💧' }))
    expect(within(drawer).getByLabelText('Emoji')).toHaveValue('💧')
    expect(within(drawer).getByRole('button', { name: 'Use 💧' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(drawer).getByRole('switch', { name: 'Content category' }))

    // The parents: the main categories (a new one cannot be its own parent).
    await user.click(within(drawer).getByRole('combobox', { name: 'Parent category' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None (a main category)',
      '🥦 Food',
      '🚲 Mobility',
      '⚡ Energy',
      '💧 Water',
    ])
    await user.click(screen.getByRole('option', { name: '💧 Water' }))
    await user.click(add)
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith(
        { title: 'Oceans', emoji: '💧', isContent: false, parentCategoryId: 9, media: [] },
        'en',
      ),
    )
    await waitFor(() => expect(toastTexts()).toContain('Saved category'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(query()).toEqual({}))
  })

  it('takes an empty emoji as the seedling and refuses two emoji', async () => {
    const { user, api } = renderDrawer('/categories?new')
    const drawer = await openDrawer('Add Category')
    const emoji = within(drawer).getByLabelText('Emoji')
    await user.type(within(drawer).getByLabelText('Title'), 'Oceans')
    await user.clear(emoji)
    await user.type(emoji, '🥦🥕')
    expect(await within(drawer).findByText('Emoji should be a single emoji.')).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Add' })).toBeDisabled()
    await user.clear(emoji)
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Add' })).toBeEnabled())
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith(
        { title: 'Oceans', emoji: '🌱', isContent: true, parentCategoryId: null, media: [] },
        'en',
      ),
    )
  })
})

describe('category drawer: edit', () => {
  it('loads the category, shows its media and keeps a parent with sub categories a main category', async () => {
    const { api } = renderDrawer('/categories?edit=1')
    const drawer = await openDrawer('Edit Category')
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Food'))
    expect(api.get).toHaveBeenCalledWith(1, 'en')
    expect(within(drawer).getByLabelText('Emoji')).toHaveValue('🥦')
    const parent = within(drawer).getByRole('combobox', { name: 'Parent category' })
    expect(parent).toBeDisabled()
    expect(parent).toHaveTextContent('None (a main category)')
    expect(
      within(drawer).getByText(
        'This category has sub categories, so it stays a main category. Only two levels are allowed.',
      ),
    ).toBeInTheDocument()
    // What Delete would do, said before it is offered: nothing, and why.
    const refusal = await within(drawer).findByRole('note')
    expect(refusal).toHaveTextContent(
      'This category cannot be deleted.It has 3 sub categories: move or delete them first.',
    )
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeDisabled()
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'This category cannot be deleted. It has 3 sub categories: move or delete them first.',
    )
    expect(api.usage).toHaveBeenCalledWith(1)
    // Its media list holds the background image: no warning, nothing unsaved.
    const media = within(drawer).getByRole('region', { name: 'Media' })
    expect(within(media).getByText('Background image')).toBeInTheDocument()
    expect(within(media).getByText('Vegetables on a table')).toBeInTheDocument()
    expect(within(drawer).queryByText('This object requires a background image')).toBeNull()
    expect(within(drawer).queryByText('Unsaved')).toBeNull()
  })

  it('says the title is required, and warns about the missing background image', async () => {
    const { user } = renderDrawer('/categories?edit=8')
    const drawer = await openDrawer('Edit Category')
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Energy'))
    expect(within(drawer).getByText('This object requires a background image')).toBeInTheDocument()
    expect(within(drawer).getByText('No media yet.')).toBeInTheDocument()
    await user.clear(title)
    expect(await within(drawer).findByText('Title is required.')).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
  })

  it('moves a sub category under another main category, never under itself', async () => {
    const { user, api } = renderDrawer('/categories?edit=6')
    const drawer = await openDrawer('Edit Category')
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Car'))
    const parent = within(drawer).getByRole('combobox', { name: 'Parent category' })
    expect(parent).toHaveTextContent('Mobility')
    await user.click(parent)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('🚗 Car')
    await user.click(screen.getByRole('option', { name: '⚡ Energy' }))
    await user.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        6,
        { title: 'Car', emoji: '🚗', isContent: true, parentCategoryId: 8, media: [], version: 1 },
        'en',
      ),
    )
  })

  it('edits and saves the Dutch title in Dutch', async () => {
    const { user, api } = renderDrawer('/categories?edit=4', { lang: 'nl' })
    const drawer = await screen.findByRole('dialog')
    const title = within(drawer).getByLabelText(/Title|Titel/)
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(4, 'nl'))
    // Food waste has no Dutch title yet.
    expect(title).toHaveValue('')
    await user.type(title, 'Voedselverspilling')
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(
        4,
        {
          title: 'Voedselverspilling',
          emoji: '🍽️',
          isContent: true,
          parentCategoryId: 1,
          media: [],
          version: 1,
        },
        'nl',
      ),
    )
  })

  it('deletes after the specified confirmation', async () => {
    const { user, api } = renderDrawer('/categories?edit=9')
    const drawer = await openDrawer('Edit Category')
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Water'))
    const remove = within(drawer).getByRole('button', { name: 'Delete' })
    await waitFor(() => expect(remove).toBeEnabled())
    await user.click(remove)
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' })
    expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this category?'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(9))
    await waitFor(() => expect(toastTexts()).toContain('Deleted category'))
  })

  it('says before confirming what else a delete changes: content and interests lose the category', async () => {
    const api = fakeCategoriesApi(categoryRows(), { 9: { infographics: 2, actions: 1, userInterests: 12 } })
    const { user } = renderDrawer('/categories?edit=9', { api })
    const drawer = await openDrawer('Edit Category')
    const remove = within(drawer).getByRole('button', { name: 'Delete' })
    await waitFor(() => expect(remove).toBeEnabled())
    expect(within(drawer).queryByRole('note')).toBeNull()
    await user.click(remove)
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' })
    expect(confirm).toHaveAccessibleDescription(
      [
        'Deleting it also changes other records:',
        'It is taken off 2 infographics.',
        'It is taken off 1 action.',
        'It is removed from the interests of 12 users.',
        'Are you absolutely sure you want to delete this category?',
      ].join(' '),
    )
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(9))
  })

  it('refuses where stories or the CO2 calculation need the category, saying each', async () => {
    const api = fakeCategoriesApi(categoryRows(), { 9: { stories: 1, co2Questions: 2 } })
    renderDrawer('/categories?edit=9', { api })
    const drawer = await openDrawer('Edit Category')
    const refusal = await within(drawer).findByRole('note')
    expect(refusal).toHaveTextContent(/^This category cannot be deleted\./)
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 story is filed under it: move it to another category first.',
      '2 CO2 questions use it: give them another category first.',
    ])
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeDisabled()
  })
})
