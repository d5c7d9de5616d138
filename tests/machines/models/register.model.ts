import type { RegisterInput, RegisterResponse } from '../../../src/domain/auth.ts'
import type { BehaviourModel, Outcome } from '../support/model.ts'

// The expected behaviour of machines/register.machine.ts, written by hand from the register page:
// the form goes to the server; an accepted registration ends the flow, a refused one says
// 'Registration failed' and shows the server's field messages until the next edit or try.

export const input: RegisterInput = {
  email: 'new@example.org',
  password: 'long enough',
  firstName: 'Noor',
  lastName: 'Bos',
}
export const accepted: RegisterResponse = { message: 'Registration received.' }
// Field messages come with a 400 (a rule the server checks that the form did not).
export const refused = { status: 400, fields: { email: 'E-mail must be valid.' } }
export const offline = new TypeError('Failed to fetch')

export type RegisterState = {
  value: 'idle' | 'submitting' | 'failed' | 'registered'
  fieldErrors: Record<string, string>
  status: 'active' | 'done'
}

export type RegisterModelEvent =
  | { type: 'register.submit'; input: RegisterInput }
  | { type: 'register.edit' }
  | { type: 'register.done'; output: RegisterResponse }
  /** `fields` is what the model expects the form to show; the machine gets only `error`. */
  | { type: 'register.error'; error: unknown; fields: Record<string, string> }

const idle: RegisterState = { value: 'idle', fieldErrors: {}, status: 'active' }

function next(state: RegisterState, event: RegisterModelEvent): Outcome<RegisterState> {
  const stay = { state, effects: [] }
  const submit = (): Outcome<RegisterState> =>
    event.type === 'register.submit'
      ? {
          state: { value: 'submitting', fieldErrors: {}, status: 'active' },
          effects: [['start', 'register', event.input]],
        }
      : stay
  switch (state.value) {
    case 'idle':
      return submit()
    case 'submitting':
      if (event.type === 'register.done')
        return { state: { ...state, value: 'registered', status: 'done' }, effects: [['notifyRegistered']] }
      if (event.type === 'register.error')
        return {
          state: { ...state, value: 'failed', fieldErrors: event.fields },
          effects: [['notifyFailure']],
        }
      return stay
    case 'failed':
      if (event.type === 'register.edit') return { state: idle, effects: [] }
      return submit()
    case 'registered':
      return stay
  }
}

export const registerModel: BehaviourModel<RegisterState, RegisterModelEvent> = {
  initial: idle,
  events: [
    { type: 'register.submit', input },
    { type: 'register.edit' },
    { type: 'register.done', output: accepted },
    { type: 'register.error', error: refused, fields: refused.fields },
    { type: 'register.error', error: offline, fields: {} },
  ],
  next,
  label: (event) => {
    if (event.type === 'register.error')
      return Object.keys(event.fields).length ? 'server refuses a field' : 'server unreachable'
    if (event.type === 'register.done') return 'server accepts'
    return event.type.replace('register.', '')
  },
}
