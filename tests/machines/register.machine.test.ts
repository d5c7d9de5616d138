import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { fieldErrorsOf, registerMachine } from '../../machines/register.machine.ts'
import type { RegisterInput, RegisterResponse } from '../../src/domain/auth.ts'
import {
  input,
  type RegisterModelEvent,
  type RegisterState,
  refused,
  registerModel,
} from './models/register.model.ts'
import { controllable, errorOf } from './support/harness.ts'
import {
  describeAgainstModel,
  type Effect,
  eventPlayer,
  recordEmitted,
  recordingActions,
  type SystemUnderTest,
} from './support/model.ts'

function startRegister() {
  const effects: Effect[] = []
  const register = controllable<RegisterResponse, RegisterInput>('register', effects)
  const actor = createActor(
    registerMachine.provide({
      actors: { register: register.logic },
      actions: recordingActions(effects, ['notifyFailure', 'notifyRegistered']),
    }),
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<RegisterState, RegisterModelEvent> = {
    effects,
    observe: () => {
      const snapshot = actor.getSnapshot()
      return {
        value: snapshot.value as RegisterState['value'],
        fieldErrors: snapshot.context.fieldErrors,
        status: snapshot.status as RegisterState['status'],
      }
    },
    play: eventPlayer(actor, { register }),
  }
  return sut
}

describeAgainstModel('register machine', registerModel, registerMachine, startRegister)

describe('register machine without a provided actor', () => {
  it('fails naming the actor to provide', async () => {
    const error = await errorOf(registerMachine.implementations.actors.register, input)
    expect(error).toEqual(new Error('registerMachine: provide the register actor'))
  })
})

describe('fieldErrorsOf', () => {
  it('reads the server’s field messages and ignores anything else', () => {
    expect(fieldErrorsOf(refused)).toEqual({ email: 'E-mail must be valid.' })
    expect(fieldErrorsOf(new Error('x'))).toEqual({})
    expect(fieldErrorsOf({ status: 400, fields: 'E-mail must be valid.' })).toEqual({})
    expect(fieldErrorsOf(null)).toEqual({})
  })
})
