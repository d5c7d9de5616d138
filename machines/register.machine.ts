import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'
import type { RegisterInput, RegisterResponse } from '../src/domain/auth.ts'
import { failureOf } from '../src/domain/failure.ts'

/** Field messages the server sent back (e.g. an e-mail that is taken), by field name. */
export type FieldErrors = Record<string, string>

export const fieldErrorsOf = (error: unknown): FieldErrors => failureOf(error)?.fields ?? {}

type Context = { input: RegisterInput | null; fieldErrors: FieldErrors }
type Events = { type: 'register.submit'; input: RegisterInput } | { type: 'register.edit' }

/**
 * Registration: idle → submitting → registered, or → failed ('Registration failed', with any
 * field messages from the server) and back to idle on the next edit. The `register` call is invoked
 * while submitting and injected with `.provide()`; tests/machines/models/register.model.ts holds the
 * expected behaviour.
 */
export const registerMachine = setup({
  types: { context: {} as Context, events: {} as Events },
  actors: {
    register: fromPromise<RegisterResponse, RegisterInput>(async () => {
      throw new Error('registerMachine: provide the register actor')
    }),
  },
  actions: {
    storeInput: assign({ input: (_, input: RegisterInput) => input, fieldErrors: {} }),
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
    idle: {
      on: {
        'register.submit': {
          target: 'submitting',
          actions: { type: 'storeInput', params: ({ event }) => event.input },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.input!,
        onDone: 'registered',
        onError: {
          target: 'failed',
          actions: {
            type: 'storeFieldErrors',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    failed: {
      entry: 'notifyFailure',
      on: {
        'register.submit': {
          target: 'submitting',
          actions: { type: 'storeInput', params: ({ event }) => event.input },
        },
        'register.edit': { target: 'idle', actions: 'clearFieldErrors' },
      },
    },
    registered: { type: 'final', entry: 'notifyRegistered' },
  },
})
