import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { listOrderMachine } from '../../machines/listOrder.machine.ts'
import type { OrderItem } from '../../src/domain/ordering.ts'
import { type ListOrderModelEvent, type ListOrderState, listOrderModel } from './models/listOrder.model.ts'
import { controllable, errorOf } from './support/harness.ts'
import { actorUnderTest, describeAgainstModel, type Effect, recordingActions } from './support/model.ts'

function startOrder() {
  const effects: Effect[] = []
  const save = controllable<unknown, { items: OrderItem[] }>('save', effects)
  const actor = createActor(
    listOrderMachine.provide({
      actors: { save: save.logic },
      actions: recordingActions(effects, ['notifySaved', 'notifyFailed']),
    }),
  )
  actor.start()
  return actorUnderTest<ListOrderState, ListOrderModelEvent>(actor, effects, { save })
}

describeAgainstModel('list order', listOrderModel, listOrderMachine, startOrder)

describe('list order without provided actors', () => {
  it('save fails naming the actor to provide', async () => {
    const error = await errorOf(listOrderMachine.implementations.actors.save, { items: [] })
    expect(error).toEqual(new Error('listOrderMachine: provide the save actor'))
  })
})
