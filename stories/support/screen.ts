import { within } from 'storybook/test'

/**
 * What a story's play function reads the way a person looks at the page: the whole page (drawers
 * and dialogs are portalled out of the canvas), the toasts, and a list's rows and column headers.
 */
export const page = () => within(document.body)

export const toasts = () => document.querySelector<HTMLElement>('section.toasts')!

/** The body rows of a DataGrid grid (not its header or its empty-state row). */
export const bodyRows = (grid: HTMLElement) => [
  ...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]'),
]

/** The grid's column headers as the user reads them. */
export const columnHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
