import { describe, expect, it } from 'vitest'
import {
  createShortcutMatcher,
  displayKeys,
  isEditable,
  SEQUENCE_TIMEOUT_MS,
} from '../../../src/console/app/palette/shortcuts.ts'

const key = (k: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key: k, code: /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : k, ...init })

const commands = [
  { id: 'categories', shortcut: ['g', 'c'] },
  { id: 'users', shortcut: ['g', 'u'] },
  { id: 'logout', shortcut: ['Alt+Shift+Q'] },
]

describe('shortcut matcher', () => {
  it('runs a two-key sequence', () => {
    const match = createShortcutMatcher(() => commands)
    expect(match(key('g'))).toBeNull()
    expect(match(key('u'))?.id).toBe('users')
  })

  it('forgets the first key after the sequence timeout', () => {
    let now = 0
    const match = createShortcutMatcher(
      () => commands,
      () => now,
    )
    match(key('g'))
    now = SEQUENCE_TIMEOUT_MS + 1
    expect(match(key('c'))).toBeNull()
  })

  it('needs the keys in order and does not fire on the second key alone', () => {
    const match = createShortcutMatcher(() => commands)
    expect(match(key('c'))).toBeNull()
    expect(match(key('x'))).toBeNull()
    expect(match(key('c'))).toBeNull()
  })

  it('matches chords with modifiers whatever the keyboard layout prints', () => {
    const match = createShortcutMatcher(() => commands)
    expect(match(key('Œ', { code: 'KeyQ', altKey: true, shiftKey: true }))?.id).toBe('logout')
    expect(match(key('q', { altKey: true }))).toBeNull()
  })

  it('shows sequences and chords as key caps', () => {
    expect(displayKeys(['g', 'c'])).toEqual(['G', 'C'])
    expect(displayKeys(['Alt+Shift+Q'])).toEqual(['Alt', 'Shift', 'Q'])
  })
})

describe('isEditable', () => {
  it('leaves typing in fields alone but not on buttons and checkboxes', () => {
    const input = document.createElement('input')
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' })
    const editor = document.createElement('div')
    editor.contentEditable = 'true'
    Object.defineProperty(editor, 'isContentEditable', { value: true })
    expect(isEditable(input)).toBe(true)
    expect(isEditable(document.createElement('textarea'))).toBe(true)
    expect(isEditable(editor)).toBe(true)
    expect(isEditable(checkbox)).toBe(false)
    expect(isEditable(document.createElement('button'))).toBe(false)
    expect(isEditable(null)).toBe(false)
  })
})
