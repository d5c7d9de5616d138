import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { canMove, childListField, moved, renumbered } from '../../src/domain/child-list.ts'

// The ordered lists a record owns (src/domain/child-list.ts): a quiz question's answers, an
// action's steps and sources. The form moves entries up and down, the API takes the whole list.

type Entry = { id?: number; text: string }

/** A list of entries, each a distinct object; some saved (an id, each once), some new. */
const entriesArb = fc
  .array(fc.boolean(), { maxLength: 12 })
  .map((saved) =>
    saved.map(
      (isSaved, position): Entry =>
        isSaved ? { id: position + 1, text: `saved ${position}` } : { text: `new ${position}` },
    ),
  )

/** A list with a position in it and a direction (positions may be out of range too). */
const moveArb = entriesArb.chain((entries) =>
  fc.record({
    entries: fc.constant(entries),
    position: fc.integer({ min: -2, max: entries.length + 1 }),
    delta: fc.constantFrom(-1 as const, 1 as const),
    onlySaved: fc.boolean(),
  }),
)

const saved = (...ids: number[]) => ids.map((id) => ({ id, text: `entry ${id}` }))

describe('canMove', () => {
  it('does not move the first up, the last down, or a position outside the list', () => {
    const list = saved(1, 2, 3)
    expect(canMove(list, 0, -1)).toBe(false)
    expect(canMove(list, 2, 1)).toBe(false)
    expect(canMove(list, 0, 1)).toBe(true)
    expect(canMove(list, 2, -1)).toBe(true)
    expect(canMove(list, 1, -1)).toBe(true)
    expect(canMove(list, 3, -1)).toBe(false)
    expect(canMove(list, -1, 1)).toBe(false)
    expect(canMove([], 0, 1)).toBe(false)
    expect(canMove(saved(1), 0, 1)).toBe(false)
  })

  it('with onlySaved, refuses a move of a new entry or past one', () => {
    const list: Entry[] = [{ id: 1, text: 'a' }, { text: 'new' }, { id: 2, text: 'b' }, { id: 3, text: 'c' }]
    expect(canMove(list, 1, 1, true)).toBe(false)
    expect(canMove(list, 0, 1, true)).toBe(false)
    expect(canMove(list, 2, -1, true)).toBe(false)
    expect(canMove(list, 2, 1, true)).toBe(true)
    // Without onlySaved, new entries move like the others.
    expect(canMove(list, 1, 1)).toBe(true)
    expect(canMove(list, 0, 1)).toBe(true)
  })
})

