import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type MediaClient, mediaApi } from '../../../src/console/api/media.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { MediaDrawer, type MediaDrawerTab, toMediaItem } from '../../../src/console/ui/media/MediaDrawer.tsx'
import type { MediaItemDto } from '../../../src/domain/contracts/media.ts'
import type { MediaPurpose } from '../../../src/domain/enums.ts'
import { apiRefusal } from '../../support/memoryResource.ts'
import { bikes, garden, mediaRecord, pngFile, searchResults } from './mediaFixtures.ts'

type Args = {
  tab: MediaDrawerTab
  attached: MediaItemDto[]
  needed: MediaPurpose[]
  client: Partial<MediaClient>
  onAttach: (media: MediaItemDto) => void
  onSaved: (media: MediaItemDto) => void
}

/** The media drawer on its own (as the media list opens it), with fake media calls. */
function MediaDrawerDemo({ tab, attached, needed, client, onAttach, onSaved }: Args) {
  const [current, setCurrent] = useState(tab)
  const [open, setOpen] = useState(true)
  const [editingId, setEditingId] = useState<number | null>(attached[0]?.id ?? null)
  return (
    <ResourceProvider bindings={[provide(mediaApi, client)]}>
      <MediaDrawer
        open={open}
        tab={current}
        onTabChange={setCurrent}
        onClose={() => setOpen(false)}
        lang="en"
        attached={attached}
        neededPurposes={needed}
        editingId={editingId}
        onEditingChange={setEditingId}
        onAttach={onAttach}
        onSaved={onSaved}
        focusOnClose={() => null}
      />
    </ResourceProvider>
  )
}

/** Seven matches over three pages of 3 … (12 per page in the console: the fake answers page by page). */
const search: MediaClient['search'] = async ({ page }) => ({
  rows: page === 2 ? searchResults.slice(3, 6) : searchResults,
  total: page === 2 ? 30 : searchResults.length,
})

const meta = {
  title: 'UI/Media/MediaDrawer',
  component: MediaDrawerDemo,
  args: {
    tab: 'upload',
    attached: [],
    needed: ['background-image'],
    client: { search, get: async (id) => searchResults.find((m) => m.id === id) ?? garden },
    onAttach: fn(),
    onSaved: fn(),
  },
  argTypes: { client: { control: false }, onAttach: { control: false }, onSaved: { control: false } },
} satisfies Meta<typeof MediaDrawerDemo>

export default meta
type Story = StoryObj<typeof meta>

const drawer = async () => within(await within(document.body).findByRole('dialog', { name: 'Media' }))
const chooseFile = async () =>
  userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, await pngFile())

/** Upload, untouched: the purpose the object needs is chosen already. */
export const Upload: Story = {
  play: async () => {
    const d = await drawer()
    await expect(d.getByRole('tab', { name: 'Upload', selected: true })).toBeVisible()
    await expect(d.getByRole('combobox', { name: 'Purpose' })).toHaveTextContent('Background image')
    await expect(d.getByRole('button', { name: 'Choose an image' })).toBeVisible()
  },
}

/** Upload without a file, purpose or description: not offered until each is there (docs/product.md §4, §5). */
export const UploadRequiredFields: Story = {
  args: { needed: [] },
  play: async ({ args }) => {
    const d = await drawer()
    // docs/product.md §4: Upload is enabled only when the form is valid (an image, a purpose, a description).
    const upload = d.getByRole('button', { name: 'Upload' })
    await expect(upload).toBeDisabled()
    await chooseFile()
    const description = d.getByLabelText('Description')
    await userEvent.type(description, 'Garden')
    // No purpose yet (the object needs none, so none is chosen for it).
    await expect(upload).toBeDisabled()
    // A description typed and taken away again says it is required.
    await userEvent.clear(description)
    await expect(await d.findByText('description is required.')).toBeVisible()
    await expect(args.onAttach).not.toHaveBeenCalled()
  },
}

/** A chosen file shows a preview before anything is sent. */
export const UploadPreview: Story = {
  play: async () => {
    const d = await drawer()
    await chooseFile()
    await expect(await d.findByRole('img', { name: 'Preview of the chosen file' })).toBeVisible()
    await expect(d.getByText('garden.png')).toBeVisible()
  },
}

