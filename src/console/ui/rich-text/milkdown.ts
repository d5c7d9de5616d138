import {
  defaultValueCtx,
  Editor,
  editorViewOptionsCtx,
  remarkStringifyOptionsCtx,
  rootCtx,
} from '@milkdown/kit/core'
import { clipboard } from '@milkdown/kit/plugin/clipboard'
import { history } from '@milkdown/kit/plugin/history'
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener'
import { commonmark, imageSchema } from '@milkdown/kit/preset/commonmark'

/**
 * How markdown is written back (remark-stringify): the forms the app's texts use, so a document in
 * that style comes back byte for byte. Text written elsewhere is normalized on its first edit:
 * `*` and `+` bullets become `-`, `__bold__` becomes `**bold**`, `_italic_` becomes `*italic*`,
 * `Setext` headings become `#` headings, and runs of blank lines become one.
 */
export const stringifyOptions = {
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
 * Images without a title (`![alt](src)`, the usual form) fail Milkdown's image node (its `title`
 * must be text, the parser passes null) and vanish: read a missing title as empty, and write an
 * empty one as none, so `![alt](src)` comes back as it went in.
 */
const imageWithOptionalTitle = imageSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx)
  return {
    ...base,
    parseMarkdown: {
      match: base.parseMarkdown.match,
      runner: (state, node, type) => {
        state.addNode(type, {
          src: (node.url as string | null) ?? '',
          alt: (node.alt as string | null) ?? '',
          title: (node.title as string | null) ?? '',
        })
      },
    },
    toMarkdown: {
      match: base.toMarkdown.match,
      runner: (state, node) => {
        state.addNode('image', undefined, undefined, {
          title: node.attrs.title || null,
          url: node.attrs.src,
          alt: node.attrs.alt,
        })
      },
    },
  }
})

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
      ctx.get(listenerCtx).markdownUpdated((_, markdown, previous) => {
        if (markdown !== previous) onChange(markdown)
      })
    })
    .use(commonmark)
    .use(imageWithOptionalTitle)
    .use(history)
    .use(listener)
    .use(clipboard)
}
