import { storyGridSetup } from '../setup.ts'
import { lifting } from './lifting.ts'
import { moving } from './moving.ts'

/**
 * A card held (`dragged`), by the pointer or the keyboard: the pointer's hover and the keyboard's
 * arrows aim it, both the same way, so either can finish what the other started. Where it aims
 * decides the child: `moving` over a drop that changes the grid, `lifting` over none.
 */
export const dragging = storyGridSetup.createStateConfig({
  initial: 'lifting',
  states: { lifting, moving },
  on: {
    'grid.loaded': [
      // The held card was deleted meanwhile: nothing is left to move.
      {
        guard: {
          type: 'lacks',
          params: ({ context, event }) => ({ items: event.items, id: context.dragged }),
        },
        target: 'idle',
        actions: { type: 'take', params: ({ event }) => event },
      },
      // The aimed drop still moves the card on the new grid: keep aiming there.
      {
        guard: {
          type: 'changes',
          params: ({ context, event }) => ({ items: event.items, id: context.dragged, drop: context.over }),
        },
        actions: { type: 'take', params: ({ event }) => event },
      },
      // Its target is gone (or the drop no longer changes anything): aim again.
      { target: '.lifting', actions: [{ type: 'take', params: ({ event }) => event }, 'clearAim'] },
    ],
    'drag.over': [
      {
        guard: {
          type: 'changes',
          params: ({ context, event }) => ({ items: context.items, id: context.dragged, drop: event.drop }),
        },
        target: '.moving',
        actions: { type: 'aim', params: ({ event }) => event.drop! },
      },
      { target: '.lifting', actions: 'clearAim' },
    ],
    'drag.step': {
      guard: { type: 'canMove', params: ({ context }) => ({ items: context.items, id: context.dragged }) },
      target: '.moving',
      actions: { type: 'step', params: ({ event }) => event.direction },
    },
    'drag.cancel': 'idle',
  },
})
