import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { loadRouter } from '../../app/routing/loadRouter.ts'
import { PublicRedirect, usePublicNavigation } from '../../app/routing/publicNavigation.tsx'
import { afterLoginPath, sessionHint, sessionKey, useSession } from '../../app/session/session.ts'
import { PublicLayout } from '../../app/shell/PublicLayout.tsx'
import { useLazyActor } from '../../ui/machines/useLazyActor.ts'
import { toast } from '../../ui/toasts/toastStore.ts'
import { LoginForm, loginRules } from './LoginForm.tsx'
import type { LoginEffects } from './loginLogic.ts'

const loadLoginLogic = (effects: () => LoginEffects) =>
  import('./loginLogic.ts').then(({ createLoginLogic }) => createLoginLogic(effects))

export default function LoginPage() {
  const { t } = useLingui()
  const { navigate, search } = usePublicNavigation()
  const queryClient = useQueryClient()
  const { status } = useSession({ onlyIfHinted: true })
  const effects = useRef<LoginEffects>(null!)
  effects.current = {
    // The form submits only what `loginSchema` accepted, so the schema is loaded by then.
    credentialsAreValid: (credentials) => loginRules.current()?.safeParse(credentials).success ?? false,
    notifyFailure: () => toast.error(t`Login failed`),
    notifySignedIn: (user) => {
      sessionHint.set(true)
      queryClient.setQueryData(sessionKey, user)
      navigate(afterLoginPath(search), { replace: true })
    },
  }
  // The workflow (machines/login.machine.ts) loads when the visitor starts typing (issue 11).
  const { snapshot, send, preload } = useLazyActor(() => loadLoginLogic(() => effects.current))

  if (status === 'signed-in' && !snapshot?.matches('signedIn')) {
    return <PublicRedirect to={afterLoginPath(search)} />
  }
  return (
    <PublicLayout>
      <LoginForm
        submitting={snapshot?.matches('submitting') ?? false}
        failure={snapshot?.context.failure ?? null}
        onSubmit={(credentials) => send({ type: 'login.submit', credentials })}
        onEdit={() => snapshot?.matches('failed') && send({ type: 'login.edit' })}
        onStartTyping={() => {
          preload()
          // Signing in lands in the console's router, which the login page did not download.
          void loadRouter()
        }}
      />
    </PublicLayout>
  )
}
