import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { classifyLoginError, loginMachine } from '../../machines/login.machine.ts'
import type { CurrentUser, LoginInput } from '../../src/domain/auth.ts'
import { controllable, flush, payload } from './support/harness.ts'

const valid: LoginInput = { email: 'admin@example.com', password: 'secret' }
const invalid: LoginInput = { email: 'not-an-email', password: '' }
const user: CurrentUser = { id: 1, firstName: 'Ada', lastName: 'Admin', email: valid.email, level: 'admin' }

function startLogin() {
  const authenticate = controllable<CurrentUser, LoginInput>()
  const notifyFailure = vi.fn()
  const notifySignedIn = vi.fn()
  const actor = createActor(
    loginMachine.provide({
      actors: { authenticate: authenticate.logic },
      actions: {
        notifyFailure: (_, failure) => notifyFailure(failure),
        notifySignedIn: (_, signedIn) => notifySignedIn(signedIn),
      },
    }),
  ).start()
  return { actor, authenticate, notifyFailure, notifySignedIn }
}

const model = createTestModel(loginMachine, {
  events: [
    { type: 'login.submit', credentials: valid },
    { type: 'login.submit', credentials: invalid },
    { type: 'login.edit' },
    { type: 'xstate.done.actor.authenticate', output: user, actorId: 'authenticate' },
    { type: 'xstate.error.actor.authenticate', error: { status: 401 }, actorId: 'authenticate' },
    { type: 'xstate.error.actor.authenticate', error: { status: 429 }, actorId: 'authenticate' },
    {
      type: 'xstate.error.actor.authenticate',
      error: new TypeError('Failed to fetch'),
      actorId: 'authenticate',
    },
  ],
})

describe('login machine, every shortest path', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(['failed', 'idle', 'signedIn', 'submitting'])
  })

  for (const path of paths) {
    it(path.description, async () => {
      const sut = startLogin()
      await path.test({
        states: {
          idle: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('idle')
            expect(sut.actor.getSnapshot().context.failure).toBe(expected.context.failure)
          },
          submitting: () => {
            expect(sut.actor.getSnapshot().value).toBe('submitting')
            expect(sut.authenticate.calls.at(-1)).toEqual(valid)
          },
          failed: (expected) => {
            expect(sut.actor.getSnapshot().value).toBe('failed')
            expect(sut.notifyFailure).toHaveBeenLastCalledWith(expected.context.failure)
          },
          signedIn: () => {
            expect(sut.actor.getSnapshot().status).toBe('done')
            expect(sut.notifySignedIn).toHaveBeenCalledWith(user)
            expect(sut.actor.getSnapshot().output).toEqual({ user })
          },
        },
        events: {
          'login.submit': async ({ event }) => {
            sut.actor.send(event as never)
            await flush()
          },
          'login.edit': ({ event }) => {
            sut.actor.send(event as never)
          },
          'xstate.done.actor.authenticate': async (step) => {
            await sut.authenticate.resolve(payload<{ output: CurrentUser }>(step).output)
          },
          'xstate.error.actor.authenticate': async (step) => {
            await sut.authenticate.reject(payload<{ error: unknown }>(step).error)
          },
        },
      })
    })
  }
})

describe('classifyLoginError', () => {
  it('tells wrong credentials, rate limiting and an unreachable server apart', () => {
    expect(classifyLoginError({ status: 401 })).toBe('invalid-credentials')
    expect(classifyLoginError({ status: 429 })).toBe('rate-limited')
    expect(classifyLoginError(new TypeError('Failed to fetch'))).toBe('unavailable')
    expect(classifyLoginError({ status: 503 })).toBe('unavailable')
  })
})

describe('invalid credentials never reach the server', () => {
  it('stays idle without calling authenticate', async () => {
    const sut = startLogin()
    sut.actor.send({ type: 'login.submit', credentials: invalid })
    await flush()
    expect(sut.actor.getSnapshot().value).toBe('idle')
    expect(sut.authenticate.calls).toHaveLength(0)
  })
})
