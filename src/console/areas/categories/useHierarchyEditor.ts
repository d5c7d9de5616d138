import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { categoryHierarchyMachine, hasPendingMoves } from '../../../../machines/categoryHierarchy.machine.ts'
import type { CategoryDto } from '../../../domain/categories.ts'
import type { HierarchyItem } from '../../../domain/category-hierarchy.ts'
import { failureOf } from '../../../domain/failure.ts'
import { categories } from '../../api/categories.ts'
import { useResourceChanged, useResourceClient, useResourceList } from '../../api/useResource.ts'
import { useUrlDrawer } from '../../ui/drawer/useUrlDrawer.ts'
import { useUnsavedInput } from '../../ui/leave/useUnsavedInput.tsx'
import { toast } from '../../ui/toasts/toastStore.ts'
import { hierarchyParam } from './useHierarchyParam.ts'

const toItem = (category: CategoryDto): HierarchyItem => ({
  id: category.id,
  parentCategoryId: category.parentCategoryId,
  index: category.index,
})

/**
 * What Sort and Hierarchy does, without its markup: the category list, the hierarchy machine with
 * its save and notices, and the open state in the URL (`?hierarchy`). Opening asks for the
 * current tree; a reloaded list (another language, a save elsewhere) replaces an untouched tree.
 * Pending moves are unsaved input: the leave guard asks before a navigation drops them.
 */
export function useHierarchyEditor() {
  const { t } = useLingui()
  const client = useResourceClient(categories)
  const list = useResourceList(categories)
  const invalidate = useResourceChanged(categories)

  const messages = { saved: t`Saved category`, saveFailed: t`Failed to save category` }
  const latest = useRef({ client, messages, invalidate })
  latest.current = { client, messages, invalidate }
  const machine = useMemo(
    () =>
      categoryHierarchyMachine.provide({
        actors: {
          save: fromPromise(async ({ input }: { input: { items: HierarchyItem[] } }) =>
            latest.current.client.saveHierarchy(input.items),
          ),
        },
        actions: {
          notifySaved: () => {
            const { messages, invalidate } = latest.current
            toast.success(messages.saved)
            void invalidate()
          },
          notifySaveFailed: (_, error) => {
            const { messages, invalidate } = latest.current
            toast.error(messages.saveFailed, failureOf(error)?.message)
            // Another editor may have changed the categories: the list shows what is stored.
            void invalidate()
          },
        },
      }),
    [],
  )
  const [snapshot, send] = useMachine(machine)
  const state = snapshot.value as 'closed' | 'editing' | 'confirmingClose' | 'saving'
  const isOpen = state !== 'closed'

  const items = useMemo(() => list.data?.map(toItem), [list.data])
  // A link, the palette or Back opens or closes the drawer, once the list has loaded.
  const url = useUrlDrawer(hierarchyParam, {
    openKey: isOpen ? true : null,
    ready: items !== undefined,
    open: () => items && send({ type: 'hierarchy.open', items }),
    // The address went elsewhere: the leave guard has asked about pending moves already.
    close: () => send({ type: 'hierarchy.leave' }),
  })
  const pending = hasPendingMoves(snapshot.context)
  const unsaved = t`The new order and hierarchy are not saved.`
  useUnsavedInput(isOpen && pending, unsaved, url.keptAt)
  // Opening asks for the current tree (another editor may have changed it since the list loaded).
  const { refetch } = list
  const urlOpen = url.urlKey !== null
  useEffect(() => {
    if (urlOpen) void refetch()
  }, [urlOpen, refetch])
  useEffect(() => {
    if (items) send({ type: 'hierarchy.refresh', items })
  }, [items, send])

  return {
    list,
    state,
    isOpen,
    /** The URL says open (the drawer shows, loading, until the machine has opened). */
    urlOpen,
    /** Closes the URL only (while the machine has not opened). */
    closeUrl: () => url.set(null),
    draft: snapshot.context.draft,
    refusal: snapshot.context.refusal,
    saveError: failureOf(snapshot.context.error),
    pending,
    /** What closing with pending moves would drop, for the question. */
    unsavedInput: [unsaved],
    saving: state === 'saving',
    messages,
    send,
  }
}
