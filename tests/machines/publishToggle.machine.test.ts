import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type PublishUpdate, publishToggleMachine } from '../../machines/publishToggle.machine.ts'
import {
  type PublishToggleModelEvent,
  type PublishToggleState,
  publishToggleModel,
  STORY_ID,
} from './models/publishToggle.model.ts'
import { controllable, errorOf } from './support/harness.ts'
import { actorUnderTest, describeAgainstModel, type Effect, recordingActions } from './support/model.ts'

function startToggle(published: boolean) {
  const effects: Effect[] = []
  const update = controllable<unknown, PublishUpdate>('update', effects)
  const actor = createActor(
    publishToggleMachine.provide({
      actors: { update: update.logic },
      actions: recordingActions(effects, ['notifySaved', 'notifyFailed']),
    }),
    { input: { storyId: STORY_ID, published } },
  )
  actor.start()
  return actorUnderTest<PublishToggleState, PublishToggleModelEvent>(actor, effects, { update })
}

describeAgainstModel(
  'publish toggle of an unpublished story',
  publishToggleModel(false),
  publishToggleMachine,
  () => startToggle(false),
)
describeAgainstModel(
  'publish toggle of a published story',
  publishToggleModel(true),
  publishToggleMachine,
  () => startToggle(true),
)

describe('publish toggle without provided actors', () => {
  it('update fails naming the actor to provide', async () => {
    const error = await errorOf(publishToggleMachine.implementations.actors.update, {
      id: 1,
      published: true,
    })
    expect(error).toEqual(new Error('publishToggleMachine: provide the update actor'))
  })
})
