import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useUpdateSearchParams } from '../useUpdateSearchParams.ts'

/**
 * Which of a list page's views shows (`?view=emails`), kept in the URL like its filters and page,
 * so a view can be linked and survives a reload. The first view is the default and is not
 * written; anything the page does not know reads as the default. Switching keeps the filters and
 * the page (the same rows, other columns) and adds a history entry, so Back returns to the other view.
 */
export function useViewParam<V extends string>(views: readonly [V, ...V[]], name = 'view') {
  const [params] = useSearchParams()
  const raw = params.get(name)
  const view = views.find((candidate) => candidate === raw) ?? views[0]
  const update = useUpdateSearchParams()
  const setView = useCallback(
    (next: V) =>
      update((updated) => {
        if (next === views[0]) updated.delete(name)
        else updated.set(name, next)
      }),
    [update, views, name],
  )
  return [view, setView] as const
}
