import type { StoryGridEvent } from '../../../machines/storyGrid/storyGrid.machine.ts'
import type { Drop, GridItem } from '../../../src/domain/stories/grid.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/storyGrid/, written by hand from docs/product.md §4 ("Story
// item moves") and the console's drag rules:
// - a card is picked up (by the pointer or the keyboard), aimed by hover or arrows at a drop that
//   changes the grid (`dragging.moving`) or at none (`dragging.lifting`), dropped or put back;
// - a drop shows its outcome at once and saves the whole grid with the loaded version, once;
//   nothing else is taken meanwhile; saved, the outcome is stored and the move announced; refused,
//   the stored places show again and the error waits until the next pick-up;
// - a reloaded grid is taken except while saving; the held card gone ends the drag, the aimed
//   drop gone (its target deleted) aims again; the keyboard's selection stays on its card if it is
//   still there.
//
// Only card C is ever picked up, so A stays above B (the other cards keep their order and column
// whatever C does): the grids stay a handful, each read below by hand, and the walk stays short.

const A = 10
const B = 11
const C = 12
const letters: Record<string, number> = { A, B, C }

/** A grid written as columns of letters from the top: 'AB|C' is A above B, then C on the right. */
const grid = (shape: string): GridItem[] =>
  shape
    .split('|')
    .filter(Boolean)
    .flatMap((column, c) => [...column].map((letter, r) => ({ id: letters[letter]!, column: c, row: r })))
/** A grid read back as its shape (the model's items are always in reading order). */
const shapeOf = (items: readonly GridItem[]) => {
  const columns: string[] = []
  for (const each of items) {
    const letter = Object.keys(letters).find((key) => letters[key] === each.id)!
    columns[each.column] = (columns[each.column] ?? '') + letter
  }
  return columns.join('|')
}

/**
 * The grid as loaded, the same cards loaded again with gaps and a newer version, C deleted, A and
 * B deleted (C can go nowhere; the drop it aimed at is gone).
 */
export const LOADED = { version: 7, items: grid('AB|C') }
export const RELOADED = {
  version: 8,
  items: [
    { id: C, column: 0, row: 0 },
    { id: A, column: 2, row: 0 },
    { id: B, column: 2, row: 3 },
  ],
}
const WITHOUT_C = { version: 9, items: grid('AB') }
const ONLY_C = { version: 10, items: grid('C') }
/** What each loaded sample shows, by its version: RELOADED's gaps closed. */
const SHOWN: Record<number, string> = { 7: 'AB|C', 8: 'C|AB', 9: 'AB', 10: 'C' }
/** A save's answer: the reloaded sample's version, so a saved grid and a reloaded one meet. */
export const SAVED = { version: 8 }
export const refusal = { status: 409, error: 'conflict', message: 'The story changed since it was loaded.' }

type Label = `${'A' | 'B'} ${'before' | 'after' | 'below'}`
const drop = (label: Label): Drop => {
  const [target, position] = label.split(' ') as ['A' | 'B', Drop['position']]
  return { targetId: letters[target]!, position }
}
const labelOf = (over: Drop): Label => `${over.targetId === A ? 'A' : 'B'} ${over.position}`

/**
 * What each drop of C gives, read by hand (src/domain/stories/grid.ts's rules). C is taken out
 * before it is placed, so this depends only on the other cards: A above B, or none (C alone). A
 * drop not listed changes nothing (its target is not there).
 */
const GIVES: Record<string, Partial<Record<Label, string>>> = {
  AB: {
    'A before': 'C|AB',
    'A after': 'AB|C',
    'A below': 'ACB',
    'B before': 'C|AB',
    'B after': 'AB|C',
    'B below': 'ABC',
  },
  '': {},
}
const othersOf = (shape: string) => shape.replace(/[C|]/g, '')

/**
 * The arrows on each grid C can be held on: their order (by where C lands: column, row, alone
 * first; each grid once, named by the first target in reading order and then before, after,
 * below), and where the first arrow from nothing goes (the first landing after C, else the last;
 * the last before C, else the first).
 */
const ARROWS: Record<string, { order: Label[]; next: Label; previous: Label }> = {
  'AB|C': { order: ['A before', 'A below', 'B below'], next: 'B below', previous: 'B below' },
  'C|AB': { order: ['A below', 'B below', 'A after'], next: 'A below', previous: 'A below' },
  ACB: { order: ['A before', 'B below', 'A after'], next: 'B below', previous: 'A before' },
  ABC: { order: ['A before', 'A below', 'A after'], next: 'A after', previous: 'A below' },
}

/** The grid C's drop gives on `shape`, or null when it changes nothing. */
function gives(shape: string, over: Drop | null) {
  const outcome = over ? GIVES[othersOf(shape)]?.[labelOf(over)] : undefined
  return outcome === undefined || outcome === shape ? null : outcome
}

/** One arrow while C is held: along the order from the aimed grid, staying at the ends; from nothing, as ARROWS says. */
function stepped(shape: string, over: Drop | null, direction: 'next' | 'previous'): Drop {
  const { order, next, previous } = ARROWS[shape]!
  const outcome = gives(shape, over)
  const at = order.findIndex((label) => gives(shape, drop(label)) === outcome)
  if (!over || at < 0) return drop(direction === 'next' ? next : previous)
  const to = order[at + (direction === 'next' ? 1 : -1)]
  return to ? drop(to) : over
}

