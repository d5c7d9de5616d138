/**
 * What the markdown of a rich text field may point at, and the HTML it may hold (docs/choices.md "Rich
 * text", "Safe links"). The app renders this markdown, so a link or an image must never lead to
 * `javascript:`, `data:`, `vbscript:`, `file:`, another site's relative path or the console's host.
 *
 * A target (of an inline link or image, a reference definition, an autolink) is allowed when it
 * is, as written:
 * - a web address: `http://` or `https://` (the scheme in any letter case) and more;
 * - an e-mail link: `mailto:` and more;
 * - a link to an initiative: `initiative:{id}`;
 * - an attached media file: `/file/{uuid}/original.webp` or `/file/{uuid}/small.webp`.
 * Raw HTML is refused, but for `<br />`, the empty line the editor writes.
 *
 * Targets are read as written, before a reader decodes escapes and entities: each must begin with
 * one of those forms literally. So `&#106;avascript:`, `java&Tab;script:`, `%6Aavascript:`,
 * `java\tscript:`, a leading space or `//host` never pass, whatever a reader decodes, and nothing
 * a reader decodes can turn a literal `https://` into another scheme.
 *
 * The scan is conservative: whatever a markdown reader could take for a link is checked, text in
 * code included (a reader would show that as code). The editor escapes the text it writes (`\[`,
 * `\<`, `]\(`), so only code and markdown written by hand meet this. One pass; each character is
 * read a bounded number of times, and the patterns cannot backtrack.
 *
 * Plain functions without zod: the editor's paste filter (a lazily loaded chunk) uses them too.
 */

/** How far a target reaches: up to a space or `)` (a raw destination), a `>`, or the end of the text. */
type TargetEnd = 'raw' | 'angle' | 'whole'

const WEB = /https?:\/\//iy
const MAILTO = /mailto:/iy
const INITIATIVE = /initiative:[1-9][0-9]{0,9}/y
const MEDIA_FILE =
  /\/file\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:original|small)\.webp/y
/** The empty line the editor writes (`<br />`), the only HTML allowed. */
const LINE_BREAK = /<br[ \t]*\/?>/iy
/** An autolink's scheme (CommonMark: 2 to 32 characters) and its colon. */
const AUTOLINK_SCHEME = /[A-Za-z][A-Za-z0-9+.-]{1,31}:/y

const code = {
  tab: 0x09,
  lf: 0x0a,
  cr: 0x0d,
  space: 0x20,
  bang: 0x21,
  rightParen: 0x29,
  plus: 0x2b,
  minus: 0x2d,
  dot: 0x2e,
  slash: 0x2f,
  colon: 0x3a,
  less: 0x3c,
  greater: 0x3e,
  question: 0x3f,
  leftBracket: 0x5b,
  backslash: 0x5c,
  rightBracket: 0x5d,
  leftParen: 0x28,
  star: 0x2a,
  delete: 0x7f,
} as const

/** The end of `pattern` matched at `start`, or -1. */
function matchAt(pattern: RegExp, text: string, start: number): number {
  pattern.lastIndex = start
  return pattern.test(text) ? pattern.lastIndex : -1
}

const isControlOrSpace = (c: number) => c <= code.space || c === code.delete
/** What ends an address in markdown: a space or control character, but NUL (readers make it U+FFFD). */
const endsAddress = (c: number) => c !== 0 && isControlOrSpace(c)
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)
const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const isTagNameChar = (c: number) => isLetter(c) || isDigit(c) || c === code.minus
/** What may stand before a reference definition's `[` on its line: indentation, `>` and list markers. */
const isLinePrefix = (c: number) =>
  c === code.space ||
  c === code.tab ||
  c === code.greater ||
  c === code.minus ||
  c === code.star ||
  c === code.plus ||
  c === code.dot ||
  c === code.rightParen ||
  isDigit(c)

/** Whether the target ends at `index` (NaN past the end of the text). */
function endsAt(text: string, index: number, end: TargetEnd): boolean {
  if (index >= text.length) return end !== 'angle'
  const c = text.charCodeAt(index)
  if (end === 'angle') return c === code.greater
  if (end === 'whole') return false
  return endsAddress(c) || c === code.rightParen
}

/** Whether what follows a scheme (`https://`, `mailto:`) is an address, not nothing. */
function hasRest(text: string, index: number, end: TargetEnd): boolean {
  if (end !== 'whole') return !endsAt(text, index, end)
  // A whole address (a pasted one) becomes a plain destination: nothing that needs brackets.
  if (index >= text.length) return false
  for (let i = index; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (isControlOrSpace(c) || c === code.less || c === code.greater) return false
  }
  return true
}

/** Whether the target written at `start` is one the app may open (see the top of this file). */
export function allowedTargetAt(text: string, start: number, end: TargetEnd): boolean {
  for (const exact of [INITIATIVE, MEDIA_FILE]) {
    const after = matchAt(exact, text, start)
    if (after >= 0) return endsAt(text, after, end)
  }
  for (const scheme of [WEB, MAILTO]) {
    const after = matchAt(scheme, text, start)
    if (after >= 0) return hasRest(text, after, end)
  }
  return false
}