describe('moved', () => {
  it('moves an entry one place, and answers the same list when it cannot move', () => {
    const list = saved(1, 2, 3)
    expect(moved(list, 0, 1).map((entry) => entry.id)).toEqual([2, 1, 3])
    expect(moved(list, 2, -1).map((entry) => entry.id)).toEqual([1, 3, 2])
    expect(moved(list, 0, -1)).toBe(list)
    expect(moved(list, 2, 1)).toBe(list)
    // The list given is left as it was.
    expect(list.map((entry) => entry.id)).toEqual([1, 2, 3])
  })

  it('keeps the same entries, only swapping the moved one with its neighbour', () => {
    fc.assert(
      fc.property(moveArb, ({ entries, position, delta, onlySaved }) => {
        const after = moved(entries, position, delta, onlySaved)
        expect(after).toHaveLength(entries.length)
        // The same objects, each once (a multiset of identities).
        expect(new Set(after)).toEqual(new Set(entries))
        if (!canMove(entries, position, delta, onlySaved)) {
          expect(after).toBe(entries)
          return
        }
        const expected = [...entries]
        ;[expected[position], expected[position + delta]] = [expected[position + delta]!, expected[position]!]
        expect(after).toEqual(expected)
        expect(after[position + delta]).toBe(entries[position])
      }),
      { numRuns: 500 },
    )
  })

  it('never moves the first entry up or the last one down', () => {
    fc.assert(
      fc.property(entriesArb, fc.boolean(), (entries, onlySaved) => {
        expect(moved(entries, 0, -1, onlySaved)).toBe(entries)
        expect(moved(entries, entries.length - 1, 1, onlySaved)).toBe(entries)
      }),
    )
  })

  it('with onlySaved, never moves a new entry nor a saved one past it', () => {
    fc.assert(
      fc.property(moveArb, ({ entries, position, delta }) => {
        const after = moved(entries, position, delta, true)
        entries.forEach((entry, at) => {
          if (entry.id === undefined) expect(after[at]).toBe(entry)
        })
        const target = entries[position + delta]
        if (entries[position]?.id === undefined || target?.id === undefined) expect(after).toBe(entries)
      }),
      { numRuns: 500 },
    )
  })

  it('moving down then up gives back the list it started from (and up then down)', () => {
    fc.assert(
      fc.property(moveArb, ({ entries, position, onlySaved }) => {
        if (canMove(entries, position, 1, onlySaved)) {
          const down = moved(entries, position, 1, onlySaved)
          expect(down).not.toEqual(entries)
          expect(moved(down, position + 1, -1, onlySaved)).toEqual(entries)
        }
        if (canMove(entries, position, -1, onlySaved)) {
          const up = moved(entries, position, -1, onlySaved)
          expect(moved(up, position - 1, 1, onlySaved)).toEqual(entries)
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('renumbered', () => {
  it('numbers entries 0..n-1 in their order, replacing any index they had', () => {
    const input = [
      { id: 9, text: 'c', index: 7 },
      { id: 4, text: 'a', index: 0 },
      { text: 'new', index: 0 },
    ]
    expect(renumbered(input)).toEqual([
      { id: 9, text: 'c', index: 0 },
      { id: 4, text: 'a', index: 1 },
      { text: 'new', index: 2 },
    ])
    expect(input[0]!.index).toBe(7)
    expect(renumbered([])).toEqual([])
  })

  it('keeps every entry in place, whatever the list', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const numbered = renumbered(entries)
        expect(numbered.map((entry) => entry.index)).toEqual(entries.map((_, position) => position))
        expect(numbered.map(({ index: _, ...entry }) => entry)).toEqual(entries)
      }),
    )
  })
})

describe('childListField', () => {
  const field = childListField(
    z.object({ text: z.string().min(1, { error: 'Text is required.' }) }),
    3,
    'At most 3.',
  )
  const issues = (value: unknown) =>
    field.safeParse(value).error?.issues.map((issue) => [issue.path, issue.message]) ?? []

  it('takes saved entries with their ids and new ones without, in the order sent', () => {
    expect(field.parse([{ id: 5, text: 'b' }, { text: 'new' }, { id: 2, text: 'a' }])).toEqual([
      { id: 5, text: 'b' },
      { text: 'new' },
      { id: 2, text: 'a' },
    ])
    expect(field.parse([])).toEqual([])
  })

  it('refuses an id sent twice on the entry that repeats it', () => {
    expect(
      issues([
        { id: 5, text: 'a' },
        { id: 6, text: 'b' },
        { id: 5, text: 'c' },
      ]),
    ).toEqual([[[2, 'id'], 'Each id may appear only once.']])
    // New entries (no id) are never repeats of each other.
    expect(issues([{ text: 'a' }, { text: 'b' }])).toEqual([])
  })

  it('refuses more entries than its maximum with its own message, and ids that are not ids', () => {
    expect(issues([{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }])).toEqual([[[], 'At most 3.']])
    expect(issues([{ text: 'a' }, { text: 'b' }, { text: 'c' }])).toEqual([])
    expect(issues([{ id: 0, text: 'a' }])).toEqual([[[0, 'id'], 'Id must be a positive number.']])
    expect(issues([{ id: 1.5, text: 'a' }])).toEqual([[[0, 'id'], 'Id must be a whole number.']])
    expect(issues([{ id: 1, text: '' }])).toEqual([[[0, 'text'], 'Text is required.']])
  })

  it('refuses exactly the lists that repeat an id', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }), { maxLength: 3 }),
        (ids) => {
          const entries = ids.map((id) => (id === undefined ? { text: 'x' } : { id, text: 'x' }))
          const given = ids.filter((id) => id !== undefined)
          const repeats = given.length !== new Set(given).size
          expect(field.safeParse(entries).success).toBe(!repeats)
        },
      ),
    )
  })
})
