import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * A new page opens at its top (issue 18: it kept the scroll of the page before). Only a change of
 * page counts, not a drawer opening over the list (`?edit=12`) or a filter; Back and Forward are
 * left to the browser, which puts the page back where it was. (A new page of a list is the
 * list's own: `DataGrid`.)
 */
export function useScrollTopOnNewPage() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const type = useRef(navigationType)
  type.current = navigationType
  useLayoutEffect(() => {
    // The path is the trigger: a new page was asked for.
    void pathname
    if (type.current !== 'POP') window.scrollTo(0, 0)
  }, [pathname])
}
