import { useEffect, useSyncExternalStore } from 'react'
import { useBlocker } from 'react-router-dom'
import { leaveQuestion, unsavedInputs } from '../../ui/leave/unsavedInput.ts'
import { useDiscardQuestion } from '../../ui/leave/useDiscardQuestion.ts'

/** Logging out (and a lost session) goes to the login page: it is never held up. */
const LOGIN = '/login'

/**
 * The console's one leave guard (issue 18: two drawers on a page each installed a router blocker,
 * and the router keeps only one, so the second page's edits were dropped without a question).
 * Every part holding unsaved input reports it (`useUnsavedInput`); a navigation that would take
 * any of it off the screen (the menu, the palette, a G sequence, Back, a link, another record of
 * the same page) is held while the discard question asks: Keep editing stays (the address as it
 * was), Discard changes goes on. A reload or closing the tab gets the browser's own question.
 */
export function useLeaveGuard() {
  const blocker = useBlocker(({ nextLocation }) => {
    const held = nextLocation.pathname !== LOGIN && unsavedInputs.lostAt(nextLocation).length > 0
    if (held) leaveQuestion.set(true)
    return held
  })
  const question = useDiscardQuestion(
    () => blocker.reset?.(),
    () => blocker.proceed?.(),
  )
  const { send } = question

  const held = blocker.state === 'blocked' ? blocker.location : null
  useEffect(() => {
    leaveQuestion.set(held !== null)
    if (held) send({ type: 'question.ask', lost: unsavedInputs.lostAt(held) })
    else send({ type: 'question.withdrawn' })
  }, [held, send])

  const unsaved = useSyncExternalStore(
    unsavedInputs.subscribe,
    () => unsavedInputs.getSnapshot().length > 0,
    () => false,
  )
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

  const { asking, lost, keepEditing, discard } = question
  return { asking, lost, keepEditing, discard }
}
