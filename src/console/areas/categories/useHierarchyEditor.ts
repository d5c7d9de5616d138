import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { categoryHierarchyMachine, hasPendingMoves } from '../../../../machines/categoryHierarchy.machine.ts'
import type { CategoryDto } from '../../../domain/categories.ts'
import type { HierarchyItem } from '../../../domain/category-hierarchy.ts'
import { failureOf } from '../../../domain/failure.ts'
import { categories } from '../../api/categories.ts'
import { useResourceChanged, useResourceClient, useResourceList } from '../../api/useResource.ts'
import { type DraftSaving, savingDraft } from '../../ui/hierarchy/savingDraft.ts'
import { useHierarchyUrl } from '../../ui/hierarchy/useHierarchyUrl.ts'
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
  const latest = useRef<DraftSaving<{ items: HierarchyItem[] }, HierarchyItem[]>>(null!)
  latest.current = { save: (input) => client.saveHierarchy(input.items), messages, invalidate }
  const machine = useMemo(() => categoryHierarchyMachine.provide(savingDraft(latest)), [])
  const [snapshot, send] = useMachine(machine)
  const state = snapshot.value as 'closed' | 'editing' | 'confirmingClose' | 'saving'
  const isOpen = state !== 'closed'

  const items = useMemo(() => list.data?.map(toItem), [list.data])
  const pending = hasPendingMoves(snapshot.context)
  const unsaved = t`The new order and hierarchy are not saved.`
  const { urlOpen, closeUrl } = useHierarchyUrl(hierarchyParam, {
    isOpen,
    items,
    pending,
    unsaved,
    send,
    refetch: list.refetch,
  })

  return {
    list,
    state,
    isOpen,
    urlOpen,
    closeUrl,
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
