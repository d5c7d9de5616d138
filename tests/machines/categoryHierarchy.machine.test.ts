import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { categoryHierarchyMachine, hasPendingMoves } from '../../machines/categoryHierarchy.machine.ts'
import {
  applyHierarchyMove,
  type HierarchyItem,
  type HierarchyMove,
  normalizeHierarchy,
} from '../../src/domain/categories.ts'
import { controllable, flush, payload } from './support/harness.ts'

const items = (...rows: [number, number | null, number][]): HierarchyItem[] =>
  rows.map(([id, parentCategoryId, index]) => ({ id, parentCategoryId, index }))

// Food 1 (Meat 11, Dairy 12), Mobility 2 (Car 21), Energy 3.
const tree = items([1, null, 0], [11, 1, 1], [12, 1, 2], [2, null, 3], [21, 2, 4], [3, null, 5])
// The same categories after another editor put Energy first.
const reloaded = items([3, null, 0], [1, null, 1], [11, 1, 2], [12, 1, 3], [2, null, 4], [21, 2, 5])

const energyIntoFood: HierarchyMove = { id: 3, parentCategoryId: 1, position: 9 }
const foodIntoMobility: HierarchyMove = { id: 1, parentCategoryId: 2, position: 0 }
const failure = { status: 400, message: 'A sub category cannot have sub categories.' }

function startHierarchy() {
  const save = controllable<HierarchyItem[], { items: HierarchyItem[] }>()
  const spies = { notifySaved: vi.fn(), notifySaveFailed: vi.fn(), emitClosed: vi.fn() }
  const actor = createActor(
    categoryHierarchyMachine.provide({
      actors: { save: save.logic },
      actions: {
        notifySaved: (_, value) => spies.notifySaved(value),
        notifySaveFailed: (_, error) => spies.notifySaveFailed(error),
        emitClosed: () => spies.emitClosed(),
      },
    }),
  ).start()
  return { actor, save, spies }
}
type Sut = ReturnType<typeof startHierarchy>

const model = createTestModel(categoryHierarchyMachine, {
  events: [
    { type: 'hierarchy.open', items: tree },
    { type: 'hierarchy.refresh', items: reloaded },
    { type: 'hierarchy.move', move: energyIntoFood },
    { type: 'hierarchy.move', move: foodIntoMobility },
    { type: 'hierarchy.reset' },
    { type: 'hierarchy.save' },
    { type: 'hierarchy.close' },
    { type: 'hierarchy.discard' },
    { type: 'hierarchy.keepEditing' },
    { type: 'xstate.done.actor.save', output: tree, actorId: 'save' },
    { type: 'xstate.error.actor.save', error: failure, actorId: 'save' },
  ],
})

describe('category hierarchy machine, every shortest path', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })

  it('reaches every resting state', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(
      new Set(['closed', 'editing', 'confirmingClose', 'saving']),
    )
  })

  it('covers refused moves, failed saves and refreshed trees', () => {
    const contexts = paths.map((path) => path.state.context)
    expect(contexts.some((context) => context.refusal?.problem === 'hasChildren')).toBe(true)
    expect(contexts.some((context) => context.error === failure)).toBe(true)
    expect(contexts.some((context) => context.original[0]?.id === 3)).toBe(true)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const sut: Sut = startHierarchy()
      let played = 0
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
            expect(sut.actor.getSnapshot().context.draft).toEqual([])
            expect(sut.spies.emitClosed).toHaveBeenCalledTimes(closedEventsDue())
          },
          editing: (expected) => {
            const snapshot = sut.actor.getSnapshot()
            expect(snapshot.value).toBe('editing')
            expect(snapshot.context).toEqual(expected.context)
            // The draft is always a valid two-level tree.
            expect(normalizeHierarchy(snapshot.context.draft)).toEqual(snapshot.context.draft)
            if (expected.context.error === failure)
              expect(sut.spies.notifySaveFailed).toHaveBeenCalledWith(failure)
          },
          confirmingClose: () => {
            expect(sut.actor.getSnapshot().value).toBe('confirmingClose')
            expect(hasPendingMoves(sut.actor.getSnapshot().context)).toBe(true)
          },
          saving: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('saving')
            expect(sut.save.calls.at(-1)).toEqual({ items: expected.context.draft })
            expect(hasPendingMoves(expected.context)).toBe(true)
          },
        },
        events: {
          'hierarchy.open': play,
          'hierarchy.refresh': play,
          'hierarchy.move': play,
          'hierarchy.reset': play,
          'hierarchy.save': play,
          'hierarchy.close': play,
          'hierarchy.discard': play,
          'hierarchy.keepEditing': play,
          'xstate.done.actor.save': async (step) => {
            await sut.save.resolve(payload<{ output: HierarchyItem[] }>(step).output)
            expect(sut.spies.notifySaved).toHaveBeenCalledWith(tree)
            played++
          },
          'xstate.error.actor.save': async (step) => {
            await sut.save.reject(payload<{ error: unknown }>(step).error)
            played++
          },
        },
      })
      expect(sut.spies.emitClosed).toHaveBeenCalledTimes(closedEventsDue())
    })
  }
})

