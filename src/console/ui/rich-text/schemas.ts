import { htmlSchema, imageSchema, linkSchema, sanitizeLinkHref } from '@milkdown/kit/preset/commonmark'
import { markdownProblem, startsAllowed } from '../../../domain/markdown-safety.ts'
import { initiativeIdOf, pastedTarget } from '../../../domain/rich-text.ts'

/**
 * How the editor reads and writes links, images and raw HTML. Reading HTML (`parseDOM`) is what a
 * paste or a drop does, a plain-text paste too (Milkdown reads it as markdown, then through HTML):
 * there, only addresses the app may open are kept (docs/choices.md "Safe links"). A link to anywhere else
 * loses its link and keeps its text; such an image is left out; HTML other than an empty line
 * becomes text. Reading markdown (a record loaded) keeps everything, so nothing changes unseen:
 * the form's schema names what the server would refuse, and such a link or image is marked on
 * screen (`data-refused`, rich-text.css) so it can be found.
 */

const refused = (address: string) => (startsAllowed(address) ? {} : { 'data-refused': '' })

/** The console's own address: the browser makes a relative address absolute against it on copy. */
const consoleOrigin = () => window.location.origin

/**
 * Images: a pasted image keeps an allowed address only, and its own title (Milkdown's takes the
 * alt text as the title). Images without a title (`![alt](src)`, the usual form) fail Milkdown's
 * image node (its `title` must be text, the parser passes null) and vanish: a missing title reads
 * as empty, and an empty one is written as none, so `![alt](src)` comes back as it went in.
 */
export const safeImage = imageSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx)
  return {
    ...base,
    parseDOM: [
      {
        tag: 'img[src]',
        getAttrs: (dom) => {
          const element = dom as HTMLElement
          const src = pastedTarget(element.getAttribute('src') ?? '', consoleOrigin())
          if (src === null) return false
          return { src, alt: element.getAttribute('alt') ?? '', title: element.getAttribute('title') ?? '' }
        },
      },
    ],
    toDOM: (node) => {
      const [tag, attrs] = base.toDOM!(node) as [string, Record<string, unknown>]
      return [tag, { ...attrs, ...refused(node.attrs.src as string) }]
    },
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
 * Links: a pasted link keeps an allowed address only. On screen, Milkdown shows links with unknown
 * schemes without their address (it keeps them, and writes them back, unchanged); a link to an
 * initiative (`initiative:12`, our own) keeps its address, so it can be told apart (rich-text.css)
 * and read out.
 */
export const safeLink = linkSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx)
  return {
    ...base,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const element = dom as HTMLElement
          const href = pastedTarget(element.getAttribute('href') ?? '', consoleOrigin())
          return href === null ? false : { href, title: element.getAttribute('title') }
        },
      },
    ],
    toDOM: (mark) => {
      const href = mark.attrs.href as string
      const shown = initiativeIdOf(href) === null ? sanitizeLinkHref(href) : href
      return ['a', { ...mark.attrs, href: shown, ...refused(href) }]
    },
  }
})

/**
 * Raw HTML (Milkdown keeps it as an atom): a pasted piece is kept only when it is the empty line
 * the editor writes (`<br />`); anything else is read as its text.
 */
export const safeHtml = htmlSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx)
  return {
    ...base,
    parseDOM: [
      {
        tag: 'span[data-type="html"]',
        getAttrs: (dom) => {
          const value = (dom as HTMLElement).dataset.value ?? ''
          return markdownProblem(value) === null ? { value } : false
        },
      },
    ],
  }
})
