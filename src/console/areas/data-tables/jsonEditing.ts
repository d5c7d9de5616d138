/** Pure text operations of the JSON editor (kept apart from the DOM so they are easy to test). */

export const INDENT = '  '

/** A change to the editor's text: replace `[from, to)` with `insert`, then select `[selectionStart, selectionEnd)`. */
export type TextEdit = {
  from: number
  to: number
  insert: string
  selectionStart: number
  selectionEnd: number
}

export const applyEdit = (text: string, edit: TextEdit) =>
  text.slice(0, edit.from) + edit.insert + text.slice(edit.to)

/** How many lines the text has (an empty text has one). */
export function lineCount(text: string): number {
  let count = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++
  return count
}

/** The offset where a 1-based line and column start (clamped to the text). */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset)
    if (next === -1) return text.length
    offset = next + 1
  }
  const lineEnd = text.indexOf('\n', offset)
  const end = lineEnd === -1 ? text.length : lineEnd
  return Math.min(offset + Math.max(0, column - 1), end)
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1

/**
 * Tab in the editor: with a caret or a selection inside one line it inserts two spaces; with a
 * selection over several lines it indents each of them. Shift+Tab removes up to two leading
 * spaces from each line the caret or selection touches.
 */
export function tabEdit(text: string, start: number, end: number, outdent: boolean): TextEdit | null {
  const multiLine = text.slice(start, end).includes('\n')
  if (!outdent && !multiLine) {
    return { from: start, to: end, insert: INDENT, selectionStart: start + 2, selectionEnd: start + 2 }
  }
  const from = lineStart(text, start)
  // A selection that ends at the very start of a line does not touch that line.
  const lastOffset = end > start && text[end - 1] === '\n' ? end - 1 : end
  const nextBreak = text.indexOf('\n', lastOffset)
  const to = nextBreak === -1 ? text.length : nextBreak
  const lines = text.slice(from, to).split('\n')
  let removedBeforeStart = 0
  let removedTotal = 0
  const changed = lines.map((line, index) => {
    if (!outdent) return INDENT + line
    const removed = line.startsWith(INDENT) ? 2 : line.startsWith(' ') ? 1 : 0
    if (index === 0) removedBeforeStart = Math.min(removed, start - from)
    removedTotal += removed
    return line.slice(removed)
  })
  const insert = changed.join('\n')
  if (insert === text.slice(from, to)) return null
  if (!outdent) {
    return {
      from,
      to,
      insert,
      selectionStart: start + INDENT.length,
      selectionEnd: end + INDENT.length * lines.length,
    }
  }
  return {
    from,
    to,
    insert,
    selectionStart: start - removedBeforeStart,
    selectionEnd: Math.max(start - removedBeforeStart, end - removedTotal),
  }
}

/** The text pretty-printed with two spaces, or null when it is not JSON. */
export function formatJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return null
  }
}

/** JSON with every object's keys sorted, so two values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) =>
    current && typeof current === 'object' && !Array.isArray(current)
      ? Object.fromEntries(Object.entries(current).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : current,
  )
}

/** Whether the text is JSON equal to `value` (object key order aside; the database does not keep it). */
export function sameJson(text: string, value: unknown): boolean {
  try {
    return canonicalJson(JSON.parse(text)) === canonicalJson(value)
  } catch {
    return false
  }
}
