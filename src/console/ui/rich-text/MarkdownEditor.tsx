import { type Editor, editorViewCtx } from '@milkdown/kit/core'
import { replaceAll } from '@milkdown/kit/utils'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import type { Lang } from '../../../domain/lang.ts'
import { EditorToolbar, type ToolbarAction } from './EditorToolbar.tsx'
import {
  type EditorStatus,
  formatting,
  insertImage,
  insertLink,
  selectedText,
  statusOf,
} from './editorActions.ts'
import { ImageDialog } from './ImageDialog.tsx'
import { LinkDialog } from './LinkDialog.tsx'
import { makeEditor } from './milkdown.ts'
import { VideoDialog } from './VideoDialog.tsx'
import './rich-text.css'

export type MarkdownEditorProps = {
  value: string
  onChange: (markdown: string) => void
  /** The field's label: the accessible name of the text. */
  label: string
  describedBy?: string
  invalid?: boolean
  height: number
  media: readonly MediaItemDto[]
  lang: Lang
  disabled?: boolean
  /** Called once the text exists, with what puts the caret in it (MarkdownField's hand-off). */
  onReady?: (focusText: () => void) => void
}

type DialogKind = 'link' | 'initiative' | 'image' | 'video'

/** The field's state and message on the editable area Milkdown renders (once it exists). */
function fieldAttributes(
  root: HTMLElement | null,
  { invalid, describedBy }: Pick<MarkdownEditorProps, 'invalid' | 'describedBy'>,
) {
  const view = root?.querySelector<HTMLElement>('.rich-text-content')
  if (!view) return
  view.setAttribute('aria-invalid', invalid ? 'true' : 'false')
  if (describedBy) view.setAttribute('aria-describedby', describedBy)
  else view.removeAttribute('aria-describedby')
}

/**
 * The markdown editor (Milkdown, loaded as its own chunk by MarkdownField): the toolbar, the text
 * and the insert dialogs. It reports markdown only after an edit, so a field nobody touched keeps
 * its text exactly; a new `value` from outside (a record loaded, a form reset) replaces the text
 * without counting as an edit. Tab from the field before lands in the text; Shift+Tab or Alt+F10
 * moves from the text to the toolbar, Tab or Esc back.
 */
export default function MarkdownEditor(props: MarkdownEditorProps) {
  const { height, media, lang, disabled = false } = props
  const root = useRef<HTMLDivElement>(null)
  const toolbar = useRef<HTMLDivElement>(null)
  const editor = useRef<Editor | null>(null)
  const latest = useRef(props)
  latest.current = props
  // The markdown the editor holds as far as the form knows: what it reported or was given.
  const known = useRef(props.value)
  const quiet = useRef(false)
  const [status, setStatus] = useState<EditorStatus>({ bold: false, italic: false, heading: 0 })
  const [dialog, setDialog] = useState<DialogKind | null>(null)
  const [selection, setSelection] = useState('')

  // A value from outside (not one this editor reported) replaces the text, quietly.
  const replaceFromOutside = useCallback((value: string) => {
    const current = editor.current
    if (!current || value === known.current) return
    known.current = value
    quiet.current = true
    try {
      current.action(replaceAll(value))
    } finally {
      quiet.current = false
    }
  }, [])

  useEffect(() => {
    const element = root.current
    if (!element) return
    let made: Editor | null = null
    let cancelled = false
    makeEditor({
      root: element,
      value: latest.current.value,
      label: latest.current.label,
      editable: () => !latest.current.disabled,
      onChange: (markdown) => {
        if (quiet.current) return
        known.current = markdown
        latest.current.onChange(markdown)
      },
    })
      .create()
      .then((created) => {
        if (cancelled) {
          void created.destroy()
          return
        }
        made = created
        editor.current = created
        // A value given while the editor was being made (the record arriving just after the
        // drawer opened) found no editor to replace the text in: it goes in now.
        replaceFromOutside(latest.current.value)
        fieldAttributes(element, latest.current)
        const view = element.querySelector<HTMLElement>('.rich-text-content')
        if (view) {
          view.addEventListener('keyup', () => setStatus(statusOf(created)))
          view.addEventListener('mouseup', () => setStatus(statusOf(created)))
        }
        latest.current.onReady?.(() => created.action((ctx) => ctx.get(editorViewCtx).focus()))
      })
    return () => {
      cancelled = true
      editor.current = null
      if (made) void made.destroy()
    }
  }, [replaceFromOutside])

  useEffect(() => replaceFromOutside(props.value), [props.value, replaceFromOutside])

  const { invalid, describedBy } = props
  useEffect(() => fieldAttributes(root.current, { invalid, describedBy }), [invalid, describedBy])

  // Through the editor's view, which puts the caret back where it was (a plain DOM focus would not).
  const focusText = () => {
    editor.current?.action((ctx) => ctx.get(editorViewCtx).focus())
  }
  const typeIntoText = (character: string) => {
    editor.current?.action((ctx) => {
      const view = ctx.get(editorViewCtx)
      view.focus()
      view.dispatch(view.state.tr.insertText(character))
    })
  }
  const focusToolbar = () => toolbar.current?.querySelector<HTMLButtonElement>('button[data-active]')?.focus()
  const open = (kind: DialogKind) => {
    const current = editor.current
    if (!current) return
    setSelection(selectedText(current))
    setDialog(kind)
  }
  const run = (action: ToolbarAction) => {
    const current = editor.current
    if (!current || disabled) return
    if (action === 'link' || action === 'initiative' || action === 'image' || action === 'video') {
      open(action)
      return
    }
    formatting[action](current)
    setStatus(statusOf(current))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const shiftTab =
      event.key === 'Tab' && event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey
    if ((event.altKey && event.key === 'F10') || (shiftTab && !disabled)) {
      event.preventDefault()
      focusToolbar()
    } else if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault()
      event.stopPropagation()
      open('link')
    }
  }
  const closeDialog = () => setDialog(null)
  return (
    <div className="rich-text" data-disabled={disabled ? '' : undefined}>
      <EditorToolbar
        status={status}
        disabled={disabled}
        onAction={run}
        onLeave={focusText}
        onType={typeIntoText}
        toolbarRef={toolbar}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys of the text (Alt+F10, Ctrl+Shift+K) are caught around the editable area Milkdown renders */}
      <div ref={root} className="rich-text-body" style={{ height }} onKeyDown={onKeyDown} />
      <LinkDialog
        open={dialog === 'link' || dialog === 'initiative'}
        key={dialog === 'initiative' ? 'initiative' : 'link'}
        initialTab={dialog === 'initiative' ? 'initiative' : 'url'}
        lang={lang}
        selection={selection}
        onClose={closeDialog}
        onClosed={focusText}
        onInsert={(link) => editor.current && insertLink(editor.current, link)}
      />
      <ImageDialog
        open={dialog === 'image'}
        media={media}
        onClose={closeDialog}
        onClosed={focusText}
        onInsert={(image) => editor.current && insertImage(editor.current, image)}
      />
      <VideoDialog
        open={dialog === 'video'}
        onClose={closeDialog}
        onClosed={focusText}
        onInsert={(link) => editor.current && insertLink(editor.current, link)}
      />
    </div>
  )
}
