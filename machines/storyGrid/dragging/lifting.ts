import { storyGridSetup } from '../setup.ts'

/** A card held over no place it could drop (or over its own): dropping it here puts it back. */
export const lifting = storyGridSetup.createStateConfig({
  on: {
    'drag.drop': '#storyGrid.idle',
  },
})
