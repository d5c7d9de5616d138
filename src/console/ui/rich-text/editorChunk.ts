import type { ComponentType } from 'react'
import type { MarkdownEditorProps } from './MarkdownEditor.tsx'

/**
 * The markdown editor's chunk (Milkdown), the same one `MarkdownField` loads when a rich text
 * field first shows: a page whose drawers have a rich text field preloads it while idle
 * (`ListPage`'s `preload`), so the drawer's editor does not wait for the download.
 */
export const loadMarkdownEditor = () =>
  import('./MarkdownEditor.tsx').then((chunk) => {
    loaded = chunk.default
    return chunk
  })

let loaded: ComponentType<MarkdownEditorProps> | undefined

/**
 * The editor, once its chunk has arrived. A field renders it directly then: through `lazy` it
 * would suspend for a moment on every new field, and React 19 shows a suspended part's content
 * again only in steps of 300 ms, so each drawer's editor came about 250 ms late (bench drawers:
 * the infographic drawer 366 ms warm, 95 ms for a drawer without an editor).
 */
export const loadedMarkdownEditor = () => loaded
