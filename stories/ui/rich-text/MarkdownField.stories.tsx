import { Box } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { initiativesApi } from '../../../src/console/api/initiatives.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { toMediaItem } from '../../../src/console/ui/media/MediaDrawer.tsx'
import { MarkdownField } from '../../../src/console/ui/rich-text/MarkdownField.tsx'
import type { MediaItemDto } from '../../../src/domain/contracts/media.ts'
import { initiativeRecord } from '../../content/initiativeFixtures.ts'
import { bikes, garden, logo } from '../media/mediaFixtures.ts'

const initiative = (id: number, title: string) =>
  initiativeRecord(id, title, { website: 'https://example.org' })
const initiatives = [
  initiative(1, 'Repair Café Oudegracht'),
  initiative(2, 'Neighbourhood solar cooperative'),
  initiative(3, 'Food bank volunteers'),
  initiative(4, 'Tiny Forest in your neighbourhood'),
]

type Args = {
  value: string
  error?: string
  disabled?: boolean
  media: MediaItemDto[]
  onChange: (markdown: string) => void
}

/** A rich text field as a drawer shows it, with its markdown under it. */
function FieldDemo({ value: initial, error, disabled, media, onChange }: Args) {
  const [value, setValue] = useState(initial)
  const list = async ({ q }: { q?: string }) =>
    initiatives.filter((item) => !q || item.title.toLowerCase().includes(q.toLowerCase()))
  return (
    <ResourceProvider bindings={[provide(initiativesApi, { list })]}>
      <Box p="5" maxWidth="720px">
        <MarkdownField
          label="Description"
          value={value}
          error={error}
          disabled={disabled}
          media={media}
          height={240}
          onChange={(markdown) => {
            onChange(markdown)
            setValue(markdown)
          }}
        />
      </Box>
    </ResourceProvider>
  )
}

const document_ = [
  '## Why it matters',
  '',
  'Food waste is **8%** of *all* emissions.',
  '',
  '- Plan your meals',
  '- Freeze leftovers',
  '',
  '[Video](https://www.youtube.com/watch?v=abc123 "video:portrait")',
  '',
  'Join [Repair Café Oudegracht](initiative:1).',
  '',
].join('\n')

const meta = {
  title: 'UI/RichText/MarkdownField',
  component: FieldDemo,
  args: { value: '', media: [], onChange: fn() },
  argTypes: { onChange: { control: false } },
} satisfies Meta<typeof FieldDemo>

export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)
// The editor is its own chunk: the first story to show one waits for it to load.
const editable = () => screen().findByRole('textbox', { name: 'Description' }, { timeout: 15_000 })
const lastMarkdown = (args: Args) => (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string
/** Puts focus in the text (the caret at its start: user-event cannot move it in editable HTML). */
async function focusText() {
  const text = await editable()
  text.focus()
}
const tool = (name: string) =>
  within(screen().getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name })

export const Empty: Story = {
  play: async ({ args }) => {
    await expect(await editable()).toBeVisible()
    await expect(
      screen().getByText('Markdown. Shift+Tab or Alt+F10 moves to the toolbar, Esc back to the text.'),
    ).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** A realistic document: headings, lists, a video and an initiative link (marked ▶ and ★). */
export const Document: Story = {
  args: { value: document_ },
  play: async ({ args }) => {
    const text = await editable()
    await waitFor(() => expect(text.querySelector('h2')).toHaveTextContent('Why it matters'))
    await expect(text.querySelector('a[title="video:portrait"]')).toHaveTextContent('Video')
    await expect(text.querySelector('a[href="initiative:1"]')).toHaveTextContent('Repair Café Oudegracht')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const WithError: Story = {
  args: { value: 'Too long…', error: 'Description is too long.' },
  play: async () => {
    await expect(await screen().findByRole('alert')).toHaveTextContent('Description is too long.')
    await expect(await editable()).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { value: document_, disabled: true },
  play: async () => {
    await expect(await editable()).toHaveAttribute('contenteditable', 'false')
    await expect(tool('Bold')).toBeDisabled()
  },
}

/** Image by URL: only a web address; the alt text goes with it. */
export const InsertImageByUrl: Story = {
  args: { value: 'Intro.\n' },
  play: async ({ args }) => {
    await focusText()
    await userEvent.click(tool('Image'))
    const dialog = within(await screen().findByRole('dialog', { name: 'Insert an image' }))
    await userEvent.type(dialog.getByLabelText('Image URL'), 'ftp://example.org/chart.png')
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }))
    await expect(
      await dialog.findByText('Enter a full web address, starting with https:// or http://.'),
    ).toBeVisible()
    await userEvent.clear(dialog.getByLabelText('Image URL'))
    await userEvent.type(dialog.getByLabelText('Image URL'), 'https://example.org/chart.png')
    await userEvent.type(dialog.getByLabelText('Alternative text'), 'Chart')
    await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }))
    await waitFor(() => expect(lastMarkdown(args)).toContain('![Chart](https://example.org/chart.png)'))
  },
}

