import type { CurrentUser, LoginInput } from '../../../src/domain/auth.ts'
import type { BehaviourModel, Outcome } from '../support/model.ts'

// The expected behaviour of machines/login.machine.ts, written by hand from docs/product.md §8 and the login
// page: a valid form goes to the server; its answer signs in or shows why not (the toast always
// reads 'Login failed'); editing after a failure clears the message.

export const valid: LoginInput = { email: 'admin@example.com', password: 'secret' }
export const invalid: LoginInput = { email: 'not-an-email', password: '' }
export const user: CurrentUser = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Admin',
  email: valid.email,
  level: 'admin',
}

type Failure = 'invalid-credentials' | 'rate-limited' | 'unavailable'

export type LoginState = {
  value: 'idle' | 'submitting' | 'failed' | 'signedIn'
  /** What the form says went wrong. */
  failure: Failure | null
  /** `done` once signed in, with the user as the machine's output. */
  status: 'active' | 'done'
  output: { user: CurrentUser | null } | null
}

export type LoginModelEvent =
  | { type: 'login.submit'; credentials: LoginInput }
  | { type: 'login.edit' }
  | { type: 'authenticate.done'; output: CurrentUser }
  /** `means` is the model's own reading of the error; the machine gets only `error`. */
  | { type: 'authenticate.error'; error: unknown; means: Failure }

const idle: LoginState = { value: 'idle', failure: null, status: 'active', output: null }

const isValid = (credentials: LoginInput) => credentials === valid

function next(state: LoginState, event: LoginModelEvent): Outcome<LoginState> {
  const stay = { state, effects: [] }
  const submit = (): Outcome<LoginState> =>
    event.type === 'login.submit' && isValid(event.credentials)
      ? {
          state: { ...state, value: 'submitting', failure: null },
          effects: [['start', 'authenticate', event.credentials]],
        }
      : stay
  switch (state.value) {
    case 'idle':
      return submit()
    case 'submitting':
      if (event.type === 'authenticate.done')
        return {
          state: { value: 'signedIn', failure: null, status: 'done', output: { user: event.output } },
          effects: [['notifySignedIn', event.output]],
        }
      if (event.type === 'authenticate.error')
        return {
          state: { ...state, value: 'failed', failure: event.means },
          effects: [['notifyFailure', event.means]],
        }
      return stay
    case 'failed':
      if (event.type === 'login.edit') return { state: idle, effects: [] }
      return submit()
    case 'signedIn':
      return stay
  }
}

export const loginModel: BehaviourModel<LoginState, LoginModelEvent> = {
  initial: idle,
  events: [
    { type: 'login.submit', credentials: valid },
    { type: 'login.submit', credentials: invalid },
    { type: 'login.edit' },
    { type: 'authenticate.done', output: user },
    { type: 'authenticate.error', error: { status: 401 }, means: 'invalid-credentials' },
    { type: 'authenticate.error', error: { status: 429 }, means: 'rate-limited' },
    { type: 'authenticate.error', error: new TypeError('Failed to fetch'), means: 'unavailable' },
  ],
  next,
  label: (event) => {
    if (event.type === 'login.submit') return `submit ${isValid(event.credentials) ? 'valid' : 'invalid'}`
    if (event.type === 'authenticate.error') return `server says ${event.means}`
    if (event.type === 'authenticate.done') return 'server signs in'
    return 'edit'
  },
}
