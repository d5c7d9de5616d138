/**
 * A message of the domain with values in it: "Must be at most {max}.", "It has {count, plural, one
 * {# sub category} other {# sub categories}}." The text is written once, in English, in a
 * `…Messages` object of src/domain (so `npm run i18n:extract` gives it to the catalogs, where
 * Dutch translates it as an ICU message); the server sends it filled in English
 * (`formatDomainMessage`), the console fills in the interface language's text with the same values.
 */
export type DomainMessage = {
  /** The English template, exactly as written in the domain (the catalog's key). */
  text: string
  values?: Record<string, string | number>
}

/** A message without values, or with them. */
export const domainMessage = (text: string, values?: DomainMessage['values']): DomainMessage =>
  values ? { text, values } : { text }

const englishPlurals = new Intl.PluralRules('en')

/**
 * The English text of a message: `{name}` becomes the value, and `{name, plural, =0 {…} one {…}
 * other {…}}` picks its branch (an exact `=n` first, then English's plural category, then
 * `other`), with `#` standing for the number inside it. That subset of ICU is all the domain
 * writes; a placeholder without a value stays as written.
 */
export function formatDomainMessage(message: DomainMessage): string {
  return formatTemplate(message.text, message.values ?? {}, null)
}

/** One pass over the text; a plural branch is formatted by a call of its own (branches nest rarely and shallowly). */
function formatTemplate(text: string, values: Record<string, string | number>, count: number | null): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    if (char === '#' && count !== null) {
      out += String(count)
      i++
      continue
    }
    if (char !== '{') {
      out += char
      i++
      continue
    }
    const end = matchingBrace(text, i)
    if (end < 0) {
      out += text.slice(i)
      break
    }
    out += formatArgument(text.slice(i + 1, end), values, text.slice(i, end + 1))
    i = end + 1
  }
  return out
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}

function formatArgument(inner: string, values: Record<string, string | number>, written: string): string {
  const firstComma = inner.indexOf(',')
  const name = (firstComma < 0 ? inner : inner.slice(0, firstComma)).trim()
  const value = Object.hasOwn(values, name) ? values[name] : undefined
  if (firstComma < 0) return value === undefined ? written : String(value)
  const rest = inner.slice(firstComma + 1)
  const secondComma = rest.indexOf(',')
  const kind = rest.slice(0, secondComma < 0 ? rest.length : secondComma).trim()
  if (kind !== 'plural' || secondComma < 0 || typeof value !== 'number') return written
  const branches = pluralBranches(rest.slice(secondComma + 1))
  const chosen =
    branches.get(`=${value}`) ?? branches.get(englishPlurals.select(value)) ?? branches.get('other')
  return chosen === undefined ? written : formatTemplate(chosen, values, value)
}

/** `one {…} other {…}` → each selector and its text. */
function pluralBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('{', i)
    if (open < 0) break
    const selector = text.slice(i, open).trim()
    const close = matchingBrace(text, open)
    if (close < 0) break
    if (selector) branches.set(selector, text.slice(open + 1, close))
    i = close + 1
  }
  return branches
}
