// Where JSON text stops being JSON, for the data table editor's error marker.

export type JsonErrorPosition = { line: number; column: number; message: string }

/**
 * Where JSON text breaks, for the editor: 1-based line and column plus the parser's message, or
 * null when the text parses (or no position can be found). The offset comes from V8's
 * "at position N" or Firefox's "at line L column C"; engines that name no position (V8's
 * "Unexpected token …", Safari) fall back to a small scanner that finds the first offending offset.
 */
export function jsonErrorPosition(text: string): JsonErrorPosition | null {
  let message: string
  try {
    JSON.parse(text)
    return null
  } catch (error) {
    message = error instanceof Error ? error.message : String(error)
  }
  const byPosition = /\bposition (\d+)/.exec(message)
  if (byPosition) return { ...lineAndColumn(text, Number(byPosition[1])), message }
  const byLine = /\bline (\d+) column (\d+)/.exec(message)
  if (byLine) return { line: Number(byLine[1]), column: Number(byLine[2]), message }
  const offset = scanJsonError(text)
  return offset === null ? null : { ...lineAndColumn(text, offset), message }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split(/\r\n|\r|\n/)
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 }
}

/** The offset of the first character where `text` stops being JSON (RFC 8259), or null if it is JSON. */
export function scanJsonError(text: string): number | null {
  let i = 0
  const n = text.length
  const stop = () => {
    throw new ScanStop(i)
  }
  const whitespace = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++
  }
  const digits = () => {
    const start = i
    while (i < n && text[i]! >= '0' && text[i]! <= '9') i++
    if (i === start) stop()
  }
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) stop()
      i++
    }
  }
  const string = () => {
    i++ // the opening quote
    for (;;) {
      if (i >= n) stop()
      const char = text[i]!
      if (char === '"') {
        i++
        return
      }
      if (char === '\\') {
        i++
        const escaped = text[i]
        if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) i++
        else if (escaped === 'u') {
          i++
          for (let k = 0; k < 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) stop()
            i++
          }
        } else stop()
      } else if (char.charCodeAt(0) < 0x20) stop()
      else i++
    }
  }
  const number = () => {
    if (text[i] === '-') i++
    if (text[i] === '0') i++
    else digits()
    if (text[i] === '.') {
      i++
      digits()
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++
      if (text[i] === '+' || text[i] === '-') i++
      digits()
    }
  }
  // Containers are tracked on an explicit stack, so deep nesting cannot overflow the call stack.
  const member = () => {
    whitespace()
    if (text[i] !== '"') stop()
    string()
    whitespace()
    if (text[i] !== ':') stop()
    i++
  }
  const open: ('{' | '[')[] = []
  try {
    let needValue = true
    for (;;) {
      if (needValue) {
        whitespace()
        const char = text[i]
        if (char === '{' || char === '[') {
          open.push(char)
          i++
          whitespace()
          if (text[i] === (char === '{' ? '}' : ']')) {
            open.pop()
            i++
            needValue = false
          } else if (char === '{') member()
          continue
        }
        if (char === '"') string()
        else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) number()
        else if (char === 't') literal('true')
        else if (char === 'f') literal('false')
        else if (char === 'n') literal('null')
        else stop()
        needValue = false
        continue
      }
      // After a value: inside a container, expect ',' or its closing bracket.
      const container = open.at(-1)
      if (!container) break
      whitespace()
      if (text[i] === (container === '{' ? '}' : ']')) {
        open.pop()
        i++
        continue
      }
      if (text[i] !== ',') stop()
      i++
      if (container === '{') member()
      needValue = true
    }
    whitespace()
    if (i < n) stop()
    return null
  } catch (error) {
    if (error instanceof ScanStop) return Math.min(error.offset, n)
    throw error
  }
}

class ScanStop {
  constructor(readonly offset: number) {}
}
