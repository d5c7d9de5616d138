import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { fieldErrorsOf, registerMachine } from '../../machines/register.machine.ts'
import type { RegisterInput, RegisterResponse } from '../../src/domain/auth.ts'
import { controllable, flush, payload } from './support/harness.ts'

const input: RegisterInput = {
  email: 'new@example.org',
  password: 'long enough',
  firstName: 'Noor',
  lastName: 'Bos',
}
const created: RegisterResponse = { message: 'Registration received.' }
// The server no longer reveals a taken e-mail; field messages still come with a 400 (a rule the
// server checks that the form did not).
const rejected = { status: 400, fields: { email: 'E-mail must be valid.' } }

function startRegister() {
  const register = controllable<RegisterResponse, RegisterInput>()
  const notifyFailure = vi.fn()
  const notifyRegistered = vi.fn()
  const actor = createActor(
    registerMachine.provide({
      actors: { register: register.logic },
      actions: { notifyFailure, notifyRegistered },
    }),
  ).start()
  return { actor, register, notifyFailure, notifyRegistered }
}

const model = createTestModel(registerMachine, {
  events: [
    { type: 'register.submit', input },
    { type: 'register.edit' },
    { type: 'xstate.done.actor.register', output: created, actorId: 'register' },
    { type: 'xstate.error.actor.register', error: rejected, actorId: 'register' },
    { type: 'xstate.error.actor.register', error: new TypeError('Failed to fetch'), actorId: 'register' },
  ],
})

describe('register machine, every shortest path', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(
      new Set(['idle', 'submitting', 'failed', 'registered']),
    )
  })

  for (const path of paths) {
    it(path.description, async () => {
      const sut = startRegister()
      await path.test({
        states: {
          idle: () => {
            expect(sut.actor.getSnapshot().value).toBe('idle')
            expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({})
          },
          submitting: () => {
            expect(sut.actor.getSnapshot().value).toBe('submitting')
            expect(sut.register.calls.at(-1)).toEqual(input)
          },
          failed: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('failed')
            expect(sut.notifyFailure).toHaveBeenCalled()
            expect(sut.actor.getSnapshot().context.fieldErrors).toEqual(expected.context.fieldErrors)
          },
          registered: () => {
            expect(sut.actor.getSnapshot().status).toBe('done')
            expect(sut.notifyRegistered).toHaveBeenCalledOnce()
          },
        },
        events: {
          'register.submit': async (step) => {
            sut.actor.send(payload(step))
            await flush()
          },
          'register.edit': (step) => {
            sut.actor.send(payload(step))
          },
          'xstate.done.actor.register': (step) =>
            sut.register.resolve(payload<{ output: RegisterResponse }>(step).output),
          'xstate.error.actor.register': (step) =>
            sut.register.reject(payload<{ error: unknown }>(step).error),
        },
      })
    })
  }
})

describe('fieldErrorsOf', () => {
  it('reads the server’s field messages and ignores anything else', () => {
    expect(fieldErrorsOf(rejected)).toEqual({ email: 'E-mail must be valid.' })
    expect(fieldErrorsOf(new Error('x'))).toEqual({})
    expect(fieldErrorsOf(null)).toEqual({})
  })
})
