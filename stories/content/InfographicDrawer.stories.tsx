import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { categories } from '../../src/console/api/categories.ts'
import type { infographicsApi } from '../../src/console/api/infographics.ts'
import { InfographicDrawer } from '../../src/console/areas/content/InfographicDrawer.tsx'
import type { InfographicDto } from '../../src/domain/infographics.ts'
import { categoryRows } from '../categories/fixtures.ts'
import { page, toasts } from '../support/screen.ts'
import { ContentApis } from './ContentApis.tsx'
import { fakeInfographicsApi } from './infographicFixtures.ts'

/** The infographic drawer on /content, opened by the URL (`?new=info-graphic`, `?info-graphic=2`). */
function InfographicDrawerStory(api: typeof infographicsApi) {
  return (
    <ContentApis api={api}>
      <InfographicDrawer />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/InfographicDrawer',
  component: InfographicDrawerStory,
  args: fakeInfographicsApi(),
  parameters: {
    route: '/content?info-graphic=2',
    queryData: [[categories.keys.list('en', {}), categoryRows('en')]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof InfographicDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

/** A new infographic: title, description (rich text), categories, media; Add stays disabled until there is a title. */
export const New: Story = {
  parameters: { route: '/content?new=info-graphic' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add Infographic' })
    const add = within(drawer).getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull()
    const title = within(drawer).getByLabelText('Title')
    await expect(title).toHaveFocus()
    await expect(within(drawer).getByText('0 of 100 characters')).toBeVisible()
    await expect(within(drawer).getByText('Description')).toBeVisible()
    await expect(within(drawer).getByRole('group', { name: 'Categories' })).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Add media' })).toBeVisible()
    await userEvent.type(title, 'Heat pumps')
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '⚡ Energy' }))
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        { title: 'Heat pumps', description: '', categoryIds: [8], media: [] },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved infographic')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** An existing infographic, loaded by id, its categories ticked; the title is required. */
export const Edit: Story = {
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Train or plane to Paris'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await expect(within(drawer).getByText('ID 2')).toBeVisible()
    await expect(within(drawer).getByRole('checkbox', { name: '🚲 Mobility' })).toBeChecked()
    await expect(within(drawer).getByRole('checkbox', { name: '✈️ Flying' })).toBeChecked()
    await expect(within(drawer).getByRole('checkbox', { name: '🥦 Food' })).not.toBeChecked()
    // The description in the rich text editor.
    await expect(await within(drawer).findByText('The train wins by far.')).toBeVisible()
    await userEvent.clear(title)
    await expect(await within(drawer).findByText('Title is required.')).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
    await userEvent.type(title, 'Train or plane to Berlin')
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '✈️ Flying' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ title: 'Train or plane to Berlin', categoryIds: [5], version: 1 }),
        'en',
      ),
    )
  },
}

/** Delete asks the spec's question first, with the kind in quotes. */
export const Delete: Story = {
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Infographic' })
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Train or plane to Paris'))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this "infographic"?'),
    ).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(2))
    await expect(await within(toasts()).findByText('Deleted infographic')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** A failed save: 'Failed to save infographic' (docs/choices.md "Content"), the drawer stays open with the input kept. */
export const SaveFails: Story = {
  args: {
    ...fakeInfographicsApi(),
    update: fn(async (): Promise<InfographicDto> => Promise.reject(new Error('offline'))),
  },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Train or plane to Paris'))
    await userEvent.type(title, '!')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await expect(await within(toasts()).findByText('Failed to save infographic')).toBeVisible()
    await expect(drawer).toBeVisible()
    await expect(title).toHaveValue('Train or plane to Paris!')
  },
}

/** The drawer in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: {
    route: '/content?new=info-graphic',
    queryData: [[categories.keys.list('nl', {}), categoryRows('nl')]],
  },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Infographic toevoegen' })
    await expect(within(drawer).getByRole('button', { name: 'Toevoegen' })).toBeDisabled()
    await expect(within(drawer).getByRole('checkbox', { name: '🥦 Voeding' })).toBeVisible()
  },
}
