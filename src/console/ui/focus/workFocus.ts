import { leaveQuestion } from '../leave/unsavedInput.ts'
import { focusPrimary } from './returnFocus.ts'

/**
 * Where the user was working: the last element focused in the page (`<main>`) or in a drawer. The
 * palette, the `?` dialog and a question open over it and, having no trigger of their own to give
 * focus back to, would leave it on the page body (issue 18: J, K and Enter then did nothing).
 */
let last: HTMLElement | null = null

const WORK = 'main, .form-drawer'

/** Starts remembering where the user works (the shell does, while it is shown). */
export function trackWorkFocus() {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (target instanceof HTMLElement && target.closest(WORK)) last = target
  }
  document.addEventListener('focusin', onFocusIn)
  return () => document.removeEventListener('focusin', onFocusIn)
}

/** The element the user last worked in, while it is still on the page. */
export const workFocus = (): HTMLElement | null => (last?.isConnected ? last : null)

/**
 * Gives focus back to where the user worked, else to the page's list. Does nothing when that
 * element has gone meanwhile (another page replaced it: that page places focus itself).
 */
export function returnToWork() {
  const target = workFocus()
  if (target) target.focus({ preventScroll: true })
  else if (!last) focusPrimary()
}

/** How long a closing dialog is waited for (its exit, Radix's own focus return). */
const WAIT_MS = 1500

/** A question is asked (or the leave guard is about to ask): it gives focus back when answered. */
const questionAsked = () => leaveQuestion.pending() || document.querySelector('[role="alertdialog"]') !== null

/**
 * Once a dialog without a trigger has closed (`gone` says when it has left the page), focus goes
 * back to where the user worked, unless something else took it meanwhile (a drawer a command
 * opened) or a question is asked: only focus left on the page body is moved.
 */
export function returnToWorkOnceClosed(gone: () => boolean) {
  const until = Date.now() + WAIT_MS
  const attempt = () => {
    if (!gone()) {
      if (Date.now() < until) requestAnimationFrame(attempt)
      return
    }
    const active = document.activeElement
    if ((!active || active === document.body) && !questionAsked()) returnToWork()
  }
  requestAnimationFrame(attempt)
}
