import { storyGridSetup } from '../setup.ts'

/** A card held over a drop that changes the grid (`over`): dropping it shows the outcome and saves it. */
export const moving = storyGridSetup.createStateConfig({
  on: {
    'drag.drop': { target: '#storyGrid.saving', actions: 'drop' },
  },
})
