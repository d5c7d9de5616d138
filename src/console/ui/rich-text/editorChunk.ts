/**
 * The markdown editor's chunk (Milkdown), the same one `MarkdownField` loads when a rich text
 * field first shows: a page whose drawers have a rich text field preloads it while idle
 * (`ListPage`'s `preload`), so the drawer's editor does not wait for the download.
 */
export const loadMarkdownEditor = () => import('./MarkdownEditor.tsx')
