import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { feedbackDetailMachine } from '../../machines/feedbackDetail.machine.ts'
import type { FeedbackDto } from '../../src/domain/feedback.ts'
import {
  deleteError,
  type FeedbackDetailModelEvent,
  type FeedbackDetailState,
  feedbackDetailModel,
  record,
} from './models/feedbackDetail.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import {
  describePath,
  type Effect,
  reachableStates,
  recordEmitted,
  type SystemUnderTest,
  transitionPaths,
  walk,
} from './support/model.ts'

function startDetail() {
  const effects: Effect[] = []
  const load = controllable<FeedbackDto, { id: number }>('load', effects)
  const remove = controllable<unknown, { id: number }>('remove', effects)
  const actor = createActor(
    feedbackDetailMachine.provide({
      actors: { load: load.logic, remove: remove.logic },
      actions: {
        notifyDeleted: (_, id) => {
          effects.push(['notifyDeleted', id])
        },
        notifyDeleteFailed: (_, error) => {
          effects.push(['notifyDeleteFailed', error])
        },
        // The console clears the URL only when it still names the feedback that closed.
        emitClosed: ({ context }) => {
          effects.push(['emitClosed', context.id])
        },
      },
    }),
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<FeedbackDetailState, FeedbackDetailModelEvent> = {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return {
        value: value as FeedbackDetailState['value'],
        id: context.id,
        record: context.record,
        error: context.error,
      }
    },
    play: async (event) => {
      if (event.type === 'load.done') {
        if (load.pending) await load.resolve(event.output)
      } else if (event.type === 'load.error') {
        if (load.pending) await load.reject(event.error)
      } else if (event.type === 'remove.done') {
        if (remove.pending) await remove.resolve({ id: 7 })
      } else if (event.type === 'remove.error') {
        if (remove.pending) await remove.reject(event.error)
      } else {
        actor.send(event)
        await flush()
      }
    },
  }
  return { actor, load, remove, effects, sut }
}

describe('feedback detail machine against its model, every transition', () => {
  it('has exactly the resting states the model knows', () => {
    const modelled = new Set<string>(reachableStates(feedbackDetailModel).map((state) => state.value))
    // `closing` is passed through on every way out, never rested in.
    expect(new Set(Object.keys(feedbackDetailMachine.root.states))).toEqual(modelled.add('closing'))
  })

  for (const events of transitionPaths(feedbackDetailModel)) {
    it(describePath(feedbackDetailModel, events), () => walk(feedbackDetailModel, startDetail().sut, events))
  }
})

describe('feedback detail machine without provided actors', () => {
  it.each(['load', 'remove'] as const)('%s fails naming the actor to provide', async (name) => {
    const error = await errorOf(feedbackDetailMachine.implementations.actors[name], { id: 7 })
    expect(error).toEqual(new Error(`feedbackDetailMachine: provide the ${name} actor`))
  })
})

describe('feedback detail rules a user would notice', () => {
  it('ignores the answer of a load it dropped, and shows the feedback opened after it', async () => {
    const { actor, load } = startDetail()
    actor.send({ type: 'detail.open', id: 7 })
    actor.send({ type: 'detail.close' })
    actor.send({ type: 'detail.open', id: 8 })
    await flush()
    expect(load.calls).toEqual([{ id: 7 }, { id: 8 }])
    await load.resolveCall(0, record)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.record).toBeNull()
    const eight = { ...record, id: 8 }
    await load.resolve(eight)
    expect(actor.getSnapshot().context).toMatchObject({ id: 8, record: eight })
  })

  it('deletes the feedback that is open, and names it in the notice and the closed event', async () => {
    const { actor, load, remove, effects } = startDetail()
    actor.send({ type: 'detail.open', id: 12 })
    await flush()
    await load.resolve({ ...record, id: 12 })
    actor.send({ type: 'detail.delete' })
    actor.send({ type: 'detail.confirmDelete' })
    await flush()
    expect(remove.calls).toEqual([{ id: 12 }])
    await remove.resolve({ id: 12 })
    expect(effects.slice(-2)).toEqual([
      ['notifyDeleted', 12],
      ['emitClosed', 12],
    ])
  })

  it('asking to delete again after a failed delete clears the old error', async () => {
    const { actor, load, remove } = startDetail()
    actor.send({ type: 'detail.open', id: 7 })
    await flush()
    await load.resolve(record)
    actor.send({ type: 'detail.delete' })
    actor.send({ type: 'detail.confirmDelete' })
    await flush()
    await remove.reject(deleteError)
    expect(actor.getSnapshot().context).toMatchObject({ record, error: deleteError })
    actor.send({ type: 'detail.delete' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
