import { Box } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { mediaApi } from '../../../src/console/api/media.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { toMediaItem } from '../../../src/console/ui/media/MediaDrawer.tsx'
import { MediaList } from '../../../src/console/ui/media/MediaList.tsx'
import type { MediaDto, MediaItemDto } from '../../../src/domain/contracts/media.ts'
import { bikes, garden, logo, pngFile, searchResults } from './mediaFixtures.ts'

type Args = {
  saved: MediaItemDto[]
  initial?: MediaItemDto[]
  disabled?: boolean
  onChange: (next: MediaItemDto[]) => void
  upload: typeof mediaApi.upload
}

/** A category's media list as its form holds it, with fake media calls. */
function MediaListDemo({ saved, initial, disabled, onChange, upload }: Args) {
  const [value, setValue] = useState(initial ?? saved)
  const search = async () => ({ rows: searchResults, total: searchResults.length })
  return (
    <ResourceProvider
      bindings={[
        provide(mediaApi, {
          upload,
          search,
          get: async (id) => searchResults.find((m) => m.id === id) ?? garden,
        }),
      ]}
    >
      <Box p="5" maxWidth="560px">
        <MediaList
          owner="category"
          value={value}
          saved={saved}
          lang="en"
          disabled={disabled}
          onChange={(next) => {
            onChange(next)
            setValue(next)
          }}
        />
      </Box>
    </ResourceProvider>
  )
}

const uploaded: MediaDto = { ...garden, id: 31, description: 'Vegetable garden at dawn' }

const meta = {
  title: 'UI/Media/MediaList',
  component: MediaListDemo,
  args: {
    saved: [],
    onChange: fn(),
    upload: fn(async () => uploaded),
  },
  argTypes: { onChange: { control: false }, upload: { control: false } },
} satisfies Meta<typeof MediaListDemo>

export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)
const handle = (name: string) => screen().getByRole('button', { name: `Drag ${name}` })
const order = () =>
  screen()
    .getAllByRole('button', { name: /^Drag / })
    .map((button) => button.getAttribute('aria-label')?.replace('Drag ', ''))

/** A category without media: the required background image is missing (docs/product.md §5). */
export const EmptyWithWarning: Story = {
  play: async () => {
    await expect(screen().getByText('No media yet.')).toBeVisible()
    await expect(screen().getByText('This object requires a background image')).toBeVisible()
    await expect(screen().queryByText(/unsaved changes/)).toBeNull()
  },
}

/** Three saved media, the background image among them: nothing to warn about or save. */
export const Saved: Story = {
  args: { saved: [garden, bikes, logo].map(toMediaItem) },
  play: async () => {
    await expect(order()).toEqual([garden.description, bikes.description, logo.description])
    await expect(screen().queryByText('This object requires a background image')).toBeNull()
    await expect(screen().queryByText('Unsaved')).toBeNull()
  },
}

/** A media added since the last save: marked, with the note that saving the object saves the link. */
export const UnsavedAddition: Story = {
  args: { saved: [bikes].map(toMediaItem), initial: [bikes, garden].map(toMediaItem) },
  play: async () => {
    const added = screen().getByRole('listitem', { name: new RegExp(garden.description) })
    await expect(within(added).getByText('Unsaved')).toBeVisible()
    await expect(
      screen().getByText('The media list has unsaved changes. Save the object to save the media link.'),
    ).toBeVisible()
  },
}

/** Alt+↓ on a handle moves that media down; focus stays on it; the list is then unsaved. */
export const ReorderByKeyboard: Story = {
  args: { saved: [garden, bikes, logo].map(toMediaItem) },
  play: async ({ args }) => {
    handle(garden.description).focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(order()).toEqual([bikes.description, garden.description, logo.description]))
    await waitFor(() => expect(document.activeElement).toBe(handle(garden.description)))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(screen().getByText(/unsaved changes/)).toBeVisible()
  },
}

/** Remove takes a media out of the list; focus moves to the media that took its place. */
export const RemoveKeepsFocusInTheList: Story = {
  args: { saved: [garden, bikes].map(toMediaItem) },
  play: async () => {
    await userEvent.click(
      screen().getByRole('button', { name: `Remove ${garden.description} from the list` }),
    )
    await waitFor(() => expect(order()).toEqual([bikes.description]))
    await waitFor(() => expect(document.activeElement).toBe(handle(bikes.description)))
    await expect(screen().getByText('This object requires a background image')).toBeVisible()
  },
}

/** Add media → Upload: the purpose the category needs is chosen; the upload lands in the list. */
export const UploadIntoTheList: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen().getByRole('button', { name: 'Add media' }))
    const drawer = within(await screen().findByRole('dialog', { name: 'Media' }))
    await expect(drawer.getByRole('combobox', { name: 'Purpose' })).toHaveTextContent('Background image')
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, await pngFile())
    await userEvent.type(drawer.getByLabelText('Description'), 'Vegetable garden at dawn')
    await userEvent.click(drawer.getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'Media' })).toBeNull())
    const [file, fields, lang] = (args.upload as ReturnType<typeof fn>).mock.calls[0]!
    await expect((file as File).name).toBe('garden.png')
    await expect(fields).toEqual({ purpose: 'background-image', description: 'Vegetable garden at dawn' })
    await expect(lang).toBe('en')
    await expect(screen().getByRole('listitem', { name: /Vegetable garden at dawn/ })).toBeVisible()
    await waitFor(() => expect(document.activeElement).toBe(handle('Vegetable garden at dawn')))
    await expect(screen().queryByText('This object requires a background image')).toBeNull()
  },
}

/** While the object saves, the list cannot change. */
export const Disabled: Story = {
  args: { saved: [garden].map(toMediaItem), disabled: true },
  play: async () => {
    await expect(screen().getByRole('button', { name: 'Add media' })).toBeDisabled()
    await expect(
      screen().getByRole('button', { name: `Remove ${garden.description} from the list` }),
    ).toBeDisabled()
  },
}
