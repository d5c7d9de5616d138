import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { JsonEditor } from '../../../../src/console/areas/data-tables/JsonEditor.tsx'

i18n.loadAndActivate({ locale: 'en', messages: {} })

/** The editor as a form holds it: controlled, with a button after it to receive focus. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <JsonEditor label="Data" value={value} onChange={setValue} />
      <button type="button">After</button>
    </>
  )
}

function renderEditor(initial = '') {
  const user = userEvent.setup()
  const result = render(
    <I18nProvider i18n={i18n}>
      <Theme>
        <Harness initial={initial} />
      </Theme>
    </I18nProvider>,
  )
  const editor = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Data' })
  const gutter = result.container.querySelector<HTMLElement>('[data-testid="json-gutter"]')!
  const lineNumbers = () => [...gutter.querySelectorAll('.json-editor-lines > div')].map((n) => n.textContent)
  return { ...result, user, editor, gutter, lineNumbers }
}

const broken = '{\n  "petrol": 0.19\n  "diesel": 0.18\n}'

describe('JsonEditor', () => {
  it('numbers every line and follows the text as lines are added', async () => {
    const { user, editor, lineNumbers } = renderEditor('{\n  "a": 1\n}')
    expect(lineNumbers()).toEqual(['1', '2', '3'])
    editor.setSelectionRange(editor.value.length, editor.value.length)
    await user.click(editor)
    await user.keyboard('{Enter}{Enter}')
    expect(lineNumbers()).toEqual(['1', '2', '3', '4', '5'])
  })

  it('keeps the gutter level with the text when it scrolls', () => {
    const { editor, gutter } = renderEditor(Array.from({ length: 80 }, (_, i) => `${i}`).join(',\n'))
    editor.scrollTop = 120
    fireEvent.scroll(editor)
    expect(gutter.querySelector<HTMLElement>('.json-editor-lines')!.style.transform).toBe(
      'translateY(-120px)',
    )
  })

  it('shows where invalid JSON breaks: line and column, the line marked, a button to go there', async () => {
    const { user, editor, container } = renderEditor(broken)
    const position = screen.getByRole('button', { name: 'Error at line 3, column 3' })
    expect(editor).toHaveAttribute('aria-invalid', 'true')
    expect(editor.getAttribute('aria-describedby')).toContain(position.parentElement!.id)
    expect(container.querySelector('[data-error]')).toHaveTextContent('3')
    const band = container.querySelector<HTMLElement>('[data-testid="json-error-line"]')!
    expect(band.style.top).toBe('calc(var(--json-pad) + 2 * var(--json-line))')
    // What stands there, in the interface language (not the browser's English parser message).
    expect(
      screen.getByText('Unexpected “"” here.', { selector: '.json-editor-parser-message' }),
    ).toBeInTheDocument()

    await user.click(position)
    expect(editor).toHaveFocus()
    expect(editor.selectionStart).toBe(broken.indexOf('"diesel"'))
  })

  it('says when the JSON ends too early', () => {
    renderEditor('{\n  "petrol": 0.19')
    expect(
      screen.getByText('The JSON ends too early.', { selector: '.json-editor-parser-message' }),
    ).toBeInTheDocument()
  })

  it('shows no position for valid or empty text', () => {
    renderEditor('')
    expect(screen.queryByRole('button', { name: /Error at line/ })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Data' })).not.toHaveAttribute('aria-invalid')
  })

  it('the position follows the text as you type', async () => {
    const { user, editor } = renderEditor('{"a": 1}')
    await user.click(editor)
    editor.setSelectionRange(7, 7)
    await user.keyboard(',')
    expect(screen.getByRole('button', { name: 'Error at line 1, column 9' })).toBeVisible()
    await user.keyboard('{Backspace}')
    expect(screen.queryByRole('button', { name: /Error at line/ })).toBeNull()
  })

  it('formats valid JSON with two spaces; Format is off for invalid or already formatted text', async () => {
    const { user, editor, lineNumbers } = renderEditor('{"car":{"petrol":0.19},"rows":[1,2]}')
    const format = screen.getByRole('button', { name: 'Format' })
    await user.click(format)
    expect(editor.value).toBe('{\n  "car": {\n    "petrol": 0.19\n  },\n  "rows": [\n    1,\n    2\n  ]\n}')
    expect(lineNumbers()).toHaveLength(9)
    expect(format).toBeDisabled()
    fireEvent.change(editor, { target: { value: broken } })
    expect(format).toBeDisabled()
  })

  it('Tab indents by two spaces and keeps the focus; Shift+Tab outdents', async () => {
    const { user, editor } = renderEditor('{\n"a": 1\n}')
    await user.click(editor)
    editor.setSelectionRange(2, 2)
    await user.keyboard('{Tab}')
    expect(editor.value).toBe('{\n  "a": 1\n}')
    expect(editor).toHaveFocus()
    expect(editor.selectionStart).toBe(4)
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(editor.value).toBe('{\n"a": 1\n}')
    expect(editor).toHaveFocus()
  })

  it('Tab over a multi-line selection indents each line', async () => {
    const { user, editor } = renderEditor('[\n1,\n2\n]')
    await user.click(editor)
    editor.setSelectionRange(2, 6)
    await user.keyboard('{Tab}')
    expect(editor.value).toBe('[\n  1,\n  2\n]')
  })

  it('Ctrl+M lets Tab move the focus out, and back; the hint says which', async () => {
    const { user, editor } = renderEditor('{}')
    expect(screen.getByText(/Tab indents/)).toBeInTheDocument()
    expect(editor.getAttribute('aria-describedby')).toContain(screen.getByText(/Tab indents/).id)
    await user.click(editor)
    await user.keyboard('{Control>}m{/Control}')
    expect(screen.getByText(/Tab moves the focus/)).toBeInTheDocument()
    await user.keyboard('{Tab}')
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(editor.value).toBe('{}')

    await user.click(editor)
    await user.keyboard('{Control>}m{/Control}')
    await user.keyboard('{Tab}')
    expect(editor).toHaveFocus()
    expect(editor.value).toContain('  ')
  })
})
