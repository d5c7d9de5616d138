import type { PublishToggleEvent } from '../../../machines/publishToggle.machine.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/publishToggle.machine.ts, written by hand from docs/product.md
// §4 ("Story: published toggles through Publish/Un-publish, which sends an update with the flipped
// flag") and issue 21 ("shows the new state at once, rolls back with an error toast if the server
// refuses, and offers Undo in the success toast"):
// - Toggle shows the flipped flag at once and sends the update { id, published } once; while it
//   runs, Toggle and Undo do nothing and a reload does not overwrite what is being saved;
// - the server accepts: the flag is saved; the notice says which and offers Undo;
// - the server refuses (or the network fails): the flag goes back to the saved one; the notice
//   gets the error;
// - Undo, only right after an accepted toggle, sends the flag back, once; its own notice offers
//   no Undo, and a failed Undo rolls back to what the toggle saved;
// - a story loaded again (idle) takes the loaded flag as shown and saved, and ends the Undo.

export const STORY_ID = 7

export type PublishToggleState = {
  value: 'idle' | 'saving'
  storyId: number
  published: boolean
  saved: boolean
  undoing: boolean
  canUndo: boolean
}

export type PublishToggleModelEvent =
  | PublishToggleEvent
  | { type: 'update.done'; output: unknown }
  | { type: 'update.error'; error: unknown }

/** The server's refusal, as the console's client rejects (a story whose category was deleted). */
export const refusal = { status: 400, error: 'bad_request', message: 'Category is required.' }

function next(state: PublishToggleState, event: PublishToggleModelEvent): Outcome<PublishToggleState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<PublishToggleState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const send = (published: boolean): Effect => ['start', 'update', { id: STORY_ID, published }]
  if (state.value === 'idle') {
    if (event.type === 'publish.toggle')
      return go({ value: 'saving', published: !state.published, undoing: false, canUndo: false }, [
        send(!state.published),
      ])
    if (event.type === 'publish.undo' && state.canUndo)
      return go({ value: 'saving', published: !state.published, undoing: true, canUndo: false }, [
        send(!state.published),
      ])
    if (event.type === 'publish.loaded') return go({ published: event.published, saved: event.published })
    return stay
  }
  if (event.type === 'update.done')
    return go({ value: 'idle', saved: state.published, canUndo: !state.undoing }, [
      ['notifySaved', { published: state.published, undo: !state.undoing }],
    ])
  if (event.type === 'update.error')
    return go({ value: 'idle', published: state.saved, canUndo: false }, [['notifyFailed', event.error]])
  return stay
}

/** The toggle of a story loaded `published` or not. */
export function publishToggleModel(
  published: boolean,
): BehaviourModel<PublishToggleState, PublishToggleModelEvent> {
  return {
    initial: {
      value: 'idle',
      storyId: STORY_ID,
      published,
      saved: published,
      undoing: false,
      canUndo: false,
    },
    events: [
      { type: 'publish.toggle' },
      { type: 'publish.undo' },
      { type: 'publish.loaded', published: true },
      { type: 'publish.loaded', published: false },
      { type: 'update.done', output: { id: STORY_ID } },
      { type: 'update.error', error: refusal },
    ],
    next,
    label: (event) => {
      if (event.type === 'publish.loaded') return `loaded ${event.published ? 'published' : 'unpublished'}`
      if (event.type === 'update.done') return 'saved'
      if (event.type === 'update.error') return 'refused'
      return event.type.replace('publish.', '')
    },
  }
}
