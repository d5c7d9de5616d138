import {
  defaultValueCtx,
  Editor,
  editorViewOptionsCtx,
  remarkStringifyOptionsCtx,
  rootCtx,
  serializerCtx,
} from '@milkdown/kit/core'
import { clipboard } from '@milkdown/kit/plugin/clipboard'
import { history } from '@milkdown/kit/plugin/history'
import { commonmark, imageSchema, linkSchema, sanitizeLinkHref } from '@milkdown/kit/preset/commonmark'
import { Plugin, PluginKey } from '@milkdown/kit/prose/state'
import { $prose } from '@milkdown/kit/utils'
import { initiativeIdOf } from '../../../domain/rich-text.ts'

/**
 * How markdown is written back (remark-stringify): the forms the app's texts use, so a document in
 * that style comes back byte for byte. Text written elsewhere is normalized on its first edit:
 * `*` and `+` bullets become `-`, `__bold__` becomes `**bold**`, `_italic_` becomes `*italic*`,
 * `Setext` headings become `#` headings, runs of blank lines become one, and emphasis right inside
 * strong emphasis is written `_so_` (the stars would run together).
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

/**
 * Milkdown shows links with unknown schemes without their address (it keeps them, and writes them
 * back, unchanged). A link to an initiative (`initiative:12`, our own) keeps its address on screen,
 * so it can be told apart (rich-text.css) and read out.
 */
const linkWithInitiatives = linkSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx)
  return {
    ...base,
    toDOM: (mark) => {
      const href = mark.attrs.href as string
      return ['a', { ...mark.attrs, href: initiativeIdOf(href) === null ? sanitizeLinkHref(href) : href }]
    },
  }
})

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
    .use(imageWithOptionalTitle)
    .use(linkWithInitiatives)
    .use(history)
    .use(clipboard)
    .use(reportChanges(onChange))
}
