import { dragging } from './dragging/index.ts'
import { idle } from './idle.ts'
import { saving } from './saving.ts'
import { storyGridSetup } from './setup.ts'

export type {
  GridMove,
  SavedGrid,
  SaveGridInput,
  StoryGridContext,
  StoryGridEvent,
} from './setup.ts'

/**
 * A story's grid of pages rearranged by drag and drop, with the pointer or the keyboard
 * (docs/product.md §4 "Story item moves"): a card is picked up (`dragging`), aimed at a drop by
 * hover or arrows (src/domain/stories/grid-drops.ts), and dropped; the outcome shows at once and
 * the whole grid is saved (`saving`), undone on screen when the save is refused. One child state
 * per file (docs/machines.md); tests/machines/models/storyGrid.model.ts holds the expected
 * behaviour.
 */
export const storyGridMachine = storyGridSetup.createMachine({
  id: 'storyGrid',
  context: {
    version: null,
    items: [],
    draft: [],
    selected: null,
    dragged: null,
    via: null,
    over: null,
    error: null,
  },
  initial: 'idle',
  states: { idle, dragging, saving },
})
