import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { jsonErrorPosition } from '../../../domain/json-scanner.ts'
import { applyEdit, formatJson, lineCount, offsetOf, type TextEdit, tabEdit } from './jsonEditing.ts'
import './json-editor.css'

export type JsonEditorHandle = { focus: () => void }

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  /** The field's validation message, already in the interface language. */
  error?: string
  /** What else is wrong with the text (a table's problems), shown right under its message. */
  details?: ReactNode
  /** The id of `details`, so the text is described by it too. */
  describedBy?: string
  /** The editor's starting height in pixels (it can be resized vertically). */
  height?: number
  ref?: Ref<JsonEditorHandle>
}

/**
 * A plain-text JSON editor: a monospace textarea with a line-number gutter that follows its
 * scrolling, the parser's error position (line and column, the line highlighted, a button that
 * puts the cursor there), Format (pretty-print), and Tab that indents. Tab indenting is a
 * keyboard trap unless there is a way out, so Ctrl+M switches Tab between indenting and moving
 * focus (as in VS Code), and a visible hint says so. Esc and Ctrl+Enter reach the drawer as usual.
 */
export function JsonEditor(props: Props) {
  const { label, value, onChange, onBlur, name, error, details, describedBy: more, height = 320, ref } = props
  const { t } = useLingui()
  const id = useId()
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const gutterRef = useRef<HTMLDivElement>(null)
  const bandRef = useRef<HTMLDivElement>(null)
  const formatRef = useRef<HTMLButtonElement>(null)
  const pendingSelection = useRef<[number, number] | null>(null)
  const [tabMovesFocus, setTabMovesFocus] = useState(false)

  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), [])

  const lines = useMemo(() => lineCount(value), [value])
  const position = useMemo(() => (value.trim() ? jsonErrorPosition(value) : null), [value])
  // What stands where the parser stopped (null: the text ended first).
  const unexpected = position ? value.charAt(offsetOf(value, position.line, position.column)) || null : null
  const formatted = useMemo(() => (position || !value.trim() ? null : formatJson(value)), [value, position])

  /** The gutter and the error band follow the textarea's scroll position. */
  const syncScroll = useCallback(() => {
    const textarea = textareaRef.current
    if (!textarea) return
    const shift = `translateY(${-textarea.scrollTop}px)`
    if (gutterRef.current) gutterRef.current.style.transform = shift
    if (bandRef.current) bandRef.current.style.transform = shift
  }, [])

  useLayoutEffect(() => {
    // A change made without the browser's editing commands (tests, old browsers) lands here.
    const selection = pendingSelection.current
    if (selection && textareaRef.current) {
      pendingSelection.current = null
      textareaRef.current.setSelectionRange(selection[0], selection[1])
    }
    syncScroll()
  })

  /**
   * Applies an edit through the browser's own editing command where there is one, so Ctrl+Z
   * undoes it; otherwise sets the value and restores the selection after the render.
   */
  const apply = (edit: TextEdit) => {
    const textarea = textareaRef.current
    if (!textarea) return
    const expected = applyEdit(textarea.value, edit)
    textarea.focus()
    textarea.setSelectionRange(edit.from, edit.to)
    let done = false
    try {
      done =
        typeof document.execCommand === 'function' &&
        (edit.insert
          ? document.execCommand('insertText', false, edit.insert)
          : document.execCommand('delete', false))
    } catch {
      done = false
    }
    if (done && textarea.value === expected) {
      textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd)
      return
    }
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd]
    onChange(expected)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'm') {
      event.preventDefault()
      setTabMovesFocus((moves) => !moves)
      return
    }
    if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey || tabMovesFocus) return
    event.preventDefault()
    const textarea = event.currentTarget
    const edit = tabEdit(textarea.value, textarea.selectionStart, textarea.selectionEnd, event.shiftKey)
    if (edit) apply(edit)
  }

  const format = () => {
    if (formatted === null || formatted === value) return
    apply({ from: 0, to: value.length, insert: formatted, selectionStart: 0, selectionEnd: 0 })
    if (textareaRef.current) textareaRef.current.scrollTop = 0
    formatRef.current?.focus()
  }

  const goToError = () => {
    const textarea = textareaRef.current
    if (!textarea || !position) return
    const offset = offsetOf(value, position.line, position.column)
    textarea.focus()
    textarea.setSelectionRange(offset, offset)
    // Bring the line into view: about a third from the top.
    const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20
    textarea.scrollTop = Math.max(0, (position.line - 1) * lineHeight - textarea.clientHeight / 3)
    syncScroll()
  }

  const errorId = `${id}-error`
  const positionId = `${id}-position`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, more ?? null, position ? positionId : null, hintId]
    .filter(Boolean)
    .join(' ')

  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" align="end" gap="2">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <Button
          ref={formatRef}
          type="button"
          size="1"
          variant="soft"
          color="gray"
          disabled={formatted === null || formatted === value}
          onClick={format}
        >
          {t`Format`}
        </Button>
      </Flex>
      <div
        className="json-editor"
        data-invalid={error || position ? true : undefined}
        style={{ height, ['--json-digits' as string]: String(String(lines).length) }}
      >
        <Gutter ref={gutterRef} lines={lines} errorLine={position?.line ?? null} />
        <div className="json-editor-code">
          {position ? (
            <div
              ref={bandRef}
              className="json-editor-error-line"
              data-testid="json-error-line"
              aria-hidden="true"
              style={{ top: `calc(var(--json-pad) + ${position.line - 1} * var(--json-line))` }}
            />
          ) : null}
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            className="json-editor-textarea"
            value={value}
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            aria-invalid={error || position ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onScroll={syncScroll}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
      {error ? (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      {details}
      {position ? (
        <Flex id={positionId} direction="column" gap="1" align="start">
          <Button type="button" size="1" variant="ghost" color="red" onClick={goToError}>
            {t`Error at line ${position.line}, column ${position.column}`}
          </Button>
          {/* Said in the interface language (the browser's own parser message is English only). */}
          <Text size="1" color="gray" className="json-editor-parser-message">
            {unexpected === null ? t`The JSON ends too early.` : t`Unexpected “${unexpected}” here.`}
          </Text>
        </Flex>
      ) : null}
      <Text id={hintId} size="1" color="gray" aria-live="polite">
        {tabMovesFocus
          ? t`Tab moves the focus. Press Ctrl+M to indent with Tab again.`
          : t`Tab indents, Shift+Tab outdents. Press Ctrl+M to let Tab move the focus instead.`}
      </Text>
    </Flex>
  )
}

/** Line numbers, one per line of the text; the line with the parse error is marked. */
const Gutter = memo(function Gutter({
  lines,
  errorLine,
  ref,
}: {
  lines: number
  errorLine: number | null
  ref: Ref<HTMLDivElement>
}) {
  const numbers = []
  for (let line = 1; line <= lines; line++) {
    numbers.push(
      <div key={line} data-error={line === errorLine ? true : undefined}>
        {line}
      </div>,
    )
  }
  return (
    <div className="json-editor-gutter" aria-hidden="true" data-testid="json-gutter">
      <div ref={ref} className="json-editor-lines">
        {numbers}
      </div>
    </div>
  )
})
