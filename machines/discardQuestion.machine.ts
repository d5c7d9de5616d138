import { assign, setup } from 'xstate'

type Context = {
  /** What would be lost, one sentence each ("This record has changes that are not saved."). */
  lost: string[]
}

export type DiscardQuestionEvent =
  /** Something would drop unsaved input (a navigation, a drawer closing): ask about `lost`. */
  | { type: 'question.ask'; lost: string[] }
  | { type: 'question.keepEditing' }
  | { type: 'question.discard' }
  /** What asked went away by itself (another navigation went through, the page changed). */
  | { type: 'question.withdrawn' }

/**
 * The "Discard changes?" question, asked before unsaved input is dropped (issue 18): by the
 * console's leave guard when a navigation would take a drawer with unsaved input away (the
 * palette, a G sequence, Back, a link), and by a drawer without a workflow of its own (the media
 * drawer) when it is closed. `idle` → `asking` with what would be lost; Keep editing stays
 * (`stay`: the navigation is cancelled, the address kept), Discard changes goes on (`goOn`). A new
 * request while asking replaces what is asked about; a request that went away ends the question
 * without either.
 *
 * `stay` and `goOn` are injected with `.provide()`. tests/machines/models/discardQuestion.model.ts
 * holds the expected behaviour.
 */
export const discardQuestionMachine = setup({
  types: { context: {} as Context, events: {} as DiscardQuestionEvent },
  actions: {
    storeLost: assign({ lost: (_, lost: string[]) => lost }),
    forget: assign({ lost: () => [] }),
    stay: () => {},
    goOn: () => {},
  },
}).createMachine({
  id: 'discardQuestion',
  context: { lost: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'question.ask': {
          target: 'asking',
          actions: { type: 'storeLost', params: ({ event }) => event.lost },
        },
      },
    },
    asking: {
      on: {
        'question.ask': { actions: { type: 'storeLost', params: ({ event }) => event.lost } },
        'question.keepEditing': { target: 'idle', actions: ['forget', 'stay'] },
        'question.discard': { target: 'idle', actions: ['forget', 'goOn'] },
        'question.withdrawn': { target: 'idle', actions: 'forget' },
      },
    },
  },
})
