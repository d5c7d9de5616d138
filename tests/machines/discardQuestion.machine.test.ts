import { createActor } from 'xstate'
import { discardQuestionMachine } from '../../machines/discardQuestion.machine.ts'
import { type DiscardQuestionState, discardQuestionModel } from './models/discardQuestion.model.ts'
import { flush } from './support/harness.ts'
import { describeAgainstModel, type Effect, recordingActions, type SystemUnderTest } from './support/model.ts'

function startQuestion() {
  const effects: Effect[] = []
  const actor = createActor(
    discardQuestionMachine.provide({ actions: recordingActions(effects, ['stay', 'goOn']) }),
  )
  actor.start()
  const sut: SystemUnderTest<DiscardQuestionState, Parameters<typeof actor.send>[0]> = {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return { value: value as DiscardQuestionState['value'], lost: context.lost }
    },
    play: async (event) => {
      actor.send(event)
      await flush()
    },
  }
  return sut
}

describeAgainstModel('discard question machine', discardQuestionModel, discardQuestionMachine, startQuestion)
