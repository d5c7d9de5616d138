import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'

/**
 * Unsaved changes are never dropped silently by leaving: a reload or closing the tab gets the
 * browser's own question, and a move to another page (menu, palette, G-shortcut, Back) waits for
 * the drawer's "discard changes?" (`asking`; `leave` goes on, `stay` stays). Logging out is not
 * held up: the session ends either way.
 */
export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when a return value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [unsaved])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== '/login',
  )
  return {
    asking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  }
}
