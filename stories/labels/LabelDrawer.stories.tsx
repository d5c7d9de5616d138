import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { labelsApi } from '../../src/console/api/labels.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { LabelDrawer } from '../../src/console/areas/labels/LabelDrawer.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import type { LabelDto, LabelInput } from '../../src/domain/labels.ts'
import { fakeLabelsApi } from './fixtures.ts'

/** The label drawer on /labels, opened by the URL (`?new`, `?edit=3`). */
function LabelDrawerStory(api: typeof labelsApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(labelsApi, api)]}>
        <LabelDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Labels/LabelDrawer',
  component: LabelDrawerStory,
  args: fakeLabelsApi(),
  parameters: { route: '/labels?edit=3' } satisfies CanopyParameters,
} satisfies Meta<typeof LabelDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!

/** A new label: Add stays disabled until there is a value. */
export const New: Story = {
  parameters: { route: '/labels?new' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    const add = within(drawer).getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull()
    const input = within(drawer).getByLabelText('Value')
    await expect(input).toHaveFocus()
    // A limited field counts its characters.
    await expect(within(drawer).getByText('0 of 100 characters')).toBeVisible()
    await userEvent.type(input, '  Climate champion ')
    await expect(within(drawer).getByText('19 of 100 characters')).toBeVisible()
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    // Saved trimmed.
    await waitFor(() => expect(args.create).toHaveBeenCalledWith({ value: 'Climate champion' }, 'en'))
    await expect(await within(toasts()).findByText('Saved label')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** An existing label, loaded by id; the value is required. */
export const Edit: Story = {
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Ambassador'))
    await expect(args.get).toHaveBeenCalledWith(3, 'en')
    await expect(within(drawer).getByText('ID 3')).toBeVisible()
    await userEvent.clear(input)
    await expect(await within(drawer).findByText('Value is required.')).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
    await userEvent.type(input, 'Ambassador 2025')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(3, { value: 'Ambassador 2025', version: 1 }, 'en'),
    )
  },
}

/** Delete asks with docs/product.md §5's text first. */
export const Delete: Story = {
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    await waitFor(() => expect(within(drawer).getByLabelText('Value')).toHaveValue('Ambassador'))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this label?'),
    ).toBeVisible()
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(3))
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** A failed save: 'Failed to save label', the drawer stays open with the input kept. */
export const SaveFails: Story = {
  args: {
    ...fakeLabelsApi(),
    update: fn(
      async (_id: number, _input: LabelInput): Promise<LabelDto> => Promise.reject(new Error('offline')),
    ),
  },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Ambassador'))
    await userEvent.type(input, '!')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await expect(await within(toasts()).findByText('Failed to save label')).toBeVisible()
    await expect(drawer).toBeVisible()
    await expect(input).toHaveValue('Ambassador!')
  },
}

/** A value another label has in other letters: the server's 409 shows on the field, the input stays. */
export const ValueTaken: Story = {
  parameters: { route: '/labels?new' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    const input = within(drawer).getByLabelText('Value')
    await userEvent.type(input, 'beta TESTER')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(args.create).toHaveBeenCalledWith({ value: 'beta TESTER' }, 'en'))
    await expect(await within(drawer).findByText('A label with this value already exists.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(/^A label with this value already exists\./)
    await expect(input).toHaveValue('beta TESTER')
    await expect(within(drawer).getByRole('button', { name: 'Add' })).toBeVisible()
  },
}

/** The drawer in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { route: '/labels?new' },
  play: async () => {
    const drawer = await page().findByRole('dialog')
    await expect(within(drawer).getByRole('button', { name: 'Toevoegen' })).toBeDisabled()
  },
}
