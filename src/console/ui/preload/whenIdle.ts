type Connection = { saveData?: boolean; effectiveType?: string }

/**
 * The visitor asked to save data (the browser's Save-Data setting) or is on a 2G connection:
 * nothing is fetched ahead of need then. Browsers without the Network Information API (Firefox,
 * Safari) say nothing, and get the preloading.
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return Boolean(connection?.saveData) || (connection?.effectiveType ?? '').endsWith('2g')
}

/** How long a preload waits for an idle moment at most (a page that is never idle still gets it). */
const IDLE_TIMEOUT_MS = 3_000
/** Where the browser has no `requestIdleCallback` (Safari): a moment after the page's own work. */
const FALLBACK_DELAY_MS = 300

/** Runs `task` at the browser's next idle moment; returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, FALLBACK_DELAY_MS)
  return () => window.clearTimeout(handle)
}
