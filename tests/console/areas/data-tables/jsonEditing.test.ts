import { describe, expect, it } from 'vitest'
import {
  applyEdit,
  formatJson,
  lineCount,
  offsetOf,
  sameJson,
  tabEdit,
} from '../../../../src/console/areas/data-tables/jsonEditing.ts'

/** Applies Tab (or Shift+Tab) to `text` with the selection marked by `[` and `]` (or a caret `|`). */
function tab(marked: string, outdent = false) {
  const caret = marked.indexOf('|')
  const start = caret >= 0 ? caret : marked.indexOf('[')
  const text = marked.replace(/[|[\]]/g, '')
  const end = caret >= 0 ? caret : marked.indexOf(']') - 1
  const edit = tabEdit(text, start, end, outdent)
  if (!edit) return null
  const next = applyEdit(text, edit)
  if (edit.selectionStart === edit.selectionEnd) {
    return `${next.slice(0, edit.selectionStart)}|${next.slice(edit.selectionStart)}`
  }
  return `${next.slice(0, edit.selectionStart)}[${next.slice(edit.selectionStart, edit.selectionEnd)}]${next.slice(edit.selectionEnd)}`
}

describe('JSON editor text operations', () => {
  it('counts lines (an empty text has one)', () => {
    expect(lineCount('')).toBe(1)
    expect(lineCount('{}')).toBe(1)
    expect(lineCount('{\n  "a": 1\n}')).toBe(3)
    expect(lineCount('[\n]\n')).toBe(3)
  })

  it('finds the offset of a line and column, clamped to the line', () => {
    const text = '{\n  "a": 1\n  "b"\n}'
    expect(offsetOf(text, 1, 1)).toBe(0)
    expect(offsetOf(text, 3, 3)).toBe(text.indexOf('"b"'))
    expect(offsetOf(text, 2, 99)).toBe(text.indexOf('\n  "b"'))
    expect(offsetOf(text, 9, 1)).toBe(text.length)
  })

  it('Tab inserts two spaces at the caret, or in place of a selection within one line', () => {
    expect(tab('{|"a": 1}')).toBe('{  |"a": 1}')
    expect(tab('{[x]}')).toBe('{  |}')
  })

  it('Tab indents every line a multi-line selection touches', () => {
    expect(tab('{\n["a": 1,\n"b"]: 2\n}')).toBe('{\n  ["a": 1,\n  "b"]: 2\n}')
    // A selection ending at the start of a line leaves that line alone.
    expect(tab('[a\n]b')).toBe('  [a\n]b')
  })

  it('Shift+Tab removes up to two leading spaces from the touched lines', () => {
    expect(tab('{\n    "a|": 1\n}', true)).toBe('{\n  "a|": 1\n}')
    expect(tab('{\n [  "a": 1,\n    "b"]: 2\n}', true)).toBe('{\n[ "a": 1,\n  "b"]: 2\n}')
    expect(tab('|{}', true)).toBeNull()
  })

  it('formats valid JSON with two spaces and refuses invalid JSON', () => {
    expect(formatJson('{"a":[1,2],"b":{}}')).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}')
    expect(formatJson('{"a":')).toBeNull()
  })

  it('compares JSON text with a value whatever the key order (the database reorders keys)', () => {
    expect(sameJson('{"lpg": 0.16, "petrol": 0.19}', { petrol: 0.19, lpg: 0.16 })).toBe(true)
    expect(sameJson('[{"b": 1, "a": [2, {"d": 1, "c": 0}]}]', [{ a: [2, { c: 0, d: 1 }], b: 1 }])).toBe(true)
    expect(sameJson('[1, 2]', [2, 1])).toBe(false)
    expect(sameJson('{"a": 1}', { a: 1, b: 2 })).toBe(false)
    expect(sameJson('{"a": ', { a: 1 })).toBe(false)
  })
})
