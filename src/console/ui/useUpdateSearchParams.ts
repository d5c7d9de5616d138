import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/**
 * The searches asked for on `pathname` that have not rendered yet, oldest first, and the last
 * search that did render (every hook instance sees each location; only the first acts on it).
 * One router per app, so module state is the app's state.
 */
let asked: { pathname: string; searches: string[]; rendered: string | null } = {
  pathname: '',
  searches: [],
  rendered: null,
}

/**
 * Changes some URL query parameters and keeps the others. react-router's functional
 * `setSearchParams` starts from the search of the last render, and navigations render in a
 * transition, after urgent updates such as typing. Two changes close together (a drawer closing,
 * then a keystroke in a filter) were each computed from the old URL, and the second undid the
 * first: the closed record came back into the URL and a click on it opened nothing. Here each
 * change starts from the newest search asked for.
 */
export function useUpdateSearchParams() {
  const navigate = useNavigate()
  const location = useLocation()
  const rendered = useRef(location)
  rendered.current = location

  useEffect(() => {
    const { pathname, search } = location
    const key = `${pathname}${search}`
    if (asked.rendered === key) return
    if (asked.pathname !== pathname) {
      asked = { pathname, searches: [], rendered: key }
      return
    }
    // Ours: drop it and everything asked before it. Anyone else's (back button, a link): start over.
    const at = asked.searches.indexOf(search)
    asked = { pathname, searches: at === -1 ? [] : asked.searches.slice(at + 1), rendered: key }
  }, [location])

  return useCallback(
    (change: (params: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      const { pathname, search } = rendered.current
      const pending = asked.pathname === pathname ? asked.searches : []
      const params = new URLSearchParams(pending.at(-1) ?? search)
      change(params)
      const next = params.size ? `?${params}` : ''
      asked = { ...asked, pathname, searches: [...pending, next] }
      navigate({ pathname, search: next }, { replace: options.replace, preventScrollReset: true })
    },
    [navigate],
  )
}
