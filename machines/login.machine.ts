import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'
import type { CurrentUser, LoginInput } from '../src/domain/auth.ts'
import { failureOf } from '../src/domain/failure.ts'

export type LoginFailure = 'invalid-credentials' | 'rate-limited' | 'unavailable'

/** What the login form tells the user; the toast always reads 'Login failed' (docs/product.md §8). */
export function classifyLoginError(error: unknown): LoginFailure {
  const status = failureOf(error)?.status
  if (status === 429) return 'rate-limited'
  if (status === 400 || status === 401 || status === 403) return 'invalid-credentials'
  return 'unavailable'
}

type Context = { credentials: LoginInput | null; user: CurrentUser | null; failure: LoginFailure | null }
type Events = { type: 'login.submit'; credentials: LoginInput } | { type: 'login.edit' }

/**
 * Sign-in: idle → submitting → signedIn, or → failed and back. The call to the server
 * (`authenticate`, invoked while submitting), the failure toast and what happens after sign-in are
 * injected with `.provide()`, and so is the check of the credentials (`credentialsAreValid`,
 * `loginSchema` of src/domain/auth.ts): the login page loads that schema, and zod with it, only
 * once the visitor types (issue 11). tests/machines/models/login.model.ts holds its expected behaviour.
 */
export const loginMachine = setup({
  types: { context: {} as Context, events: {} as Events, output: {} as { user: CurrentUser | null } },
  actors: {
    authenticate: fromPromise<CurrentUser, LoginInput>(async () => {
      throw new Error('loginMachine: provide the authenticate actor')
    }),
  },
  guards: {
    credentialsAreValid: (_, _credentials: LoginInput): boolean => {
      throw new Error('loginMachine: provide the credentialsAreValid guard')
    },
  },
  actions: {
    storeCredentials: assign({ credentials: (_, credentials: LoginInput) => credentials, failure: null }),
    storeUser: assign({ user: (_, user: CurrentUser) => user, credentials: null }),
    storeFailure: assign({ failure: (_, error: unknown) => classifyLoginError(error) }),
    clearFailure: assign({ failure: null }),
    notifyFailure: (_, _failure: LoginFailure | null) => {},
    notifySignedIn: (_, _user: CurrentUser | null) => {},
  },
}).createMachine({
  id: 'login',
  context: { credentials: null, user: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': {
          guard: { type: 'credentialsAreValid', params: ({ event }) => event.credentials },
          target: 'submitting',
          actions: { type: 'storeCredentials', params: ({ event }) => event.credentials },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => context.credentials!,
        onDone: { target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    failed: {
      entry: { type: 'notifyFailure', params: ({ context }) => context.failure },
      on: {
        'login.submit': {
          guard: { type: 'credentialsAreValid', params: ({ event }) => event.credentials },
          target: 'submitting',
          actions: { type: 'storeCredentials', params: ({ event }) => event.credentials },
        },
        'login.edit': { target: 'idle', actions: 'clearFailure' },
      },
    },
    signedIn: {
      type: 'final',
      entry: { type: 'notifySignedIn', params: ({ context }) => context.user },
    },
  },
  output: ({ context }) => ({ user: context.user }),
})
