import { describe, expect, it } from 'vitest'
import { categoryHierarchyMachine, hasPendingMoves } from '../../machines/categoryHierarchy.machine.ts'
import {
  type CategoryHierarchyModelEvent,
  type CategoryHierarchyState,
  categoryHierarchyModel,
  type MoveName,
  moves,
  saveError,
  type TreeName,
  trees,
} from './models/categoryHierarchy.model.ts'
import { errorOf, flush } from './support/harness.ts'
import { hierarchyDraftHarness, startDraftMachine } from './support/hierarchyDraftHarness.ts'
import { describeAgainstModel } from './support/model.ts'

const harness = hierarchyDraftHarness(trees, moves)

function startHierarchy() {
  const { actor, actors, effects, sut } = startDraftMachine<
    CategoryHierarchyState,
    CategoryHierarchyModelEvent,
    TreeName,
    MoveName
  >(categoryHierarchyMachine, {
    harness,
    actors: ['save'],
    notices: ['notifySaved', 'notifySaveFailed'],
    output: (answer) => trees[answer.output as TreeName],
  })
  return { actor, save: actors.save!, effects, sut }
}

// `closing` is passed through on every way out, never rested in.
describeAgainstModel(
  'category hierarchy machine',
  categoryHierarchyModel,
  categoryHierarchyMachine,
  () => startHierarchy().sut,
  ['closing'],
)

describe('category hierarchy machine without a provided actor', () => {
  it('fails naming the actor to provide', async () => {
    const error = await errorOf(categoryHierarchyMachine.implementations.actors.save, { items: trees.stored })
    expect(error).toEqual(new Error('categoryHierarchyMachine: provide the save actor'))
  })
})

describe('category hierarchy rules a user would notice', () => {
  it('refuses a third level with its reason, and the next allowed move clears it', () => {
    const { actor } = startHierarchy()
    actor.send({ type: 'hierarchy.open', items: trees.stored })
    actor.send({ type: 'hierarchy.move', move: moves.energyIntoFood.move })
    const carUnderEnergy = { id: 21, parentCategoryId: 3, position: 0 }
    actor.send({ type: 'hierarchy.move', move: carUnderEnergy })
    // Energy is a sub category now: Car cannot go under it, and the draft stays.
    expect(actor.getSnapshot().context).toMatchObject({
      draft: trees.energyInFood,
      refusal: { move: carUnderEnergy, problem: 'targetIsSub' },
    })
    actor.send({ type: 'hierarchy.move', move: { id: 21, parentCategoryId: null, position: 0 } })
    expect(actor.getSnapshot().context.refusal).toBeNull()
  })

  it('stores a tree in its normal form, so the order the server sent does not count as a move', () => {
    const { actor } = startHierarchy()
    const shuffled = [...trees.stored].reverse().map((item) => ({ ...item, index: item.index * 10 }))
    actor.send({ type: 'hierarchy.open', items: shuffled })
    expect(actor.getSnapshot().context).toMatchObject({ original: trees.stored, draft: trees.stored })
    actor.send({ type: 'hierarchy.refresh', items: [...trees.reloaded].reverse() })
    expect(actor.getSnapshot().context).toMatchObject({ original: trees.reloaded, draft: trees.reloaded })
    expect(hasPendingMoves(actor.getSnapshot().context)).toBe(false)
  })

  it('keeps the moves when saving fails, and saves them on the next try', async () => {
    const { actor, save } = startHierarchy()
    actor.send({ type: 'hierarchy.open', items: trees.stored })
    actor.send({ type: 'hierarchy.move', move: moves.energyIntoFood.move })
    actor.send({ type: 'hierarchy.save' })
    await flush()
    await save.reject(saveError)
    actor.send({ type: 'hierarchy.save' })
    await flush()
    expect(save.calls).toEqual([{ items: trees.energyInFood }, { items: trees.energyInFood }])
  })
})
