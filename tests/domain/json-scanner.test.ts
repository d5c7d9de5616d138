import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonErrorPosition, scanJsonError } from '../../src/domain/json-scanner.ts'

// The data table editor marks where JSON text breaks. V8 names a position for some errors only;
// for the others a scanner finds it. JSON.parse is the reference the scanner must agree with.

const v8Position = (text: string): number | 'valid' | undefined => {
  try {
    JSON.parse(text)
    return 'valid'
  } catch (error) {
    const match = /position (\d+)/.exec((error as Error).message)
    return match ? Number(match[1]) : undefined
  }
}

// Short texts over the characters JSON is made of, and some it is not.
const pieces = [
  ...'{}[],:"\\ \t\n\r0123456789-+.eEtrufalsnbx/',
  'true',
  'false',
  'null',
  '\u001f',
  '\u0020',
  '\\u00e9',
  '"a"',
]
const jsonish = fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join(''))
// Real JSON with one character changed, inserted or removed.
const damaged = fc
  .tuple(fc.json(), fc.nat(), fc.constantFrom(...pieces, ''), fc.boolean())
  .map(([text, at, piece, replace]) => {
    const i = at % (text.length + 1)
    return text.slice(0, i) + piece + text.slice(replace ? i + 1 : i)
  })

describe('the JSON scanner', () => {
  it('calls exactly the texts JSON.parse refuses broken, and stops where V8 does', () => {
    fc.assert(
      fc.property(fc.oneof(jsonish, damaged, fc.json()), (text) => {
        const reference = v8Position(text)
        const scanned = scanJsonError(text)
        if (reference === 'valid') expect(scanned, text).toBeNull()
        else expect(scanned, text).not.toBeNull()
        if (typeof reference === 'number') expect(scanned, text).toBe(reference)
      }),
      { seed: 20250101, numRuns: 5000 },
    )
  })

  it('accepts each kind of whitespace and exponent, and control characters only escaped', () => {
    expect(scanJsonError('\t[1E+2,\r\n1e-2 ,-0.5]\t')).toBeNull()
    expect(scanJsonError('"tab\\tinside" ')).toBeNull()
    expect(scanJsonError('" space "')).toBeNull()
    expect(scanJsonError('"\u001f"')).toBe(1)
    expect(scanJsonError('[9, 0]')).toBeNull()
    expect(scanJsonError('[1, 2')).toBe(5)
  })
})

describe('jsonErrorPosition with other engines’ messages', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })
  const engineSays = (message: string) =>
    vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new SyntaxError(message)
    })

  it('takes Firefox’s "line L column C"', () => {
    engineSays("JSON.parse: expected ',' or '}' after property value in object at line 12 column 34")
    expect(jsonErrorPosition('{"a": 1 "b": 2}')).toEqual({
      line: 12,
      column: 34,
      message: "JSON.parse: expected ',' or '}' after property value in object at line 12 column 34",
    })
  })

  it('trusts the engine’s "position N" over its own scan', () => {
    engineSays('Unexpected token in JSON at position 4')
    expect(jsonErrorPosition('ab\ncd')).toMatchObject({ line: 2, column: 2 })
  })

  it('gives no position when neither the engine nor the scanner finds one', () => {
    engineSays('Something went wrong')
    expect(jsonErrorPosition('[1]')).toBeNull()
  })
})
