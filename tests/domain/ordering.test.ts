import { describe, expect, it } from 'vitest'
import {
  canMoveDown,
  canMoveUp,
  MAX_ORDER_ITEMS,
  moveDown,
  moveUp,
  orderSchema,
  reindex,
  renumber,
  toOrder,
} from '../../src/domain/ordering.ts'

describe('renumber', () => {
  it('sorts by the given index and numbers from 0', () => {
    expect(
      renumber([
        { id: 7, index: 30 },
        { id: 3, index: 10 },
        { id: 9, index: 20 },
      ]),
    ).toEqual([
      { id: 3, index: 0 },
      { id: 9, index: 1 },
      { id: 7, index: 2 },
    ])
  })

  it('closes gaps and keeps the sent order for equal indexes', () => {
    expect(
      renumber([
        { id: 1, index: 5 },
        { id: 2, index: 5 },
        { id: 3, index: 0 },
        { id: 4, index: 5 },
      ]),
    ).toEqual([
      { id: 3, index: 0 },
      { id: 1, index: 1 },
      { id: 2, index: 2 },
      { id: 4, index: 3 },
    ])
  })

  it('leaves an already numbered list as it is, and does not change its input', () => {
    const input = Object.freeze([Object.freeze({ id: 4, index: 0 }), Object.freeze({ id: 2, index: 1 })])
    expect(renumber(input)).toEqual(input)
    expect(renumber([])).toEqual([])
  })
})

describe('orderSchema', () => {
  const messages = (value: unknown) => orderSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []

  it('accepts a list of {id, index}', () => {
    expect(orderSchema.parse([{ id: 1, index: 0 }])).toEqual([{ id: 1, index: 0 }])
  })

  it.each([
    [[], 'Order needs at least one entry.'],
    [{ id: 1, index: 0 }, 'Order must be a list of entries, each with an id and an index.'],
    [null, 'Order must be a list of entries, each with an id and an index.'],
    [[1, 2], 'Each entry is an object with an id and an index.'],
    [[{ id: 1 }], 'Index must be a number.'],
    [[{ index: 0 }], 'Id must be a number.'],
    [[{ id: '1', index: 0 }], 'Id must be a number.'],
    [[{ id: 1.5, index: 0 }], 'Id must be a whole number.'],
    [[{ id: 0, index: 0 }], 'Id must be a positive number.'],
    [[{ id: 2 ** 31, index: 0 }], 'Id is out of range.'],
    [[{ id: 1, index: -1 }], 'Index starts at 0.'],
    [[{ id: 1, index: 0.5 }], 'Index must be a whole number.'],
    [[{ id: 1, index: 2 ** 31 }], 'Index is out of range.'],
    [
      [
        { id: 1, index: 0 },
        { id: 1, index: 1 },
      ],
      'Each id may appear only once.',
    ],
  ])('refuses %j: %s', (value, message) => {
    expect(messages(value)).toContain(message)
  })

  it('names the duplicate entry', () => {
    const issues =
      orderSchema.safeParse([
        { id: 1, index: 0 },
        { id: 2, index: 1 },
        { id: 1, index: 2 },
      ]).error?.issues ?? []
    expect(issues.map((i) => i.path)).toEqual([[2, 'id']])
  })

  it('takes up to MAX_ORDER_ITEMS entries', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, index: i }))
    expect(orderSchema.safeParse(list(MAX_ORDER_ITEMS)).success).toBe(true)
    expect(messages(list(MAX_ORDER_ITEMS + 1))).toEqual([`Order takes at most ${MAX_ORDER_ITEMS} entries.`])
  })
})

describe('moving answers up and down', () => {
  const answers = ['a', 'b', 'c']

  it('moves an entry one place', () => {
    expect(moveUp(answers, 1)).toEqual(['b', 'a', 'c'])
    expect(moveDown(answers, 1)).toEqual(['a', 'c', 'b'])
    expect(moveUp(answers, 2)).toEqual(['a', 'c', 'b'])
    expect(moveDown(answers, 0)).toEqual(['b', 'a', 'c'])
    expect(answers).toEqual(['a', 'b', 'c'])
  })

  it('the first cannot go up and the last cannot go down (the same list comes back)', () => {
    expect(canMoveUp(answers, 0)).toBe(false)
    expect(canMoveDown(answers, 2)).toBe(false)
    expect(moveUp(answers, 0)).toBe(answers)
    expect(moveDown(answers, 2)).toBe(answers)
    expect(canMoveUp(answers, 2)).toBe(true)
    expect(canMoveDown(answers, 0)).toBe(true)
  })

  it('a single entry moves nowhere; positions outside the list move nothing', () => {
    expect(canMoveUp(['x'], 0)).toBe(false)
    expect(canMoveDown(['x'], 0)).toBe(false)
    for (const position of [-1, 3, 1.5, Number.NaN]) {
      expect(canMoveUp(answers, position)).toBe(false)
      expect(canMoveDown(answers, position)).toBe(false)
      expect(moveUp(answers, position)).toBe(answers)
    }
  })

  it('in some lists only saved entries can move', () => {
    const list = [
      { id: 4, text: 'saved' },
      { id: -1, text: 'new' },
    ]
    const canMove = (item: { id: number }) => item.id > 0
    expect(canMoveUp(list, 1, { canMove })).toBe(false)
    expect(moveUp(list, 1, { canMove })).toBe(list)
    expect(canMoveDown(list, 0, { canMove })).toBe(true)
    expect(moveDown(list, 0, { canMove }).map((a) => a.text)).toEqual(['new', 'saved'])
  })

  it('renumbers indexes after a move and sends them as {id, index}', () => {
    const list = [
      { id: 10, index: 0 },
      { id: 11, index: 1 },
      { id: 12, index: 2 },
    ]
    const moved = reindex(moveDown(list, 0))
    expect(moved).toEqual([
      { id: 11, index: 0 },
      { id: 10, index: 1 },
      { id: 12, index: 2 },
    ])
    expect(moved[2]).toBe(list[2])
    expect(toOrder(moved)).toEqual(moved)
    expect(toOrder([{ id: 5 }, { id: 3 }])).toEqual([
      { id: 5, index: 0 },
      { id: 3, index: 1 },
    ])
  })
})
