import type { ListOrderEvent } from '../../../machines/listOrder.machine.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/listOrder.machine.ts, written by hand from docs/product.md §2
// ("Quiz of the day: published quiz-type stories are sorted by drag and drop", saved as a list of
// id and index, §7 PUT /api/story/order) and the console's rule that moves are never dropped
// unasked:
// - a move changes the draft only; Reset brings back the stored order;
// - Save sends the whole draft as [{id, index}] with indexes 0..n-1, once, and only when a move is
//   pending; while it runs nothing else is taken;
// - saved: the draft is the stored order, a notice says so; refused: the moves stay, the error is
//   kept for the page and the notice gets it; the next move or save clears the error;
// - the list loaded again replaces the order only while no move is pending.

/** Three quizzes in stored order, and the same list loaded again in another order. */
export const LOADED = [11, 12, 13]
export const RELOADED = [13, 11, 12]
export const refusal = { status: 404, error: 'not_found', message: 'Story not found.' }

export type ListOrderState = {
  value: 'editing' | 'saving'
  original: number[]
  draft: number[]
  error: unknown
}

export type ListOrderModelEvent =
  | ListOrderEvent
  | { type: 'save.done'; output: unknown }
  | { type: 'save.error'; error: unknown }

/** The model's own reading of its sample moves (not the domain's function). */
const moved = (ids: number[], id: number, position: number) => {
  const rest = ids.filter((each) => each !== id)
  return [...rest.slice(0, position), id, ...rest.slice(position)]
}
const same = (a: number[], b: number[]) => a.join() === b.join()

function next(state: ListOrderState, event: ListOrderModelEvent): Outcome<ListOrderState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<ListOrderState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const pending = !same(state.original, state.draft)
  if (state.value === 'editing') {
    if (event.type === 'order.loaded')
      return pending ? stay : go({ original: event.ids, draft: event.ids, error: null })
    if (event.type === 'order.move' && state.draft.includes(event.move.id))
      return go({ draft: moved(state.draft, event.move.id, event.move.position), error: null })
    if (event.type === 'order.move') return go({ error: null })
    if (event.type === 'order.reset') return go({ draft: state.original, error: null })
    if (event.type === 'order.save' && pending)
      return go({ value: 'saving' }, [
        ['start', 'save', { items: state.draft.map((id, index) => ({ id, index })) }],
      ])
    return stay
  }
  if (event.type === 'save.done')
    return go({ value: 'editing', original: state.draft, error: null }, [['notifySaved']])
  if (event.type === 'save.error')
    return go({ value: 'editing', error: event.error }, [['notifyFailed', event.error]])
  return stay
}

export const listOrderModel: BehaviourModel<ListOrderState, ListOrderModelEvent> = {
  initial: { value: 'editing', original: [], draft: [], error: null },
  events: [
    { type: 'order.loaded', ids: LOADED },
    { type: 'order.loaded', ids: RELOADED },
    { type: 'order.move', move: { id: 13, parentId: null, position: 0 } },
    { type: 'order.move', move: { id: 11, parentId: null, position: 2 } },
    { type: 'order.move', move: { id: 99, parentId: null, position: 0 } },
    { type: 'order.reset' },
    { type: 'order.save' },
    { type: 'save.done', output: [] },
    { type: 'save.error', error: refusal },
  ],
  next,
  label: (event) => {
    if (event.type === 'order.loaded') return event.ids === LOADED ? 'loaded' : 'loaded again, reordered'
    if (event.type === 'order.move') return `move ${event.move.id} to ${event.move.position}`
    if (event.type === 'save.done') return 'saved'
    if (event.type === 'save.error') return 'refused'
    return event.type.replace('order.', '')
  },
}
