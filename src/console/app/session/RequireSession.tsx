import { useLingui } from '@lingui/react/macro'
import { Flex, Spinner } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { ServerUnavailableNotice } from './ServerUnavailableNotice.tsx'
import { loginPathFor, useSession } from './session.ts'

/** Anonymous visitors go to /login, keeping the path they asked for. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') {
    return (
      <Flex p="6" gap="2" align="center" aria-busy="true">
        <Spinner /> {t`Loading…`}
      </Flex>
    )
  }
  // The session probe got a 503: keep the address and wait for the server rather than sign out.
  if (status === 'unavailable') {
    return (
      <Flex p="6" justify="center">
        <ServerUnavailableNotice always />
      </Flex>
    )
  }
  if (status === 'anonymous')
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />
  return children
}
