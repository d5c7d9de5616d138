import { lazyChunk } from '../preload/lazyChunk.ts'
import type { MarkdownEditorProps } from './MarkdownEditor.tsx'

/**
 * The markdown editor's chunk (Milkdown), the one `MarkdownField` shows: a page whose drawers have
 * a rich text field preloads it while idle (`ListPage`'s `preload`), so the drawer's editor does not
 * wait for the download.
 */
export const markdownEditorChunk = lazyChunk<MarkdownEditorProps>(() => import('./MarkdownEditor.tsx'))

/** Downloads the editor's chunk (for a page's `preload`). */
export const loadMarkdownEditor = markdownEditorChunk.load
