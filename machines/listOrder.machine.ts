import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'
import type { OrderItem } from '../src/domain/ordering.ts'
import { applyListMove, type OrderingMove } from '../src/domain/ordering-model.ts'

export type ListOrderContext = {
  /** The order as stored (as loaded, or as last saved). */
  original: number[]
  /** The order with the pending moves applied; saved whole. */
  draft: number[]
  /** Why the last save failed, until the next save or move. */
  error: unknown
}

export type ListOrderEvent =
  /** The list as loaded (again): taken while nothing is pending, so a refetch never drops moves. */
  | { type: 'order.loaded'; ids: number[] }
  /** A drop, a Move up/down button or Alt+↑/↓. */
  | { type: 'order.move'; move: OrderingMove }
  /** Undo every pending move. */
  | { type: 'order.reset' }
  | { type: 'order.save' }

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/** Whether the draft differs from the stored order. */
export const hasPendingOrder = (context: Pick<ListOrderContext, 'original' | 'draft'>) =>
  !same(context.original, context.draft)

/** The draft as the order endpoints take it: `[{id, index}]`, indexes 0..n-1. */
export const orderItemsOf = (ids: readonly number[]): OrderItem[] => ids.map((id, index) => ({ id, index }))

/**
 * A list's order edited as a draft and saved whole on a page of its own (the quiz of the day,
 * docs/product.md §2; a drawer's flat list is `listSort`): moves change the draft, Reset drops them, Save sends `[{id, index}]` once
 * (nothing else is taken meanwhile); saved, the draft is the stored order and `notifySaved` says
 * so; refused, the moves stay for another try and `notifyFailed` gets the error. A list loaded
 * again replaces the order only while no move is pending. Saving an unchanged order does nothing.
 * The `save` actor and the notices are injected with `.provide()`;
 * tests/machines/models/listOrder.model.ts holds the expected behaviour.
 */
export const listOrderMachine = setup({
  types: { context: {} as ListOrderContext, events: {} as ListOrderEvent },
  actors: {
    save: fromPromise<unknown, { items: OrderItem[] }>(async () => {
      throw new Error('listOrderMachine: provide the save actor')
    }),
  },
  guards: {
    untouched: ({ context }) => !hasPendingOrder(context),
    pending: ({ context }) => hasPendingOrder(context),
  },
  actions: {
    take: assign((_, ids: number[]) => ({ original: [...ids], draft: [...ids], error: null })),
    move: assign({
      draft: ({ context }, move: OrderingMove) => applyListMove(context.draft, move),
      error: null,
    }),
    reset: assign({ draft: ({ context }) => [...context.original], error: null }),
    keep: assign({ original: ({ context }) => [...context.draft], error: null }),
    storeError: assign({ error: (_, error: unknown) => error }),
    notifySaved: () => {},
    notifyFailed: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'listOrder',
  context: { original: [], draft: [], error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'order.loaded': { guard: 'untouched', actions: { type: 'take', params: ({ event }) => event.ids } },
        'order.move': { actions: { type: 'move', params: ({ event }) => event.move } },
        'order.reset': { actions: 'reset' },
        'order.save': { guard: 'pending', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ items: orderItemsOf(context.draft) }),
        onDone: { target: 'editing', actions: ['keep', 'notifySaved'] },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            { type: 'notifyFailed', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          ],
        },
      },
    },
  },
})
