import { invokeCall } from '../kit/call.ts'
import { placesOf, type SavedGrid, type StoryGridContext, storyGridSetup } from './setup.ts'

/**
 * The drop's outcome shown (`draft`) while the whole grid is saved with the version it was loaded
 * with; nothing else is taken meanwhile (a reload comes again after the save). Saved, the outcome
 * is the stored grid and the console announces the move; refused, the grid shows the stored
 * places again (idle's entry) and the notice gets the error.
 */
export const saving = storyGridSetup.createStateConfig({
  invoke: invokeCall({
    src: 'save',
    // Only a loaded grid has cards to drag, so the version is there.
    input: ({ context }: { context: StoryGridContext }) => ({
      version: context.version!,
      items: placesOf(context.draft),
    }),
    done: {
      target: 'idle',
      actions: [
        { type: 'keep', params: ({ event }: { event: { output: SavedGrid } }) => event.output },
        {
          type: 'notifyMoved',
          params: ({ context }: { context: StoryGridContext }) => ({
            id: context.dragged!,
            drop: context.over!,
          }),
        },
      ],
    },
    failed: 'idle',
    notifyFailed: 'notifyFailed',
  }),
})
