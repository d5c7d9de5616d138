import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { configureApi } from '../../api/client.ts'
import { loginPathFor, sessionKey } from './session.ts'

/**
 * A 401 or 500 from any call sends the user to /login, keeping the page (docs/product.md §7). A 503 does not:
 * it raises the server-unavailable notice (serverUnavailable.ts), which the next success clears.
 */
export function SessionLostRedirect() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    configureApi({
      onSessionLost: () => {
        const { pathname, search } = window.location
        if (pathname === '/login' || pathname === '/register') return
        queryClient.setQueryData(sessionKey, null)
        navigate(loginPathFor(pathname, search), { replace: true })
      },
    })
  }, [navigate, queryClient])
  return null
}
