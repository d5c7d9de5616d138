/** Keys typed into a field belong to the field, not to shortcuts. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type)
  }
  return false
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** "Alt+Shift+Q" style chord from an event; letters upper-case. */
export function chordOf(event: KeyboardEvent): string {
  const parts: string[] = []
  if (event.ctrlKey) parts.push('Ctrl')
  if (event.metaKey) parts.push('Meta')
  if (event.altKey) parts.push('Alt')
  if (event.shiftKey) parts.push('Shift')
  const key = event.code.startsWith('Key') ? event.code.slice(3) : event.key
  parts.push(key.length === 1 ? key.toUpperCase() : key)
  return parts.join('+')
}

const namedKeys: Record<string, string> = {
  Escape: 'Esc',
  ArrowDown: '↓',
  ArrowUp: '↑',
  ArrowLeft: '←',
  ArrowRight: '→',
}

/** How a shortcut is shown beside a command. */
export function displayKeys(shortcut: string[]): string[] {
  if (shortcut.length === 1 && shortcut[0]!.includes('+')) {
    return shortcut[0]!
      .split('+')
      .map((part) => (part === 'Meta' ? (isMac() ? '⌘' : 'Win') : (namedKeys[part] ?? part)))
  }
  return shortcut.map((key) => (key.length === 1 ? key.toUpperCase() : (namedKeys[key] ?? key)))
}

export const paletteKeys = () => (isMac() ? ['⌘', 'K'] : ['Ctrl', 'K'])
/** Saves a drawer (`isSaveShortcut`: Ctrl or ⌘ with Enter). */
export const saveKeys = () => (isMac() ? ['⌘', 'Enter'] : ['Ctrl', 'Enter'])

export const SEQUENCE_TIMEOUT_MS = 1200

/**
 * Matches key presses against the commands' shortcuts: chords at once, two-key sequences
 * ("g" then "c") within 1.2 s.
 */
export function createShortcutMatcher<T extends { shortcut?: string[] }>(
  getItems: () => T[],
  now = () => Date.now(),
) {
  let pending: { key: string; at: number } | null = null
  return (event: KeyboardEvent): T | null => {
    const items = getItems()
    if (event.ctrlKey || event.metaKey || event.altKey) {
      const chord = chordOf(event)
      pending = null
      return items.find((item) => item.shortcut?.length === 1 && item.shortcut[0] === chord) ?? null
    }
    if (event.key.length !== 1) return null
    const key = event.key.toLowerCase()
    if (pending && now() - pending.at <= SEQUENCE_TIMEOUT_MS) {
      const first = pending.key
      pending = null
      const match = items.find(
        (item) => item.shortcut?.length === 2 && item.shortcut[0] === first && item.shortcut[1] === key,
      )
      if (match) return match
    }
    if (items.some((item) => item.shortcut?.length === 2 && item.shortcut[0] === key)) {
      pending = { key, at: now() }
    } else {
      pending = null
    }
    return null
  }
}
