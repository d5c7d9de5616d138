import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { UNSAVED_ID } from '../../../domain/constants.ts'

/**
 * The open record lives in the URL (`?edit=12` or `?new`), so a link, a reload or the palette can
 * open a drawer. `null` means closed; -1 means a new record.
 */
export function useDrawerParam() {
  const [params, setParams] = useSearchParams()
  const edit = Number(params.get('edit'))
  const openId = params.has('new') ? UNSAVED_ID : Number.isInteger(edit) && edit > 0 ? edit : null

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          change(next)
          return next
        },
        { replace: false },
      ),
    [setParams],
  )

  const openNew = useCallback(
    () =>
      update((next) => {
        next.delete('edit')
        next.set('new', '')
      }),
    [update],
  )
  const openEdit = useCallback(
    (id: number) =>
      update((next) => {
        next.delete('new')
        next.set('edit', String(id))
      }),
    [update],
  )
  const close = useCallback(
    () =>
      update((next) => {
        next.delete('new')
        next.delete('edit')
      }),
    [update],
  )
  return { openId, openNew, openEdit, close }
}

/** The link that opens a record's drawer on a list page, e.g. for the palette. */
export const editPath = (path: string, id: number) => `${path}?edit=${id}`
export const newPath = (path: string) => `${path}?new`
