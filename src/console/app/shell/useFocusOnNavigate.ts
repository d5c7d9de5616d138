import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { focusPrimary } from '../../ui/focus/returnFocus.ts'

/**
 * How long a page still loading (its chunk: `aria-busy`) is waited for before focus settles on
 * <main>. A page that marks nothing gets <main> at once; a slow connection (or CI's busy cores,
 * which took the users page past 3 s) still lands on the list once it comes.
 */
const WAIT_MS = 10_000
/** How long the focused list is watched: a page that re-renders it (rows replacing a placeholder) drops focus to the body. */
const WATCH_MS = 1_500

/**
 * Focus is free to move: on the body, on <main> itself (the last page marked nothing), or outside
 * the page (the menu link or palette that navigated).
 */
const focusIsFree = () => {
  const active = document.activeElement
  return !active || active === document.body || active.matches('main') || !active.closest('main')
}
/** Focus fell out of the page's elements: onto the body or <main> itself. */
const focusDropped = () => {
  const active = document.activeElement
  return !active || active === document.body || active.matches('main')
}
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
/** The page is still loading its chunk (AreaRoute's spinner says aria-busy). */
const pageLoading = () => document.querySelector('main [aria-busy="true"]') !== null

/**
 * After every navigation (menu, palette, G-shortcut, login) focus moves to the page's primary
 * content, its list, so j/k and Enter work at once instead of Tab presses. A drawer opened by the
 * URL keeps its own focus, and focus the user already moved, or a key or pointer they pressed since
 * the navigation, is left alone.
 */
export function useFocusOnNavigate() {
  const { pathname } = useLocation()
  useEffect(() => {
    // The path is the trigger: a new page was asked for.
    void pathname
    const until = Date.now() + WAIT_MS
    let frame = 0
    let frames = 0
    /** The element this navigation focused, watched a moment: a re-rendering page can drop it. */
    let placed: Element | null = null
    let watchUntil = 0
    /** <main> has the focus for want of a list: only a list that comes, on <main> still, takes it. */
    let fellBack = false
    // A key pressed or a pointer pressed after the navigation is the user taking over (Tab to the
    // menu while the list is still loading): from then on focus is theirs.
    let taken = false
    const takeOver = () => {
      taken = true
      cancelAnimationFrame(frame)
    }
    document.addEventListener('keydown', takeOver, true)
    document.addEventListener('pointerdown', takeOver, true)
    const attempt = () => {
      if (taken || dialogOpen()) return
      if (placed) {
        const active = document.activeElement
        if (active === placed && Date.now() < watchUntil) frame = requestAnimationFrame(attempt)
        // Moved on by the user (or still held once the watch is over): theirs from here.
        if (active === placed || !focusDropped()) return
        placed = null
      } else if (fellBack ? !focusDropped() : !focusIsFree()) return
      // A page that marks nothing gets <main> once it has loaded (or after the wait). Not before:
      // <main> may still have the focus the last page left there, and this page's list is coming.
      // Its list may still come after that (its rows wait for their data): while focus stays on
      // <main>, keep looking for it until the wait is over.
      const fallback = !fellBack && (Date.now() > until || (frames++ > 1 && !pageLoading()))
      if (focusPrimary({ fallback })) {
        placed = document.activeElement
        watchUntil = Date.now() + WATCH_MS
        frame = requestAnimationFrame(attempt)
        return
      }
      fellBack ||= fallback
      if (Date.now() <= until) frame = requestAnimationFrame(attempt)
    }
    frame = requestAnimationFrame(attempt)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', takeOver, true)
      document.removeEventListener('pointerdown', takeOver, true)
    }
  }, [pathname])
}
