import {
  defaultValueCtx,
  Editor,
  editorViewOptionsCtx,
  remarkStringifyOptionsCtx,
  rootCtx,
  serializerCtx,
} from '@milkdown/kit/core'
import type { SliceType } from '@milkdown/kit/ctx'
import { clipboard } from '@milkdown/kit/plugin/clipboard'
import { history } from '@milkdown/kit/plugin/history'
import { commonmark, listItemKeymap } from '@milkdown/kit/preset/commonmark'
import { Plugin, PluginKey } from '@milkdown/kit/prose/state'
import { $prose } from '@milkdown/kit/utils'
import { safeHtml, safeImage, safeLink } from './schemas.ts'

type StringifyOptions = typeof remarkStringifyOptionsCtx extends SliceType<infer Options> ? Options : never
type TextHandler = NonNullable<NonNullable<StringifyOptions['handlers']>['text']>

const isSpaceOrTab = (code: number) => code === 0x20 || code === 0x09

/**
 * Text written into markdown, escaped as remark escapes it. Spaces and tabs at the start or end of
 * a paragraph or heading are left out: a markdown reader drops them anyway, and remark would keep
 * them as `&#x20;` (docs/choices.md "Rich text", trailing spaces). The editor still shows what was typed;
 * only the saved markdown goes without them.
 */
const writeText: TextHandler = (node, parent, state, info) => {
  let start = 0
  let end = node.value.length
  if (parent && (parent.type === 'paragraph' || parent.type === 'heading')) {
    if (parent.children[0] === node) while (start < end && isSpaceOrTab(node.value.charCodeAt(start))) start++
    if (parent.children.at(-1) === node)
      while (end > start && isSpaceOrTab(node.value.charCodeAt(end - 1))) end--
  }
  return state.safe(node.value.slice(start, end), info)
}

/**
 * How markdown is written back (remark-stringify): the forms the app's texts use, so a document in
 * that style comes back byte for byte. Text written elsewhere is normalized on its first edit:
 * `*` and `+` bullets become `-`, `__bold__` becomes `**bold**`, `_italic_` becomes `*italic*`,
 * `Setext` headings become `#` headings, runs of blank lines become one, and emphasis right inside
 * strong emphasis is written `_so_` (the stars would run together). Text goes through `writeText`
 * (Milkdown's own text handler, which this replaces, wrote some text unescaped).
 */
export const stringifyOptions = {
  handlers: { text: writeText },
  bullet: '-',
  bulletOther: '*',
  emphasis: '*',
  strong: '*',
  rule: '-',
  fence: '`',
  fences: true,
  incrementListMarker: true,
  listItemIndent: 'one',
  resourceLink: true,
} as const

/**
 * Reports the markdown after every change of the document, at once. (Milkdown's listener plugin
 * waits 200 ms: a save right after the last keystroke would miss it.) Setting the text from
 * outside reports too; the caller tells those apart.
 */
const reportChanges = (onChange: (markdown: string) => void) =>
  $prose(
    (ctx) =>
      new Plugin({
        key: new PluginKey('canopy-report-changes'),
        view: () => ({
          update: (view, previous) => {
            if (!previous.doc.eq(view.state.doc)) onChange(ctx.get(serializerCtx)(view.state.doc))
          },
        }),
      }),
  )

export type EditorOptions = {
  root: HTMLElement
  value: string
  /** Called with the new markdown after each edit (never for the text the editor starts with). */
  onChange: (markdown: string) => void
  editable: () => boolean
  /** The accessible name of the editable area (its field's label). */
  label: string
}

/** A Milkdown editor (commonmark, history, clipboard) holding `value`. */
export function makeEditor({ root, value, onChange, editable, label }: EditorOptions) {
  return Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, root)
      ctx.set(defaultValueCtx, value)
      ctx.set(remarkStringifyOptionsCtx, stringifyOptions)
      // Tab and Shift+Tab move focus (into the next field, to the toolbar), also in a list:
      // Ctrl+] and Ctrl+[ indent and outdent a list item.
      ctx.update(listItemKeymap.key, (keys) => ({
        ...keys,
        SinkListItem: { ...keys.SinkListItem, shortcuts: 'Mod-]' },
        LiftListItem: { ...keys.LiftListItem, shortcuts: 'Mod-[' },
      }))
      ctx.update(editorViewOptionsCtx, (previous) => ({
        ...previous,
        editable,
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          class: 'rich-text-content',
        },
      }))
    })
    .use(commonmark)
    .use(safeImage)
    .use(safeLink)
    .use(safeHtml)
    .use(history)
    .use(clipboard)
    .use(reportChanges(onChange))
}