/** The roving focus on a shape: up and down in the column, left and right to the row or the shorter column's end. */
function neighbour(shape: string, selected: number | null, direction: 'left' | 'right' | 'up' | 'down') {
  const columns = shape.split('|').filter(Boolean)
  const letter = Object.keys(letters).find((key) => letters[key] === selected)
  const c = columns.findIndex((column) => letter !== undefined && column.includes(letter))
  if (c < 0) return columns[0] ? letters[columns[0][0]!]! : null
  const r = columns[c]!.indexOf(letter!)
  const within = (column: string, row: number) =>
    letters[column[Math.max(0, Math.min(row, column.length - 1))]!]!
  if (direction === 'up') return within(columns[c]!, r - 1)
  if (direction === 'down') return within(columns[c]!, r + 1)
  const next = columns[c + (direction === 'left' ? -1 : 1)]
  return within(next ?? columns[c]!, r)
}

export type StoryGridState = {
  value: 'idle' | 'dragging.lifting' | 'dragging.moving' | 'saving'
  version: number | null
  items: GridItem[]
  draft: GridItem[]
  selected: number | null
  dragged: number | null
  via: 'pointer' | 'keyboard' | null
  over: Drop | null
  error: unknown
}

export type StoryGridModelEvent =
  | StoryGridEvent
  | { type: 'save.done'; output: { version: number } }
  | { type: 'save.error'; error: unknown }

const onGrid = (items: readonly GridItem[], id: number | null) => items.some((each) => each.id === id)

function next(state: StoryGridState, event: StoryGridModelEvent): Outcome<StoryGridState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<StoryGridState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  // Back to idle: nothing held, the stored places shown.
  const putDown = (patch: Partial<StoryGridState> = {}, effects: Effect[] = []) =>
    go({ value: 'idle', draft: state.items, dragged: null, via: null, over: null, ...patch }, effects)
  const taken = (loaded: { version: number; items: GridItem[] }) => {
    const items = grid(SHOWN[loaded.version]!)
    return {
      version: loaded.version,
      items,
      draft: items,
      selected: onGrid(items, state.selected) ? state.selected : null,
    }
  }
  const shape = shapeOf(state.items)

  if (state.value === 'idle') {
    if (event.type === 'grid.loaded') return go(taken(event))
    if (event.type === 'card.select' && onGrid(state.items, event.id)) return go({ selected: event.id })
    if (event.type === 'select.step')
      return go({ selected: neighbour(shape, state.selected, event.direction) })
    if (event.type === 'drag.start' && onGrid(state.items, event.id))
      return go({
        value: 'dragging.lifting',
        dragged: event.id,
        selected: event.id,
        via: event.via,
        over: null,
        error: null,
      })
    return stay
  }
  if (state.value === 'saving') {
    if (event.type === 'save.done')
      return putDown({ items: state.draft, draft: state.draft, version: event.output.version }, [
        ['notifyMoved', { id: state.dragged, drop: state.over }],
      ])
    if (event.type === 'save.error') return putDown({ error: event.error }, [['notifyFailed', event.error]])
    return stay
  }
  // Dragging C.
  if (event.type === 'grid.loaded') {
    const now = taken(event)
    if (!onGrid(now.items, state.dragged)) return putDown(now)
    if (gives(shapeOf(now.items), state.over)) return go(now)
    return go({ ...now, value: 'dragging.lifting', over: null })
  }
  if (event.type === 'drag.over')
    return gives(shape, event.drop)
      ? go({ value: 'dragging.moving', over: event.drop })
      : go({ value: 'dragging.lifting', over: null })
  // C alone on the grid can go nowhere: the arrows do nothing.
  if (event.type === 'drag.step' && shape === 'C') return stay
  if (event.type === 'drag.step')
    return go({ value: 'dragging.moving', over: stepped(shape, state.over, event.direction) })
  if (event.type === 'drag.cancel') return putDown()
  if (event.type === 'drag.drop' && state.value === 'dragging.lifting') return putDown()
  if (event.type === 'drag.drop') {
    const draft = grid(gives(shape, state.over)!)
    return go({ value: 'saving', draft }, [['start', 'save', { version: state.version, items: draft }]])
  }
  return stay
}

export const storyGridModel: BehaviourModel<StoryGridState, StoryGridModelEvent> = {
  initial: {
    value: 'idle',
    version: null,
    items: [],
    draft: [],
    selected: null,
    dragged: null,
    via: null,
    over: null,
    error: null,
  },
  events: [
    { type: 'grid.loaded', ...LOADED },
    { type: 'grid.loaded', ...RELOADED },
    { type: 'grid.loaded', ...WITHOUT_C },
    { type: 'grid.loaded', ...ONLY_C },
    { type: 'card.select', id: B },
    { type: 'card.select', id: 99 },
    { type: 'select.step', direction: 'right' },
    { type: 'drag.start', id: C, via: 'pointer' },
    { type: 'drag.start', id: C, via: 'keyboard' },
    { type: 'drag.start', id: 99, via: 'keyboard' },
    { type: 'drag.over', drop: drop('A before') },
    { type: 'drag.over', drop: drop('A after') },
    { type: 'drag.over', drop: null },
    { type: 'drag.step', direction: 'next' },
    { type: 'drag.step', direction: 'previous' },
    { type: 'drag.drop' },
    { type: 'drag.cancel' },
    { type: 'save.done', output: SAVED },
    { type: 'save.error', error: refusal },
  ],
  next,
  label: (event) => {
    if (event.type === 'grid.loaded') return `loaded ${SHOWN[event.version]}`
    if (event.type === 'card.select') return `select ${event.id}`
    if (event.type === 'select.step') return `focus ${event.direction}`
    if (event.type === 'drag.start') return `pick up ${event.id} by ${event.via}`
    if (event.type === 'drag.over') return event.drop ? `over ${labelOf(event.drop)}` : 'over nothing'
    if (event.type === 'drag.step') return `arrow ${event.direction}`
    if (event.type === 'save.done') return 'saved'
    if (event.type === 'save.error') return 'refused'
    return event.type.replace('drag.', '')
  },
}
