import { describe, expect, it } from 'vitest'
import { hasPendingSort, listSortMachine } from '../../machines/listSort.machine.ts'
import {
  type ListSortModelEvent,
  type ListSortState,
  listSortModel,
  type MoveName,
  moves,
  orders,
  saveError,
  type TreeName,
  trees,
} from './models/listSort.model.ts'
import { errorOf, flush } from './support/harness.ts'
import { hierarchyDraftHarness, startDraftMachine } from './support/hierarchyDraftHarness.ts'
import { describeAgainstModel } from './support/model.ts'

const harness = hierarchyDraftHarness(trees, moves)

function startSort() {
  const { actor, actors, sut } = startDraftMachine<ListSortState, ListSortModelEvent, TreeName, MoveName>(
    listSortMachine,
    {
      harness,
      actors: ['save'],
      notices: ['notifySaved', 'notifySaveFailed'],
      output: (answer) => orders[answer.output as TreeName],
    },
  )
  return { actor, save: actors.save!, sut }
}

// `closing` is passed through on every way out, never rested in.
describeAgainstModel('list sort machine', listSortModel, listSortMachine, () => startSort().sut, ['closing'])

describe('list sort machine without a provided actor', () => {
  it('fails naming the actor to provide', async () => {
    const error = await errorOf(listSortMachine.implementations.actors.save, { items: orders.stored })
    expect(error).toEqual(new Error('listSortMachine: provide the save actor'))
  })
})

describe('list sort rules a user would notice', () => {
  it('keeps the moves when saving fails, and sends the same order once on the next try', async () => {
    const { actor, save } = startSort()
    actor.send({ type: 'hierarchy.open', items: trees.stored })
    actor.send({ type: 'hierarchy.move', move: moves.oneDown.move })
    actor.send({ type: 'hierarchy.save' })
    // A second Save while the first is under way sends nothing more.
    actor.send({ type: 'hierarchy.save' })
    await flush()
    await save.reject(saveError)
    expect(actor.getSnapshot().context).toMatchObject({ draft: trees.twoFirst, error: saveError })
    actor.send({ type: 'hierarchy.save' })
    await flush()
    expect(save.calls).toEqual([{ items: orders.twoFirst }, { items: orders.twoFirst }])
  })

  it('has nothing pending once the moves lead back to the stored order', () => {
    const { actor } = startSort()
    actor.send({ type: 'hierarchy.open', items: trees.stored })
    actor.send({ type: 'hierarchy.move', move: moves.oneLast.move })
    expect(hasPendingSort(actor.getSnapshot().context)).toBe(true)
    actor.send({ type: 'hierarchy.move', move: moves.oneFirst.move })
    expect(hasPendingSort(actor.getSnapshot().context)).toBe(false)
    // Nothing to save, so Cancel closes without asking.
    actor.send({ type: 'hierarchy.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })
})
