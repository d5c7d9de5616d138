import type { StatsModel } from './statsRows.ts'

/**
 * A cell as CSV (RFC 4180): a text that a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading `'`, so opening the file runs nothing
 * (OWASP "CSV injection"); a field with a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number): string {
  // Numbers as JavaScript writes them: '.' decimals, no grouping, whatever the interface language.
  let text = typeof value === 'number' ? String(value) : value
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A series as CSV: a header row (the label column's name, each stack's name, `total`'s), then one
 * row per day or category with its label as the API gave it (days as `YYYY-MM-DD`, which every
 * spreadsheet reads as a date) and its numbers. Lines end in CRLF.
 */
export function statsCsv(
  model: StatsModel,
  names: { label: string; stacks: readonly string[]; total: string },
): string {
  const header = [names.label, ...names.stacks, names.total].map(csvCell).join(',')
  const body = model.rows.map((row) => [row.label, ...row.values, row.total].map(csvCell).join(','))
  return `${[header, ...body].join('\r\n')}\r\n`
}

/** `canopy-<series>-<YYYY-MM-DD>.csv`, the day in the viewer's time zone. */
export function csvFileName(series: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `canopy-${series}-${day}.csv`
}

/**
 * Saves `csv` as a file: a Blob behind an object URL, clicked through a temporary `<a download>`.
 * A byte order mark first, so Excel reads the names' accents as UTF-8.
 */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
