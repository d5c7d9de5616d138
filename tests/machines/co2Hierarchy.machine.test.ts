import { describe, expect, it } from 'vitest'
import { co2HierarchyMachine, hasPendingCo2Moves } from '../../machines/co2Hierarchy.machine.ts'
import {
  type Co2HierarchyModelEvent,
  type Co2HierarchyState,
  co2HierarchyModel,
  conflictError,
  type MoveName,
  moves,
  type TreeName,
  trees,
} from './models/co2Hierarchy.model.ts'
import { errorOf, flush } from './support/harness.ts'
import { hierarchyDraftHarness, startDraftMachine } from './support/hierarchyDraftHarness.ts'
import { describeAgainstModel } from './support/model.ts'

const harness = hierarchyDraftHarness(trees, moves)

function startHierarchy() {
  const { actor, actors, effects, sut } = startDraftMachine<
    Co2HierarchyState,
    Co2HierarchyModelEvent,
    TreeName,
    MoveName
  >(co2HierarchyMachine, {
    harness,
    actors: ['save', 'reload'],
    notices: ['notifySaved', 'notifySaveFailed', 'notifyConflict'],
    output: (answer) => (answer.output === undefined ? undefined : trees[answer.output as TreeName]),
  })
  return { actor, save: actors.save!, reload: actors.reload!, effects, sut }
}

// `closing` is passed through on every way out, never rested in.
describeAgainstModel(
  'CO2 hierarchy machine',
  co2HierarchyModel,
  co2HierarchyMachine,
  () => startHierarchy().sut,
  ['closing'],
)

describe('CO2 hierarchy machine without provided actors', () => {
  it('fails naming the actor to provide', async () => {
    const { actors } = co2HierarchyMachine.implementations
    expect(await errorOf(actors.save, { original: [], draft: [] })).toEqual(
      new Error('co2HierarchyMachine: provide the save actor'),
    )
    expect(await errorOf(actors.reload, undefined)).toEqual(
      new Error('co2HierarchyMachine: provide the reload actor'),
    )
  })
})

describe('CO2 hierarchy rules a user would notice', () => {
  it('refuses a second level with its reason, and the next allowed move clears it', () => {
    const { actor } = startHierarchy()
    actor.send({ type: 'hierarchy.open', items: trees.stored })
    actor.send({ type: 'hierarchy.move', move: moves.carIntoDiet.move })
    const motorUnderCar = { id: 3, parentId: 2, position: 0 }
    actor.send({ type: 'hierarchy.move', move: { id: 31, parentId: 2, position: 0 } })
    // Car is a sub question now: nothing goes under it, and the draft stays.
    expect(actor.getSnapshot().context).toMatchObject({
      draft: trees.carInDiet,
      refusal: { move: { id: 31, parentId: 2 }, problem: 'targetIsSub' },
    })
    actor.send({ type: 'hierarchy.move', move: motorUnderCar })
    expect(actor.getSnapshot().context.refusal?.problem).toBe('hasChildren')
    actor.send({ type: 'hierarchy.move', move: { id: 31, parentId: null, position: 0 } })
    expect(actor.getSnapshot().context.refusal).toBeNull()
  })

  it('stores a hierarchy in its normal form, so the order the server sent does not count as a move', () => {
    const { actor } = startHierarchy()
    const shuffled = [...trees.stored].reverse().map((item) => ({ ...item, index: item.index * 10 }))
    actor.send({ type: 'hierarchy.open', items: shuffled })
    expect(actor.getSnapshot().context).toMatchObject({ original: trees.stored, draft: trees.stored })
    expect(hasPendingCo2Moves(actor.getSnapshot().context)).toBe(false)
  })

  it('after a conflict, saves nothing more until new moves are made on the hierarchy read again', async () => {
    const { actor, save, reload } = startHierarchy()
    actor.send({ type: 'hierarchy.open', items: trees.stored })
    actor.send({ type: 'hierarchy.move', move: moves.carIntoDiet.move })
    actor.send({ type: 'hierarchy.save' })
    await flush()
    await save.reject(conflictError)
    await reload.resolve(trees.carInMotor)
    actor.send({ type: 'hierarchy.save' })
    await flush()
    expect(save.calls).toHaveLength(1)
    actor.send({ type: 'hierarchy.move', move: moves.carIntoDiet.move })
    actor.send({ type: 'hierarchy.save' })
    await flush()
    expect(save.calls.at(-1)).toEqual({ original: trees.carInMotor, draft: trees.carInDiet })
  })
})
