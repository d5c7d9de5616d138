import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { feedbackDetailMachine } from '../../machines/feedbackDetail.machine.ts'
import type { FeedbackDto } from '../../src/domain/feedback.ts'
import { controllable, flush, payload } from './support/harness.ts'

const record: FeedbackDto = {
  id: 7,
  message: 'The quiz button does nothing.',
  user: { id: 3, firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org' },
  creationDate: '2025-03-05T14:30:00.000Z',
  file: { uuid: '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b' },
  translated: true,
}
const loadError = { status: 404, message: 'Feedback not found.' }
const deleteError = { status: 500, message: 'Something went wrong on the server.' }

function startDetail() {
  const load = controllable<FeedbackDto, { id: number }>()
  const remove = controllable<unknown, { id: number }>()
  const spies = { notifyDeleted: vi.fn(), notifyDeleteFailed: vi.fn(), emitClosed: vi.fn() }
  const actor = createActor(
    feedbackDetailMachine.provide({
      actors: { load: load.logic, remove: remove.logic },
      actions: {
        notifyDeleted: (_, id) => spies.notifyDeleted(id),
        notifyDeleteFailed: (_, error) => spies.notifyDeleteFailed(error),
        emitClosed: () => spies.emitClosed(),
      },
    }),
  ).start()
  return { actor, load, remove, spies }
}
type Sut = ReturnType<typeof startDetail>

const model = createTestModel(feedbackDetailMachine, {
  events: [
    { type: 'detail.open', id: 7 },
    { type: 'detail.close' },
    { type: 'detail.retry' },
    { type: 'detail.delete' },
    { type: 'detail.confirmDelete' },
    { type: 'detail.cancelDelete' },
    { type: 'xstate.done.actor.load', output: record, actorId: 'load' },
    { type: 'xstate.error.actor.load', error: loadError, actorId: 'load' },
    { type: 'xstate.done.actor.remove', output: { id: 7 }, actorId: 'remove' },
    { type: 'xstate.error.actor.remove', error: deleteError, actorId: 'remove' },
  ],
})

describe('feedback detail machine, every shortest path', () => {
  // Prefix paths too, so every state is asserted on its own shortest path.
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })

  it('reaches every resting state', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(
      new Set(['closed', 'loading', 'loadFailed', 'showing', 'confirmingDelete', 'deleting']),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const sut = startDetail()
      let played = 0
      // Each time the path enters "closed" from an open state, one closed event is due.
      const closedEventsDue = () => {
        const values = path.steps.slice(0, played + 1).map((step) => String(step.state.value))
        return values.filter((value, i) => i > 0 && value === 'closed' && values[i - 1] !== 'closed').length
      }
      const play = async (step: { event: unknown }) => {
        sut.actor.send(step.event as never)
        await flush()
        played++
      }
      await path.test({
        states: {
          closed: () => {
            expect(sut.actor.getSnapshot().value).toBe('closed')
            expect(sut.actor.getSnapshot().context).toEqual({ id: null, record: null, error: null })
            expect(sut.spies.emitClosed).toHaveBeenCalledTimes(closedEventsDue())
          },
          loading: () => {
            expect(sut.actor.getSnapshot().value).toBe('loading')
            expect(sut.load.calls.at(-1)).toEqual({ id: 7 })
            expect(sut.actor.getSnapshot().context.error).toBeNull()
          },
          loadFailed: () => {
            expect(sut.actor.getSnapshot().value).toBe('loadFailed')
            expect(sut.actor.getSnapshot().context.error).toEqual(loadError)
          },
          showing: (expected) => {
            const snapshot = sut.actor.getSnapshot()
            expect(snapshot.value).toBe('showing')
            expect(snapshot.context).toEqual(expected.context)
            expect(snapshot.context.record).toEqual(record)
            if (expected.context.error) expect(sut.spies.notifyDeleteFailed).toHaveBeenCalledWith(deleteError)
          },
          confirmingDelete: () => {
            expect(sut.actor.getSnapshot().value).toBe('confirmingDelete')
            expect(sut.actor.getSnapshot().context.id).toBe(7)
            expect(sut.remove.calls).toEqual([])
          },
          deleting: () => {
            expect(sut.actor.getSnapshot().value).toBe('deleting')
            expect(sut.remove.calls.at(-1)).toEqual({ id: 7 })
          },
        },
        events: {
          'detail.open': play,
          'detail.close': play,
          'detail.retry': play,
          'detail.delete': play,
          'detail.confirmDelete': play,
          'detail.cancelDelete': play,
          'xstate.done.actor.load': async (step) => {
            await sut.load.resolve(payload<{ output: FeedbackDto }>(step).output)
            played++
          },
          'xstate.error.actor.load': async (step) => {
            await sut.load.reject(payload<{ error: unknown }>(step).error)
            played++
          },
          'xstate.done.actor.remove': async (step) => {
            await sut.remove.resolve(payload<{ output: unknown }>(step).output)
            expect(sut.spies.notifyDeleted).toHaveBeenCalledWith(7)
            played++
          },
          'xstate.error.actor.remove': async (step) => {
            await sut.remove.reject(payload<{ error: unknown }>(step).error)
            expect(sut.spies.notifyDeleteFailed).toHaveBeenCalledWith(deleteError)
            played++
          },
        },
      })
      expect(sut.spies.emitClosed).toHaveBeenCalledTimes(closedEventsDue())
    })
  }
})