/**
 * Whether a whole address (an `href`, a `src`) is one the app may open, exactly as it is and
 * written as a plain markdown destination (no spaces, `<` or `>`): what a paste may keep.
 */
export const isAllowedTarget = (address: string) => allowedTargetAt(address, 0, 'whole')

/** Whether an address begins the way the check of the markdown needs (the editor marks those that do not). */
export const startsAllowed = (address: string) => allowedTargetAt(address, 0, 'raw')

/** Whether the destination that starts after `(` or `:` at `start` (spaces and line ends skipped) is allowed. */
function destinationAllowed(text: string, start: number): boolean {
  let at = start
  while (at < text.length) {
    const c = text.charCodeAt(at)
    if (c !== code.space && c !== code.tab && c !== code.lf && c !== code.cr) break
    at += 1
  }
  if (text.charCodeAt(at) !== code.less) return allowedTargetAt(text, at, 'raw')
  // `<…>`: up to the first `>`; a `<` or a line end before it means no destination a reader takes.
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === code.backslash) i += 1
    else if (c === code.greater) return allowedTargetAt(text, at + 1, 'angle')
    else if (c === code.less || c === code.lf || c === code.cr) return false
  }
  return false
}

export type MarkdownProblem = {
  /** `target`: a link or image points elsewhere; `html`: raw HTML. */
  kind: 'target' | 'html'
  /** Where it starts in the text. */
  index: number
}

/** What a `<` at `start` opens: a refused tag, an autolink to a refused target, or text (null). */
function angleProblem(text: string, start: number): MarkdownProblem['kind'] | null {
  const next = text.charCodeAt(start + 1)
  if (isLetter(next)) {
    let end = start + 2
    while (isTagNameChar(text.charCodeAt(end))) end += 1
    const after = text.charCodeAt(end)
    // A tag name ends at a space, `/`, `>` or the end: an HTML tag as far as any reader goes.
    if (end >= text.length || isControlOrSpace(after) || after === code.slash || after === code.greater) {
      return matchAt(LINE_BREAK, text, start) >= 0 ? null : 'html'
    }
    const colon = matchAt(AUTOLINK_SCHEME, text, start + 1)
    if (colon < 0) return null // `<name@example.org>` (an e-mail autolink) or text
    let close = colon
    while (close < text.length) {
      const c = text.charCodeAt(close)
      if (endsAddress(c) || c === code.less || c === code.greater) break
      close += 1
    }
    if (text.charCodeAt(close) !== code.greater) return null // not an autolink: text
    return allowedTargetAt(text, start + 1, 'angle') ? null : 'target'
  }
  if (next === code.slash && isLetter(text.charCodeAt(start + 2))) {
    let end = start + 3
    while (isTagNameChar(text.charCodeAt(end))) end += 1
    const after = text.charCodeAt(end)
    return end >= text.length || isControlOrSpace(after) || after === code.greater ? 'html' : null
  }
  if (next === code.bang) {
    const after = text.charCodeAt(start + 2)
    return isLetter(after) || after === code.minus || after === code.leftBracket ? 'html' : null
  }
  return next === code.question ? 'html' : null
}

/**
 * The first link or image target outside the allow-list, or raw HTML, in `markdown`; null when
 * there is none. Checks inline links and images (`](…)`), reference definitions (`[x]: …` at the
 * start of a line, in quotes and lists too), autolinks (`<scheme:…>`) and HTML tags, comments,
 * declarations and processing instructions.
 */
export function markdownProblem(markdown: string): MarkdownProblem | null {
  // Whether the line so far holds only indentation and container markers (`>`, `-`, `1.`).
  let lineStart = true
  // Whether the last unescaped bracket was a `[` at the start of a line: a definition's label.
  let labelOpen = false
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i)
    if (c === code.lf || c === code.cr) {
      lineStart = true
      continue
    }
    const atLineStart = lineStart
    lineStart = lineStart && isLinePrefix(c)
    const next = markdown.charCodeAt(i + 1)
    if (c === code.backslash && next !== code.lf && next !== code.cr) {
      // An escaped character is text. CommonMark escapes ASCII punctuation only; every character
      // this scan reacts to (`[`, `]`, `<`) is punctuation, so passing over any other but a line
      // end (which starts a line) changes nothing.
      i += 1
    } else if (c === code.leftBracket) {
      labelOpen = atLineStart
    } else if (c === code.rightBracket) {
      const isDestination = next === code.leftParen || (next === code.colon && labelOpen)
      labelOpen = false
      if (isDestination && !destinationAllowed(markdown, i + 2)) return { kind: 'target', index: i }
    } else if (c === code.less) {
      const kind = angleProblem(markdown, i)
      if (kind) return { kind, index: i }
    }
  }
  return null
}
