import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { classifyLoginError, loginMachine } from '../../machines/login.machine.ts'
import { type CurrentUser, type LoginInput, loginSchema } from '../../src/domain/auth.ts'
import { type LoginModelEvent, type LoginState, loginModel, valid } from './models/login.model.ts'
import { controllable, errorOf } from './support/harness.ts'
import {
  describeAgainstModel,
  type Effect,
  eventPlayer,
  recordEmitted,
  recordingActions,
  type SystemUnderTest,
} from './support/model.ts'

function startLogin() {
  const effects: Effect[] = []
  const authenticate = controllable<CurrentUser, LoginInput>('authenticate', effects)
  const actor = createActor(
    loginMachine.provide({
      actors: { authenticate: authenticate.logic },
      actions: recordingActions(effects, ['notifyFailure', 'notifySignedIn']),
      // The console's check: the domain schema (src/console/areas/login/LoginPage.tsx).
      guards: { credentialsAreValid: (_, credentials) => loginSchema.safeParse(credentials).success },
    }),
  )
  recordEmitted(actor, effects)
  actor.start()
  const sut: SystemUnderTest<LoginState, LoginModelEvent> = {
    effects,
    observe: () => {
      const snapshot = actor.getSnapshot()
      return {
        value: snapshot.value as LoginState['value'],
        failure: snapshot.context.failure,
        status: snapshot.status as LoginState['status'],
        output: snapshot.output ?? null,
      }
    },
    play: eventPlayer(actor, { authenticate }),
  }
  return sut
}

describeAgainstModel('login machine', loginModel, loginMachine, startLogin)

describe('login machine without a provided actor', () => {
  it('fails naming the actor to provide', async () => {
    const error = await errorOf(loginMachine.implementations.actors.authenticate, valid)
    expect(error).toEqual(new Error('loginMachine: provide the authenticate actor'))
  })

  it('refuses to judge credentials without a provided check', () => {
    const check = loginMachine.implementations.guards.credentialsAreValid!
    expect(() => check({} as never, valid)).toThrow('loginMachine: provide the credentialsAreValid guard')
  })
})

describe('classifyLoginError', () => {
  it('tells wrong credentials, rate limiting and an unreachable server apart', () => {
    expect(classifyLoginError({ status: 400 })).toBe('invalid-credentials')
    expect(classifyLoginError({ status: 401 })).toBe('invalid-credentials')
    expect(classifyLoginError({ status: 403 })).toBe('invalid-credentials')
    expect(classifyLoginError({ status: 429 })).toBe('rate-limited')
    expect(classifyLoginError(new TypeError('Failed to fetch'))).toBe('unavailable')
    expect(classifyLoginError({ status: 503 })).toBe('unavailable')
    expect(classifyLoginError(null)).toBe('unavailable')
  })
})
