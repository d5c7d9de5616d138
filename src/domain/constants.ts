/** Business constants of docs/product.md §9, in one place for both halves. */
export const PRODUCT_NAME = 'Canopy CMS'

export const UNSAVED_ID = -1

export const PAGE_SIZE = 25
export const PANEL_PAGE_SIZE = 10
/** Paged lists answer with the number of all matches in this response header. */
export const TOTAL_COUNT_HEADER = 'x-total-count'

export const TOAST_DURATION_MS = { error: 4000, info: 2000, success: 1500, warning: 3000 } as const
export type ToastKind = keyof typeof TOAST_DURATION_MS

export const NOTIFICATION_STATUS_MS = 5000
export const STORY_NOTIFICATION_LIMIT = 150
export const DEFAULT_CATEGORY_EMOJI = '🌱'
export const CO2_RESULTS_APP_VERSION = '1.4.0'
export const DEFAULT_COUNTRY = 'NL'
export const DATA_TABLE_DEFAULT_COUNTRY = 'nl'
export const STATISTICS_DAYS = 30
export const EDITOR_HEIGHT = 400
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const SLIDER = { min: 0, max: 100, step: 1 } as const
export const CALCULATOR_DECIMALS = 2
