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
import { controllable, errorOf, flush } from './support/harness.ts'
import {
  describePath,
  type Effect,
  reachableStates,
  recordEmitted,
  type SystemUnderTest,
  transitionPaths,
  walk,
} from './support/model.ts'

function startRegister() {
  const effects: Effect[] = []
  const register = controllable<RegisterResponse, RegisterInput>('register', effects)
  const actor = createActor(
    registerMachine.provide({
      actors: { register: register.logic },
      actions: {
        notifyFailure: () => {
          effects.push(['notifyFailure'])
        },
        notifyRegistered: () => {
          effects.push(['notifyRegistered'])
        },
      },
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
    play: async (event) => {
      if (event.type === 'register.done') {
        if (register.pending) await register.resolve(event.output)
      } else if (event.type === 'register.error') {
        if (register.pending) await register.reject(event.error)
      } else if (actor.getSnapshot().status === 'active') {
        // A registered machine has stopped; the walk has already checked that it is done.
        actor.send(event)
        await flush()
      }
    },
  }
  return sut
}

describe('register machine against its model, every transition', () => {
  it('has exactly the states the model knows', () => {
    const modelled = new Set(reachableStates(registerModel).map((state) => state.value))
    expect(new Set(Object.keys(registerMachine.root.states))).toEqual(modelled)
  })

  for (const events of transitionPaths(registerModel)) {
    it(describePath(registerModel, events), () => walk(registerModel, startRegister(), events))
  }
})

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
