import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { invokeCall, retryTo } from '../../../machines/kit/call.ts'
import { loadStates, retryLoad } from '../../../machines/kit/load.ts'
import { failureOf } from '../../../src/domain/failure.ts'
import { type KitEvent, type KitState, kitModel, record, refusal } from '../models/kit.model.ts'
import { controllable } from '../support/harness.ts'
import {
  describeAgainstModel,
  type Effect,
  eventPlayer,
  recordingActions,
  type SystemUnderTest,
} from '../support/model.ts'

type Record = typeof record
type Context = { record: Record | null; error: unknown }
type ViewerEvent = Extract<KitEvent, { type: `viewer.${string}` }>

/** A record viewer made of the kit only: what every drawer that loads, retries and deletes does. */
const viewerMachine = setup({
  types: { context: {} as Context, events: {} as ViewerEvent },
  actors: {
    load: fromPromise<Record, { id: number }>(async () => record),
    remove: fromPromise<unknown, { id: number }>(async () => null),
  },
  guards: { isRefusal: (_, error: unknown) => failureOf(error)?.status === 409 },
  actions: {
    storeRecord: assign({ record: (_, loaded: Record) => loaded }),
    storeError: assign({ error: (_, error: unknown) => error }),
    clearError: assign({ error: null }),
    reset: assign({ record: null, error: null }),
    notifyDeleted: () => {},
    notifyDeleteFailed: (_, _error: unknown) => {},
  },
}).createMachine({
  context: { record: null, error: null },
  initial: 'closed',
  states: {
    closed: { entry: 'reset', on: { 'viewer.open': 'loading' } },
    ...loadStates<ViewerEvent>()({
      input: () => ({ id: 4 }),
      loaded: {
        target: 'showing',
        actions: { type: 'storeRecord', params: ({ event }: { event: { output: Record } }) => event.output },
      },
      retry: { 'viewer.retry': retryLoad },
      leave: { 'viewer.close': 'closed' },
    }),
    showing: { on: { 'viewer.delete': 'deleting', 'viewer.close': 'closed' } },
    deleting: {
      invoke: invokeCall({
        src: 'remove',
        input: () => ({ id: 4 }),
        done: { target: 'closed', actions: 'notifyDeleted' },
        refusals: [
          {
            guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'refused',
            actions: {
              type: 'storeError',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
        failed: 'showing',
        notifyFailed: 'notifyDeleteFailed',
      }),
    },
    refused: { on: { 'viewer.retry': retryTo('deleting'), 'viewer.close': 'closed' } },
  },
})

function startViewer() {
  const effects: Effect[] = []
  const load = controllable<Record, { id: number }>('load', effects)
  const remove = controllable<unknown, { id: number }>('remove', effects)
  const actor = createActor(
    viewerMachine.provide({
      actors: { load: load.logic, remove: remove.logic },
      actions: recordingActions(effects, ['notifyDeleted', 'notifyDeleteFailed']),
    }),
  ).start()
  const sut: SystemUnderTest<KitState, KitEvent> = {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return { value: value as KitState['value'], record: context.record, error: context.error }
    },
    play: eventPlayer(actor, { load, remove }),
  }
  return { actor, load, sut }
}

describeAgainstModel(
  'the machine kit (load, retry, a refused or failed call)',
  kitModel,
  viewerMachine,
  () => startViewer().sut,
)

describe('the machine kit', () => {
  it('names the invocation after its actor, so the host can address the running call', async () => {
    const { actor } = startViewer()
    actor.send({ type: 'viewer.open' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['load'])
  })

  it('keeps the refusal for the host to read, with the same reader the console uses', async () => {
    const { actor, load, sut } = startViewer()
    actor.send({ type: 'viewer.open' })
    await load.resolve(record)
    actor.send({ type: 'viewer.delete' })
    await sut.play({ type: 'remove.error', error: refusal })
    expect(failureOf(actor.getSnapshot().context.error)).toEqual({ status: 409, message: 'Still in use.' })
  })
})
