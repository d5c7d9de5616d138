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
  describeAgainstModel,
  type Effect,
  eventPlayer,
  recordEmitted,
  recordingActions,
  type SystemUnderTest,
} from './support/model.ts'

/** A delete answers `{ id }`; other answers are the model event's own output. */
const removedOrOutput = (event: { type: string; output?: unknown }) =>
  event.type === 'remove.done' ? { id: 7 } : event.output

function startDetail() {
  const effects: Effect[] = []
  const load = controllable<FeedbackDto, { id: number }>('load', effects)
  const remove = controllable<unknown, { id: number }>('remove', effects)
  const actor = createActor(
    feedbackDetailMachine.provide({
      actors: { load: load.logic, remove: remove.logic },
      actions: {
        ...recordingActions(effects, ['notifyDeleted', 'notifyDeleteFailed']),
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
    play: eventPlayer(actor, { load, remove }, removedOrOutput),
  }
  return { actor, load, remove, effects, sut }
}

// `closing` is passed through on every way out, never rested in.
describeAgainstModel(
  'feedback detail machine',
  feedbackDetailModel,
  feedbackDetailMachine,
  () => startDetail().sut,
  ['closing'],
)

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
