import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'

/** The story the toggle is for, as last loaded. */
export type PublishToggleInput = { storyId: number; published: boolean }

/** What `update` is asked: the story, and the flag it should have. */
export type PublishUpdate = { id: number; published: boolean }

export type PublishToggleContext = {
  storyId: number
  /** What the editor shows: the new value at once while it is saved. */
  published: boolean
  /** What the server holds as far as the toggle knows: the value a refused save goes back to. */
  saved: boolean
  /** A save that flips back the last one (Undo): its notice offers no Undo of its own. */
  undoing: boolean
  /** After a save that may be undone (until the next toggle or Undo). */
  canUndo: boolean
}

export type PublishToggleEvent =
  /** Publish or Un-publish, from the button or the palette. */
  | { type: 'publish.toggle' }
  /** The success notice's Undo. */
  | { type: 'publish.undo' }
  /** The story was loaded again (another tab, a reload): the toggle takes its flag. */
  | { type: 'publish.loaded'; published: boolean }

/**
 * The story editor's Publish / Un-publish (docs/product.md §4: "sends an update with the flipped
 * flag"):
 * - `idle`: Toggle shows the new state at once and saves it (`saving`); Undo, offered by the last
 *   save's notice, does the same back, once; a story loaded again replaces the flag (not while saving);
 * - `saving`: `update` runs with `{id, published}`; nothing else is taken (a second click waits);
 *   done: the value is saved, `notifySaved` says which (with Undo, unless this was the Undo);
 *   failed: the shown value rolls back to the saved one and `notifyFailed` gets the error.
 * `update`, `notifySaved` and `notifyFailed` are injected with `.provide()`;
 * tests/machines/models/publishToggle.model.ts holds the expected behaviour.
 */
export const publishToggleMachine = setup({
  types: {
    context: {} as PublishToggleContext,
    events: {} as PublishToggleEvent,
    input: {} as PublishToggleInput,
  },
  actors: {
    update: fromPromise<unknown, PublishUpdate>(async () => {
      throw new Error('publishToggleMachine: provide the update actor')
    }),
  },
  guards: {
    canUndo: ({ context }) => context.canUndo,
  },
  actions: {
    flip: assign({ published: ({ context }) => !context.published, undoing: false, canUndo: false }),
    flipBack: assign({ published: ({ context }) => !context.published, undoing: true, canUndo: false }),
    take: assign({
      published: (_, published: boolean) => published,
      saved: (_, published: boolean) => published,
    }),
    keep: assign({ saved: ({ context }) => context.published, canUndo: ({ context }) => !context.undoing }),
    rollBack: assign({ published: ({ context }) => context.saved, canUndo: false }),
    notifySaved: (_, _params: { published: boolean; undo: boolean }) => {},
    notifyFailed: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'publishToggle',
  context: ({ input }) => ({
    storyId: input.storyId,
    published: input.published,
    saved: input.published,
    undoing: false,
    canUndo: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'publish.toggle': { target: 'saving', actions: 'flip' },
        'publish.undo': { guard: 'canUndo', target: 'saving', actions: 'flipBack' },
        'publish.loaded': { actions: { type: 'take', params: ({ event }) => event.published } },
      },
    },
    saving: {
      invoke: {
        src: 'update',
        input: ({ context }) => ({ id: context.storyId, published: context.published }),
        onDone: {
          target: 'idle',
          actions: [
            'keep',
            {
              type: 'notifySaved',
              params: ({ context }) => ({ published: context.published, undo: !context.undoing }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'rollBack',
            { type: 'notifyFailed', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          ],
        },
      },
    },
  },
})