const openAndShow = async (sut: Sut) => {
  sut.actor.send({ type: 'detail.open', id: 7 })
  await flush()
  await sut.load.resolve(record)
}

describe('feedback detail rules a user would notice', () => {
  it('deletes only after the confirmation', async () => {
    const sut = startDetail()
    await openAndShow(sut)
    sut.actor.send({ type: 'detail.delete' })
    expect(sut.actor.getSnapshot().value).toBe('confirmingDelete')
    sut.actor.send({ type: 'detail.cancelDelete' })
    expect(sut.actor.getSnapshot().value).toBe('showing')
    expect(sut.remove.calls).toEqual([])
    sut.actor.send({ type: 'detail.delete' })
    sut.actor.send({ type: 'detail.confirmDelete' })
    await flush()
    await sut.remove.resolve({ id: 7 })
    expect(sut.actor.getSnapshot().value).toBe('closed')
    expect(sut.spies.notifyDeleted).toHaveBeenCalledWith(7)
    expect(sut.spies.emitClosed).toHaveBeenCalledOnce()
  })

  it('stays open with the error when deleting fails, and can try again', async () => {
    const sut = startDetail()
    await openAndShow(sut)
    sut.actor.send({ type: 'detail.delete' })
    sut.actor.send({ type: 'detail.confirmDelete' })
    await flush()
    await sut.remove.reject(deleteError)
    expect(sut.actor.getSnapshot().value).toBe('showing')
    expect(sut.actor.getSnapshot().context).toMatchObject({ record, error: deleteError })
    expect(sut.spies.emitClosed).not.toHaveBeenCalled()
    // Asking again clears the old error.
    sut.actor.send({ type: 'detail.delete' })
    expect(sut.actor.getSnapshot().context.error).toBeNull()
  })

  it('Esc on the confirmation goes back to the feedback, and closing waits for a delete under way', async () => {
    const sut = startDetail()
    await openAndShow(sut)
    sut.actor.send({ type: 'detail.delete' })
    sut.actor.send({ type: 'detail.close' })
    expect(sut.actor.getSnapshot().value).toBe('showing')
    sut.actor.send({ type: 'detail.delete' })
    sut.actor.send({ type: 'detail.confirmDelete' })
    sut.actor.send({ type: 'detail.close' })
    expect(sut.actor.getSnapshot().value).toBe('deleting')
  })

  it('forgets a load that answers after the drawer closed', async () => {
    const sut = startDetail()
    sut.actor.send({ type: 'detail.open', id: 7 })
    await flush()
    sut.actor.send({ type: 'detail.close' })
    await sut.load.resolve(record)
    expect(sut.actor.getSnapshot().value).toBe('closed')
    expect(sut.actor.getSnapshot().context.record).toBeNull()
  })
})