/** While it uploads: the progress bar at 40 % and Cancel. */
export const Uploading: Story = {
  args: {
    client: {
      upload: (_file, _fields, _lang, options) =>
        new Promise(() => options?.onProgress?.({ loaded: 400, total: 1000 })),
    },
  },
  play: async () => {
    const d = await drawer()
    await chooseFile()
    await userEvent.type(d.getByLabelText('Description'), 'Garden')
    await userEvent.click(d.getByRole('button', { name: 'Upload' }))
    await expect(await d.findByText('Uploading… 40%')).toBeVisible()
    await expect(d.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(d.getByRole('button', { name: 'Cancel upload' })).toBeVisible()
  },
}

/** The server refuses the bytes (415): its reason shows, and the form stays for another try. */
export const UploadFailed: Story = {
  args: {
    client: {
      upload: async () => {
        throw apiRefusal(
          415,
          'unsupported_media_type',
          'This file is not an image the server can read (JPEG, PNG, WebP, GIF or AVIF).',
        )
      },
    },
  },
  play: async ({ args }) => {
    const d = await drawer()
    await chooseFile()
    await userEvent.type(d.getByLabelText('Description'), 'Garden')
    await userEvent.click(d.getByRole('button', { name: 'Upload' }))
    await expect(
      await d.findByText(/Failed to upload media: This file is not an image the server can read/),
    ).toBeVisible()
    await expect(args.onAttach).not.toHaveBeenCalled()
    await expect(d.getByRole('button', { name: 'Upload' })).toBeEnabled()
  },
}

/** Search with no term: the specified info, and no request. */
export const SearchNeedsATerm: Story = {
  args: { tab: 'search', client: { search: fn(search) } },
  play: async ({ args }) => {
    const d = await drawer()
    await userEvent.click(d.getByRole('button', { name: 'Search' }))
    await expect(await d.findByText('Please provide a value for searching')).toBeVisible()
    await expect(args.client.search).not.toHaveBeenCalled()
  },
}

/** Results as a grid: the arrows move, Enter chooses; a media already in the list cannot be chosen. */
export const SearchResults: Story = {
  args: { tab: 'search', attached: [toMediaItem(garden)] },
  play: async ({ args }) => {
    const d = await drawer()
    await userEvent.type(d.getByLabelText('Search media by description'), 'garden{Enter}')
    const grid = within(await d.findByRole('group', { name: 'Search results' }))
    const cells = grid.getAllByRole('button')
    await expect(cells).toHaveLength(7)
    await expect(cells[0]).toHaveAttribute('aria-disabled', 'true')
    cells[0]!.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onAttach).not.toHaveBeenCalled()
    await userEvent.keyboard('{ArrowDown}')
    await expect(document.activeElement).toBe(cells[3])
    await userEvent.keyboard('{ArrowRight}')
    await expect(document.activeElement).toBe(cells[4])
    await userEvent.keyboard('{Enter}')
    await expect(args.onAttach).toHaveBeenCalledWith(toMediaItem(searchResults[4]!))
  },
}

/** Nothing matches. */
export const SearchWithoutResults: Story = {
  args: { tab: 'search', client: { search: async () => ({ rows: [], total: 0 }) } },
  play: async () => {
    const d = await drawer()
    await userEvent.type(d.getByLabelText('Search media by description'), 'volcano{Enter}')
    await expect(await d.findByText('No media match "volcano".')).toBeVisible()
  },
}

/** More than one page: Next asks for page 2. */
export const SearchPages: Story = {
  args: {
    tab: 'search',
    client: { search: async ({ page }) => ({ rows: searchResults.slice(page - 1, page + 2), total: 30 }) },
  },
  play: async () => {
    const d = await drawer()
    await userEvent.type(d.getByLabelText('Search media by description'), 'garden{Enter}')
    await expect(await d.findByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(d.getByRole('button', { name: 'Next' }))
    await expect(await d.findByText('Page 2 of 3')).toBeVisible()
  },
}

/** Edit: the description and purpose of a media in the list; a save says 'Saved media'. */
export const Edit: Story = {
  args: {
    tab: 'edit',
    attached: [toMediaItem(garden), toMediaItem(bikes)],
    client: {
      get: async (id) => (id === bikes.id ? bikes : garden),
      update: fn(async (id, input) => ({ ...mediaRecord(id, input.description, input.purpose), version: 2 })),
    },
  },
  play: async ({ args }) => {
    const d = await drawer()
    const description = await d.findByLabelText('Description')
    await waitFor(() => expect(description).toHaveValue(garden.description))
    await userEvent.clear(description)
    await userEvent.type(description, 'Garden at noon')
    await userEvent.click(d.getByRole('button', { name: 'Save media' }))
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(toMediaItem({ ...garden, description: 'Garden at noon' })),
    )
    await expect(args.client.update).toHaveBeenCalledWith(
      garden.id,
      { description: 'Garden at noon', purpose: 'background-image', version: 1 },
      'en',
    )
  },
}

/** docs/product.md §4: Save media only while the form is valid; an emptied description says why, at once. */
export const EditInvalid: Story = {
  args: {
    tab: 'edit',
    attached: [toMediaItem(garden)],
    client: { get: async () => garden, update: fn(async () => garden) },
  },
  play: async ({ args }) => {
    const d = await drawer()
    const description = await d.findByLabelText('Description')
    await waitFor(() => expect(description).toHaveValue(garden.description))
    const save = d.getByRole('button', { name: 'Save media' })
    await expect(save).toBeEnabled()
    await userEvent.clear(description)
    await waitFor(() => expect(save).toBeDisabled())
    await expect(await d.findByText('description is required.')).toBeVisible()
    await userEvent.type(description, 'Garden')
    await waitFor(() => expect(save).toBeEnabled())
    await expect(args.client.update).not.toHaveBeenCalled()
  },
}

/** A save the server refuses: 'Failed to save media' with its reason. */
export const EditFails: Story = {
  args: {
    tab: 'edit',
    attached: [toMediaItem(garden)],
    client: {
      get: fn(async () => garden),
      update: async () => {
        throw apiRefusal(409, 'conflict', 'Changed by someone else since you opened it.', { version: 3 })
      },
    },
  },
  play: async ({ args }) => {
    const d = await drawer()
    await waitFor(() => expect(d.getByLabelText('Description')).toHaveValue(garden.description))
    await userEvent.click(d.getByRole('button', { name: 'Save media' }))
    // What is stored now is read again, so a second save starts from it.
    await waitFor(() => expect(args.client.get).toHaveBeenCalledTimes(2))
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}

/** No media in the list yet: Edit says how to get one. */
export const EditWithoutMedia: Story = {
  args: { tab: 'edit' },
  play: async () => {
    const d = await drawer()
    await expect(
      d.getByText('This object has no media to edit yet. Upload one, or find one with Search.'),
    ).toBeVisible()
  },
}
