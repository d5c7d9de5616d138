import { i18n } from '@lingui/core'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LanguageProvider } from '../../../../src/console/app/i18n/LanguageProvider.tsx'
import type { LazyChunk } from '../../../../src/console/ui/preload/lazyChunk.ts'
import type { MarkdownEditorProps } from '../../../../src/console/ui/rich-text/MarkdownEditor.tsx'
import { MarkdownField } from '../../../../src/console/ui/rich-text/MarkdownField.tsx'

i18n.loadAndActivate({ locale: 'en', messages: {} })

// The editor's chunk as the network delivers it: here, or (`download.fails`) a failed download.
const download = vi.hoisted(() => ({ fails: false }))
vi.mock('../../../../src/console/ui/rich-text/editorChunk.ts', async (importOriginal) => {
  const real = await importOriginal<{ markdownEditorChunk: LazyChunk<MarkdownEditorProps> }>()
  const chunk: LazyChunk<MarkdownEditorProps> = {
    load: () =>
      download.fails ? Promise.reject(new Error('Loading chunk failed')) : real.markdownEditorChunk.load(),
    loaded: () => (download.fails ? undefined : real.markdownEditorChunk.loaded()),
  }
  return { ...real, markdownEditorChunk: chunk, loadMarkdownEditor: chunk.load }
})

/** A title field, then the rich text field, as a drawer lays them out. */
function Form({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState('Made **later**.\n')
  return (
    <>
      <input aria-label="Title" />
      <MarkdownField label="Description" value={value} onChange={setValue} height={200} disabled={disabled} />
    </>
  )
}

function renderForm(disabled?: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LanguageProvider initial="en">
        <Theme>
          <Form disabled={disabled} />
        </Theme>
      </LanguageProvider>
    </QueryClientProvider>,
  )
}

const text = () => screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 })

describe('MarkdownField', () => {
  it('holds its Tab stop while the editor is being made, and takes whoever tabbed there on into the text', async () => {
    const user = userEvent.setup()
    renderForm()
    // At once, before the editor has made its text: the field is a named, busy Tab stop.
    const standIn = screen.getByRole('group', { name: 'Description' })
    expect(standIn.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull()
    act(() => screen.getByRole('textbox', { name: 'Title' }).focus())
    await user.tab()
    expect(document.activeElement).toBe(standIn)
    // Once made, focus is in the text, and the field is no stop of its own any more.
    const editable = await text()
    await waitFor(() => expect(document.activeElement).toBe(editable))
    expect(editable.textContent).toBe('Made later.')
    expect(screen.queryByRole('group', { name: 'Description' })).toBeNull()
    expect(standIn.hasAttribute('tabindex')).toBe(false)
  })

  it('leaves focus where it is when nobody tabbed to it while it was being made', async () => {
    renderForm()
    const title = screen.getByRole('textbox', { name: 'Title' })
    act(() => title.focus())
    await text()
    // The editor reports ready a moment after its text shows.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Description' })).toBeNull())
    expect(document.activeElement).toBe(title)
  })

  it('is no Tab stop while disabled', async () => {
    renderForm(true)
    expect(screen.queryByRole('group', { name: 'Description' })).toBeNull()
    await text()
  })
  it('ends the wait when the editor cannot be downloaded: whoever was on it goes on to Try again', async () => {
    download.fails = true
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const user = userEvent.setup()
      renderForm()
      act(() => screen.getByRole('textbox', { name: 'Title' }).focus())
      await user.tab()
      expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Description' }))
      const tryAgain = await screen.findByRole('button', { name: 'Try again' })
      expect(screen.getByText('The editor could not be loaded.')).toBeTruthy()
      expect(document.activeElement).toBe(tryAgain)
      // No longer busy, nor a stop of its own: the Try again is the field's stop now.
      expect(screen.queryByRole('group', { name: 'Description' })).toBeNull()
      download.fails = false
      await user.keyboard('{Enter}')
      await text()
    } finally {
      download.fails = false
      error.mockRestore()
    }
  })
})
