import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  type Co2HierarchySaveInput,
  co2HierarchyMachine,
  hasPendingCo2Moves,
} from '../../machines/co2Hierarchy.machine.ts'
import type { Co2HierarchyItem } from '../../src/domain/co2/hierarchy.ts'
import type { OrderItem } from '../../src/domain/ordering.ts'
import {
  type Co2HierarchyModelEvent,
  type Co2HierarchyState,
  co2HierarchyModel,
  conflictError,
  moves,
  type TreeName,
  trees,
} from './models/co2Hierarchy.model.ts'
import { controllable, errorOf, flush } from './support/harness.ts'
import { hierarchyDraftHarness } from './support/hierarchyDraftHarness.ts'
import {
  describeAgainstModel,
  type Effect,
  recordEmitted,
  recordingActions,
  type SystemUnderTest,
  settleActor,
} from './support/model.ts'

const harness = hierarchyDraftHarness(trees, moves)

function startHierarchy() {
  const effects: Effect[] = []
  const save = controllable<OrderItem[], Co2HierarchySaveInput>('save', effects)
  const reload = controllable<Co2HierarchyItem[]>('reload', effects)
  const actor = createActor(
    co2HierarchyMachine.provide({
      actors: { save: save.logic, reload: reload.logic },
      actions: {
        ...recordingActions(effects, ['notifySaved', 'notifySaveFailed', 'notifyConflict']),
        emitClosed: () => {
          effects.push(['emitClosed'])
        },
      },
    }),
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<Co2HierarchyState, Co2HierarchyModelEvent> = {
    effects,
    observe: () => harness.observe(actor),
    play: async (event) => {
      const output = (answer: { output?: unknown }) =>
        answer.output === undefined ? undefined : trees[answer.output as TreeName]
      if (await settleActor({ save, reload }, event, output)) return
      harness.send(actor, event)
      await flush()
    },
  }
  return { actor, save, reload, effects, sut }
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
