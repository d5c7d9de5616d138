import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  type SavedGrid,
  type SaveGridInput,
  storyGridMachine,
} from '../../machines/storyGrid/storyGrid.machine.ts'
import { type StoryGridModelEvent, type StoryGridState, storyGridModel } from './models/storyGrid.model.ts'
import { controllable, errorOf } from './support/harness.ts'
import { actorUnderTest, describeAgainstModel, type Effect, recordingActions } from './support/model.ts'

function startGrid() {
  const effects: Effect[] = []
  const save = controllable<SavedGrid, SaveGridInput>('save', effects)
  const actor = createActor(
    storyGridMachine.provide({
      actors: { save: save.logic },
      actions: recordingActions(effects, ['notifyMoved', 'notifyFailed']),
    }),
  )
  actor.start()
  return actorUnderTest<StoryGridState, StoryGridModelEvent>(actor, effects, { save })
}

describeAgainstModel('story grid', storyGridModel, storyGridMachine, startGrid)

describe('story grid without provided actors', () => {
  it('save fails naming the actor to provide', async () => {
    const error = await errorOf(storyGridMachine.implementations.actors.save, { version: 1, items: [] })
    expect(error).toEqual(new Error('storyGridMachine: provide the save actor'))
  })
})
