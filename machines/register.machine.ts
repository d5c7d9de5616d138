import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
} from 'xstate'
import type { RegisterInput, RegisterResponse } from '../src/domain/auth.ts'

/** Field messages the server sent back (e.g. an e-mail that is taken), by field name. */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: unknown): FieldErrors {
  const fields = (error as { fields?: unknown } | null)?.fields
  return fields && typeof fields === 'object' ? (fields as FieldErrors) : {}
}

type Context = { input: RegisterInput | null; fieldErrors: FieldErrors }
type Events =
  | { type: 'register.submit'; input: RegisterInput }
  | { type: 'register.edit' }
  | DoneActorEvent<RegisterResponse, 'register'>
  | ErrorActorEvent<unknown, 'register'>

/**
 * Registration: idle → submitting → registered, or → failed ('Registration failed', with any
 * field messages from the server) and back to idle on the next edit.
 */
export const registerMachine = setup({
  types: { context: {} as Context, events: {} as Events },
  actors: {
    register: fromPromise<RegisterResponse, RegisterInput>(async () => {
      throw new Error('registerMachine: provide the register actor')
    }),
  },
  actions: {
    storeInput: assign({
      input: ({ event }) => (event.type === 'register.submit' ? event.input : null),
      fieldErrors: {},
    }),
    storeFieldErrors: assign({ fieldErrors: (_, error: unknown) => fieldErrorsOf(error) }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    notifyFailure: () => {},
    notifyRegistered: () => {},
  },
}).createMachine({
  id: 'register',
  context: { input: null, fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: { on: { 'register.submit': { target: 'submitting', actions: 'storeInput' } } },
    submitting: {
      entry: spawnChild('register', { id: 'register', input: ({ context }) => context.input! }),
      exit: stopChild('register'),
      on: {
        'xstate.done.actor.register': 'registered',
        'xstate.error.actor.register': {
          target: 'failed',
          actions: {
            type: 'storeFieldErrors',
            params: ({ event }: { event: ErrorActorEvent<unknown, 'register'> }) => event.error,
          },
        },
      },
    },
    failed: {
      entry: 'notifyFailure',
      on: {
        'register.submit': { target: 'submitting', actions: 'storeInput' },
        'register.edit': { target: 'idle', actions: 'clearFieldErrors' },
      },
    },
    registered: { type: 'final', entry: 'notifyRegistered' },
  },
})