describe('category hierarchy rules a user would notice', () => {
  it('applies an allowed move to the draft and refuses a third level with its reason', () => {
    const sut = startHierarchy()
    sut.actor.send({ type: 'hierarchy.open', items: tree })
    sut.actor.send({ type: 'hierarchy.move', move: energyIntoFood })
    expect(sut.actor.getSnapshot().context.draft).toEqual(applyHierarchyMove(tree, energyIntoFood))
    sut.actor.send({ type: 'hierarchy.move', move: { id: 21, parentCategoryId: 3, position: 0 } })
    // Energy is a sub category now: Car cannot go under it, and the draft stays.
    expect(sut.actor.getSnapshot().context.refusal).toEqual({
      move: { id: 21, parentCategoryId: 3, position: 0 },
      problem: 'targetIsSub',
    })
    expect(sut.actor.getSnapshot().context.draft).toEqual(applyHierarchyMove(tree, energyIntoFood))
    // The next allowed move clears the refusal.
    sut.actor.send({ type: 'hierarchy.move', move: { id: 21, parentCategoryId: null, position: 0 } })
    expect(sut.actor.getSnapshot().context.refusal).toBeNull()
  })

  it('does not save a tree without pending moves, and closes without asking', () => {
    const sut = startHierarchy()
    sut.actor.send({ type: 'hierarchy.open', items: tree })
    sut.actor.send({ type: 'hierarchy.save' })
    expect(sut.actor.getSnapshot().value).toBe('editing')
    expect(sut.save.calls).toEqual([])
    // A move and its way back are no pending change.
    sut.actor.send({ type: 'hierarchy.move', move: { id: 12, parentCategoryId: 1, position: 0 } })
    sut.actor.send({ type: 'hierarchy.move', move: { id: 12, parentCategoryId: 1, position: 1 } })
    sut.actor.send({ type: 'hierarchy.close' })
    expect(sut.actor.getSnapshot().value).toBe('closed')
    expect(sut.spies.emitClosed).toHaveBeenCalledOnce()
  })

  it('keeps the moves when saving fails, and saves them on the next try', async () => {
    const sut = startHierarchy()
    sut.actor.send({ type: 'hierarchy.open', items: tree })
    sut.actor.send({ type: 'hierarchy.move', move: energyIntoFood })
    sut.actor.send({ type: 'hierarchy.save' })
    await flush()
    await sut.save.reject(failure)
    expect(sut.actor.getSnapshot().value).toBe('editing')
    expect(sut.actor.getSnapshot().context.draft).toEqual(applyHierarchyMove(tree, energyIntoFood))
    sut.actor.send({ type: 'hierarchy.save' })
    await flush()
    expect(sut.save.calls.at(-1)).toEqual({ items: applyHierarchyMove(tree, energyIntoFood) })
    await sut.save.resolve(tree)
    expect(sut.actor.getSnapshot().value).toBe('closed')
  })

  it('does not let a reloaded list overwrite pending moves', () => {
    const sut = startHierarchy()
    sut.actor.send({ type: 'hierarchy.open', items: tree })
    sut.actor.send({ type: 'hierarchy.move', move: energyIntoFood })
    sut.actor.send({ type: 'hierarchy.refresh', items: reloaded })
    expect(sut.actor.getSnapshot().context.original).toEqual(tree)
    expect(sut.actor.getSnapshot().context.draft).toEqual(applyHierarchyMove(tree, energyIntoFood))
  })
})
