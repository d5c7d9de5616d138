import { assign, fromPromise, setup } from 'xstate'
import { type Drop, type GridItem, moved, normalised, sortedItems } from '../../src/domain/stories/grid.ts'
import {
  changesGrid,
  dropTargets,
  type GridDirection,
  neighbour,
  steppedDrop,
} from '../../src/domain/stories/grid-drops.ts'

export type StoryGridContext = {
  /** The story's version the structure was loaded with, sent back with a save so a stale one is refused (409). */
  version: number | null
  /** The places as stored: last loaded or saved, normalised. */
  items: GridItem[]
  /** The places shown: `items`, or the outcome of the drop being saved. */
  draft: GridItem[]
  /** The card the keyboard is on (the roving focus); kept when the grid reloads while the card is still there. */
  selected: number | null
  /** The card picked up. */
  dragged: number | null
  via: 'pointer' | 'keyboard' | null
  /** Where the card would drop now: always a drop that changes the grid, or none. */
  over: Drop | null
  /** Why the last save failed, until the next drag starts. */
  error: unknown
}

export type StoryGridEvent =
  /** The story's grid as loaded (again, after a save or someone else's change). */
  | { type: 'grid.loaded'; version: number; items: GridItem[] }
  /** A card clicked or focused. */
  | { type: 'card.select'; id: number }
  /** An arrow key while nothing is held: the roving focus moves to the neighbouring card. */
  | { type: 'select.step'; direction: GridDirection }
  | { type: 'drag.start'; id: number; via: 'pointer' | 'keyboard' }
  /** The pointer over a drop zone, or over none. */
  | { type: 'drag.over'; drop: Drop | null }
  /** An arrow key while a card is held: the next or previous place it can drop. */
  | { type: 'drag.step'; direction: 'next' | 'previous' }
  | { type: 'drag.drop' }
  | { type: 'drag.cancel' }

/** What a save sends: the whole grid in reading order, places only, and the version it was loaded with. */
export type SaveGridInput = { version: number; items: GridItem[] }
/** What a save answers: the story's new version. */
export type SavedGrid = { version: number }
/** What the console announces after a save: the card moved and where. */
export type GridMove = { id: number; drop: Drop }

/** The places of a grid as the endpoint takes them, nothing else the console's items carry. */
export const placesOf = (items: readonly GridItem[]): GridItem[] =>
  sortedItems(items).map(({ id, column, row }) => ({ id, column, row }))

const holding = (items: readonly GridItem[], id: number | null) => items.some((each) => each.id === id)

/**
 * The one setup of machines/storyGrid/ (docs/machines.md, "one child state per file"): each state
 * file builds its config with `storyGridSetup.createStateConfig`. The `save` actor and the notices
 * are injected with `.provide()`.
 */
export const storyGridSetup = setup({
  types: { context: {} as StoryGridContext, events: {} as StoryGridEvent },
  actors: {
    save: fromPromise<SavedGrid, SaveGridInput>(async () => {
      throw new Error('storyGridMachine: provide the save actor')
    }),
  },
  guards: {
    holds: (_, { items, id }: { items: readonly GridItem[]; id: number | null }) => holding(items, id),
    lacks: (_, { items, id }: { items: readonly GridItem[]; id: number | null }) => !holding(items, id),
    changes: (_, { items, id, drop }: { items: readonly GridItem[]; id: number | null; drop: Drop | null }) =>
      id !== null && drop !== null && changesGrid(items, id, drop),
    canMove: (_, { items, id }: { items: readonly GridItem[]; id: number | null }) =>
      id !== null && dropTargets(items, id).length > 0,
  },
  actions: {
    take: assign(({ context }, { version, items }: { version: number; items: GridItem[] }) => {
      const grid = normalised(items)
      const selected = holding(grid, context.selected) ? context.selected : null
      return { version, items: grid, draft: grid, selected }
    }),
    select: assign({ selected: (_, id: number) => id }),
    stepSelection: assign({
      selected: ({ context }, direction: GridDirection) =>
        neighbour(context.items, context.selected, direction),
    }),
    pickUp: assign((_, { id, via }: { id: number; via: 'pointer' | 'keyboard' }) => ({
      dragged: id,
      selected: id,
      via,
      over: null,
      error: null,
    })),
    aim: assign({ over: (_, drop: Drop) => drop }),
    clearAim: assign({ over: null }),
    // Dragging and saving hold a card (`dragged`); only a drop that changes the grid is aimed at.
    step: assign({
      over: ({ context }, direction: 'next' | 'previous') =>
        steppedDrop(context.items, context.dragged!, context.over, direction),
    }),
    drop: assign({ draft: ({ context }) => moved(context.items, context.dragged!, context.over!) }),
    keep: assign({ items: ({ context }) => context.draft, version: (_, saved: SavedGrid) => saved.version }),
    // Idle holds nothing: whatever ended the drag, the grid shows the stored places again.
    putDown: assign(({ context }) => ({ draft: context.items, dragged: null, via: null, over: null })),
    storeError: assign({ error: (_, error: unknown) => error }),
    notifyMoved: (_, _move: GridMove) => {},
    notifyFailed: (_, _error: unknown) => {},
  },
})
