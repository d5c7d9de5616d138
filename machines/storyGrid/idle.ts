import { storyGridSetup } from './setup.ts'

/**
 * Nothing held: the grid shows the stored places (entry puts down whatever a drag left), takes a
 * reloaded grid, moves the roving focus, and picks a card up.
 */
export const idle = storyGridSetup.createStateConfig({
  entry: 'putDown',
  on: {
    'grid.loaded': { actions: { type: 'take', params: ({ event }) => event } },
    'card.select': {
      guard: { type: 'holds', params: ({ context, event }) => ({ items: context.items, id: event.id }) },
      actions: { type: 'select', params: ({ event }) => event.id },
    },
    'select.step': { actions: { type: 'stepSelection', params: ({ event }) => event.direction } },
    'drag.start': {
      guard: { type: 'holds', params: ({ context, event }) => ({ items: context.items, id: event.id }) },
      target: 'dragging',
      actions: { type: 'pickUp', params: ({ event }) => event },
    },
  },
})
