import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { initiativesApi } from '../../../../src/console/api/initiatives.ts'
import { provide, ResourceProvider } from '../../../../src/console/api/ResourceProvider.tsx'
import MarkdownEditor from '../../../../src/console/ui/rich-text/MarkdownEditor.tsx'
import { initiativeRecord } from '../../../../stories/content/initiativeFixtures.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

// jsdom has no layout: ProseMirror measures the caret (to scroll it into view) when focus comes
// back to the text from the toolbar.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
Range.prototype.getBoundingClientRect ??= () => new DOMRect()

const repair = initiativeRecord(4, 'Repair Café', { website: 'https://repair.example' })

/** The editor as a form holds it; `outside` lets the test set a value the way a loaded record does. */
function Harness({
  initial,
  onChange,
  outside,
}: {
  initial: string
  onChange: (markdown: string) => void
  outside: { set: (value: string) => void }
}) {
  const [value, setValue] = useState(initial)
  outside.set = setValue
  return (
    <MarkdownEditor
      value={value}
      onChange={(markdown) => {
        onChange(markdown)
        setValue(markdown)
      }}
      label="Description"
      height={200}
      media={[]}
      lang="en"
    />
  )
}

function renderEditor(initial: string, onChange = vi.fn()) {
  const user = userEvent.setup()
  const list = vi.fn(async () => [repair])
  const outside = { set: (_value: string) => {} }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceProvider bindings={[provide(initiativesApi, { list })]}>
          <Theme>
            <Harness initial={initial} onChange={onChange} outside={outside} />
          </Theme>
        </ResourceProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { user, onChange, list, setOutside: (value: string) => outside.set(value) }
}

const text = () => screen.findByRole('textbox', { name: 'Description' })
const tool = (name: string) => screen.getByRole('button', { name })

describe('MarkdownEditor', () => {
  it('reports nothing until the text is edited, so an untouched field keeps its exact text', async () => {
    const { onChange, setOutside } = renderEditor('*  odd   spacing*\n\n\n\nkept')
    await text()
    // A value from outside (a record loaded) replaces the text without counting as an edit.
    setOutside('## Loaded\n')
    await waitFor(async () => expect((await text()).textContent).toBe('Loaded'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows a value given while it was still being made (a record arriving as the drawer opens)', async () => {
    const { onChange, setOutside } = renderEditor('')
    // At once, before the editor exists: the drawer rendered it before the record came.
    act(() => setOutside('Arrived **early**\n'))
    await waitFor(async () => expect((await text()).textContent).toBe('Arrived early'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('inserts a video only from a YouTube or Vimeo link, as a link titled with its orientation', async () => {
    const { user, onChange } = renderEditor('Intro.\n')
    await text()
    await user.click(tool('Video'))
    const dialog = await screen.findByRole('dialog', { name: 'Insert a video' })
    await user.type(screen.getByLabelText('Video URL'), 'https://youtu.be/abc')
    await user.click(screen.getByRole('button', { name: 'Insert video' }))
    expect(dialog.textContent).toContain(
      'Only youtube and vimeo urls will work correctly. Please contact the developer if you have other urls',
    )
    expect(onChange).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('Video URL'))
    await user.type(screen.getByLabelText('Video URL'), 'https://www.youtube.com/shorts/abc123')
    await user.click(screen.getByRole('radio', { name: 'Portrait' }))
    await user.click(screen.getByRole('button', { name: 'Insert video' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('[Video](https://www.youtube.com/shorts/abc123 "video:portrait")'),
    )
  })

  it('links to an initiative chosen from the searchable list, by keyboard', async () => {
    const { user, onChange, list } = renderEditor('Visit us.\n')
    await text()
    await user.click(tool('Link to an initiative'))
    await screen.findByRole('dialog', { name: 'Insert a link' })
    const search = screen.getByPlaceholderText('Search initiatives by title')
    await user.type(search, 'rep')
    await screen.findByRole('option', { name: /Repair Café/ })
    expect(list).toHaveBeenLastCalledWith({ q: 'rep', page: 1, pageSize: 20 }, 'en')
    await user.keyboard('{Enter}')
    await screen.findByText('Chosen: Repair Café')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('[Repair Café](initiative:4)'))
  })

  it('asks for an initiative before linking one, and for a web address', async () => {
    const { user, onChange } = renderEditor('Text.\n')
    await text()
    await user.click(tool('Link'))
    await user.click(await screen.findByRole('button', { name: 'Insert link' }))
    expect(await screen.findByText('A web address is required.')).toBeTruthy()
    await user.type(screen.getByLabelText('URL'), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Insert link' }))
    expect(
      await screen.findByText('Enter a full web address, starting with https:// or http://.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: /^Initiative/ }))
    await user.click(screen.getByRole('button', { name: 'Insert link' }))
    expect(await screen.findByText('Choose an initiative.')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps the toolbar out of the Tab order: Shift+Tab from the text reaches it at the button used last', {
    timeout: 20_000,
  }, async () => {
    const { user, onChange } = renderEditor('Text.\n')
    const editable = await text()
    const buttons = screen.getByRole('toolbar', { name: 'Formatting' }).querySelectorAll('button')
    expect([...buttons].filter((button) => button.tabIndex >= 0)).toEqual([])
    editable.focus()
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(document.activeElement).toBe(tool('Bold'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tool('Italic'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tool('Link to an initiative'))
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tool('Italic'))
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(editable)
    await user.keyboard('{Alt>}{F10}{/Alt}')
    expect(document.activeElement).toBe(tool('Italic'))
    expect(onChange).not.toHaveBeenCalled()
    // A character typed on the toolbar is not lost: it goes into the text, and focus with it.
    await user.keyboard('N')
    expect(document.activeElement).toBe(editable)
    expect(onChange).toHaveBeenLastCalledWith('NText.\n')
    expect(tool('Bold').getAttribute('aria-keyshortcuts')).toBe('Control+B')
  })
})
