import { type CmdKey, type Editor, editorViewCtx } from '@milkdown/kit/core'
import {
  emphasisSchema,
  headingSchema,
  insertImageCommand,
  linkSchema,
  strongSchema,
  toggleEmphasisCommand,
  toggleStrongCommand,
  turnIntoTextCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark'
import type { MarkType } from '@milkdown/kit/prose/model'
import type { EditorState } from '@milkdown/kit/prose/state'
import { callCommand } from '@milkdown/kit/utils'

/** What the toolbar shows as pressed: the marks at the selection and the block's heading level. */
export type EditorStatus = { bold: boolean; italic: boolean; heading: number }

const markActive = (state: EditorState, type: MarkType) => {
  const { from, to, empty, $from } = state.selection
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()))
  return state.doc.rangeHasMark(from, to, type)
}

export function statusOf(editor: Editor): EditorStatus {
  return editor.action((ctx) => {
    const { state } = ctx.get(editorViewCtx)
    const parent = state.selection.$from.parent
    return {
      bold: markActive(state, strongSchema.type(ctx)),
      italic: markActive(state, emphasisSchema.type(ctx)),
      heading: parent.type === headingSchema.type(ctx) ? (parent.attrs.level as number) : 0,
    }
  })
}

/** Runs one of Milkdown's commands, then puts focus back in the text (the toolbar had it). */
function run<T>(editor: Editor, command: CmdKey<T>, payload?: T) {
  editor.action(callCommand(command, payload))
  editor.action((ctx) => ctx.get(editorViewCtx).focus())
}

/** The toolbar's formatting commands, each leaving focus in the text. */
export const formatting = {
  bold: (editor: Editor) => run(editor, toggleStrongCommand.key),
  italic: (editor: Editor) => run(editor, toggleEmphasisCommand.key),
  /** Paragraph → heading 2 → heading 3 → paragraph. */
  heading: (editor: Editor) => {
    const level = statusOf(editor).heading
    if (level === 0 || level === 1) run(editor, wrapInHeadingCommand.key, 2)
    else if (level === 2) run(editor, wrapInHeadingCommand.key, 3)
    else run(editor, turnIntoTextCommand.key)
  },
  bulletList: (editor: Editor) => run(editor, wrapInBulletListCommand.key),
  orderedList: (editor: Editor) => run(editor, wrapInOrderedListCommand.key),
}

/** The text selected now (the link dialog starts with it as the link text). */
export function selectedText(editor: Editor): string {
  return editor.action((ctx) => {
    const { state } = ctx.get(editorViewCtx)
    const { from, to } = state.selection
    return state.doc.textBetween(from, to, ' ')
  })
}

/** Replaces the selection with `text` linked to `href` (with `title`, e.g. a video's orientation). */
export function insertLink(editor: Editor, link: { text: string; href: string; title?: string }) {
  editor.action((ctx) => {
    const view = ctx.get(editorViewCtx)
    const { state } = view
    const type = linkSchema.type(ctx)
    const node = state.schema.text(link.text, [type.create({ href: link.href, title: link.title ?? null })])
    // What is typed next is not part of the link (a link mark would otherwise carry on).
    view.dispatch(state.tr.replaceSelectionWith(node, false).removeStoredMark(type).scrollIntoView())
    view.focus()
  })
}

/** Inserts an image at the selection. */
export function insertImage(editor: Editor, image: { src: string; alt: string }) {
  run(editor, insertImageCommand.key, { src: image.src, alt: image.alt, title: '' })
}
