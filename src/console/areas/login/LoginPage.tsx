import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { HTTPError } from 'ky'
import { useMemo } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { loginMachine } from '../../../../machines/login.machine.ts'
import type { CurrentUser, LoginInput } from '../../../domain/auth.ts'
import { sessionApi } from '../../api/session.ts'
import { afterLoginPath, sessionHint, sessionKey, useSession } from '../../app/session/session.ts'
import { PublicLayout } from '../../app/shell/PublicLayout.tsx'
import { toast } from '../../ui/toasts/toastStore.ts'
import { LoginForm, loginResolver } from './LoginForm.tsx'

async function authenticate(credentials: LoginInput): Promise<CurrentUser> {
  try {
    return (await sessionApi.login(credentials)).user
  } catch (error) {
    throw error instanceof HTTPError ? { status: error.response.status } : error
  }
}

export default function LoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { status } = useSession({ onlyIfHinted: true })
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: { authenticate: fromPromise(({ input }: { input: LoginInput }) => authenticate(input)) },
        // The form submits only what `loginSchema` accepted, so the schema is loaded by then.
        guards: {
          credentialsAreValid: (_, credentials) =>
            loginResolver.schema()?.safeParse(credentials).success ?? false,
        },
        actions: {
          notifyFailure: () => toast.error(t`Login failed`),
          notifySignedIn: (_, user) => {
            sessionHint.set(true)
            queryClient.setQueryData(sessionKey, user)
            navigate(afterLoginPath(location.search), { replace: true })
          },
        },
      }),
    [t, queryClient, navigate, location.search],
  )
  const [snapshot, send] = useMachine(machine)

  if (status === 'signed-in' && !snapshot.matches('signedIn')) {
    return <Navigate to={afterLoginPath(location.search)} replace />
  }
  return (
    <PublicLayout>
      <LoginForm
        submitting={snapshot.matches('submitting')}
        failure={snapshot.context.failure}
        onSubmit={(credentials) => send({ type: 'login.submit', credentials })}
        onEdit={() => snapshot.matches('failed') && send({ type: 'login.edit' })}
      />
    </PublicLayout>
  )
}