/** Image from the object's media: a grid of its media; Enter inserts one. */
export const InsertImageFromMedia: Story = {
  args: { value: 'Intro.\n', media: [garden, bikes, logo].map(toMediaItem) },
  play: async ({ args }) => {
    await focusText()
    await userEvent.click(tool('Image'))
    const dialog = within(await screen().findByRole('dialog', { name: 'Insert an image' }))
    const cells = within(dialog.getByRole('group', { name: 'Attached media' })).getAllByRole('button')
    await expect(cells).toHaveLength(3)
    cells[0]!.focus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await waitFor(() =>
      expect(lastMarkdown(args)).toContain(`![${bikes.description}](/file/${bikes.file.uuid}/original.webp)`),
    )
  },
}

/** Video: a link the app cannot play is refused with the specified message; then a portrait Short. */
export const InsertVideo: Story = {
  args: { value: 'Watch this.\n' },
  play: async ({ args }) => {
    await focusText()
    await userEvent.click(tool('Video'))
    const dialog = within(await screen().findByRole('dialog', { name: 'Insert a video' }))
    await userEvent.type(dialog.getByLabelText('Video URL'), 'https://www.dailymotion.com/video/x7tgad0')
    await userEvent.click(dialog.getByRole('button', { name: 'Insert video' }))
    await expect(
      await dialog.findByText(
        'Only youtube and vimeo urls will work correctly. Please contact the developer if you have other urls',
      ),
    ).toBeVisible()
    await userEvent.clear(dialog.getByLabelText('Video URL'))
    await userEvent.type(dialog.getByLabelText('Video URL'), 'https://vimeo.com/76979871')
    await userEvent.click(dialog.getByRole('radio', { name: 'Portrait' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Insert video' }))
    await waitFor(() =>
      expect(lastMarkdown(args)).toContain('[Video](https://vimeo.com/76979871 "video:portrait")'),
    )
  },
}

/** Link by URL, with its own text. */
export const InsertLinkByUrl: Story = {
  args: { value: 'Read more.\n' },
  play: async ({ args }) => {
    await focusText()
    await userEvent.click(tool('Link'))
    const dialog = within(await screen().findByRole('dialog', { name: 'Insert a link' }))
    await userEvent.type(dialog.getByLabelText('Link text'), 'the report')
    await userEvent.type(dialog.getByLabelText('URL'), 'https://example.org/report')
    await userEvent.click(dialog.getByRole('button', { name: 'Insert link' }))
    await waitFor(() => expect(lastMarkdown(args)).toContain('[the report](https://example.org/report)'))
  },
}

/** Link to an initiative, searched by title and chosen with the keyboard. */
export const InsertLinkToInitiative: Story = {
  args: { value: 'Join us.\n' },
  play: async ({ args }) => {
    await focusText()
    await userEvent.click(tool('Link to an initiative'))
    const dialog = within(await screen().findByRole('dialog', { name: 'Insert a link' }))
    const search = dialog.getByPlaceholderText('Search initiatives by title')
    await userEvent.type(search, 'solar')
    await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(1))
    await userEvent.keyboard('{Enter}')
    await expect(await dialog.findByText('Chosen: Neighbourhood solar cooperative')).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(lastMarkdown(args)).toContain('[Neighbourhood solar cooperative](initiative:2)'),
    )
  },
}

/**
 * A paste from a page or a mail (docs/choices.md "Safe links"): a link to a refused address keeps only its
 * text, such an image is left out, and the console's own media address (made absolute by the
 * browser as it copies) goes back to its path.
 */
export const PasteKeepsAllowedAddresses: Story = {
  args: { value: '' },
  play: async ({ args }) => {
    await focusText()
    const origin = window.location.origin
    const uuid = bikes.file.uuid
    const clipboard = new DataTransfer()
    clipboard.setData(
      'text/html',
      `<p>See <a href="javascript:alert(7)">js link</a>, <img src="${origin}/file/${uuid}/original.webp" alt="Bikes">` +
        `<img src="${origin}/images/relative.png" alt="relative"><img src="data:image/png;base64,AAAA" alt="data">, ` +
        `<a href="${origin}/content?edit=1">console link</a> and <a href="https://example.org/report">the report</a>.</p>`,
    )
    clipboard.setData('text/plain', 'See js link, console link and the report.')
    const text = await editable()
    text.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    )
    await waitFor(() =>
      expect(lastMarkdown(args)).toBe(
        `See js link, ![Bikes](/file/${uuid}/original.webp), console link and [the report](https://example.org/report).\n`,
      ),
    )
  },
}
