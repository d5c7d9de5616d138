import { fromPromise } from 'xstate'
import { loginMachine } from '../../../../machines/login.machine.ts'
import type { CurrentUser, LoginInput } from '../../../domain/auth.ts'
import { sessionApi } from '../../api/session.ts'

/** What the login page does at the machine's request (read when it happens, so always current). */
export type LoginEffects = {
  credentialsAreValid: (credentials: LoginInput) => boolean
  notifyFailure: () => void
  notifySignedIn: (user: CurrentUser) => void
}

// A refusal is thrown as the client's HTTP error; the machine reads it with `failureOf`.
const authenticate = async (credentials: LoginInput): Promise<CurrentUser> =>
  (await sessionApi.login(credentials)).user

/**
 * The login machine with the console's implementations: the server call, the credentials' check
 * and the page's effects. Its own chunk, with XState: the login page loads it when the visitor
 * starts typing (src/console/ui/machines/useLazyActor.ts).
 */
export function createLoginLogic(effects: () => LoginEffects) {
  return loginMachine.provide({
    actors: { authenticate: fromPromise(({ input }: { input: LoginInput }) => authenticate(input)) },
    guards: { credentialsAreValid: (_, credentials) => effects().credentialsAreValid(credentials) },
    actions: {
      notifyFailure: () => effects().notifyFailure(),
      notifySignedIn: (_, user) => user && effects().notifySignedIn(user),
    },
  })
}
