import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { hasPendingSort, listSortMachine } from '../../../../../machines/listSort.machine.ts'
import { failureOf } from '../../../../domain/failure.ts'
import type { OrderItem } from '../../../../domain/ordering.ts'
import type { AnyResourceClient, QueryOf } from '../../../api/resource.ts'
import type { Resource } from '../../../api/resourceQueries.ts'
import { useResourceChanged, useResourceClient, useResourceList } from '../../../api/useResource.ts'
import type { DrawerParam } from '../../drawer/drawerParams.ts'
import { type DraftSaving, savingDraft } from '../../hierarchy/savingDraft.ts'
import { useHierarchyUrl } from '../../hierarchy/useHierarchyUrl.ts'

/** A resource whose list can be ordered (its contract declares `PUT /order`). */
type OrderableClient = AnyResourceClient & { order(items: OrderItem[]): Promise<OrderItem[]> }

/** The notices and the leave guard's words, in the area's own nouns. */
export type SortDrawerMessages = {
  /** After a save: "Saved the order of the questions". */
  saved: string
  /** After a failed save (the server's reason follows): "Failed to save the order of the questions". */
  saveFailed: string
  /** What closing or leaving with pending moves would drop: "The new order of the questions is not saved." */
  unsaved: string
}

const idsOf = (records: readonly { id: number }[]) => records.map((record) => record.id)

/**
 * What a Sort drawer of a flat ordered list does, without its markup: the resource's list (in the
 * order `query` asks for, its stored order), the list sort machine (machines/listSort.machine.ts)
 * with its save through the client's `order` and its notices, and the open state in the URL
 * (`param`), shared with Sort and Hierarchy (`useHierarchyUrl`): opening asks for the current
 * list, a reloaded list replaces an untouched draft, and pending moves are unsaved input the
 * leave guard asks about. Render it with `SortDrawer`.
 */
export function useSortDrawer<C extends OrderableClient>({
  param,
  resource,
  query,
  messages,
}: {
  param: DrawerParam<true>
  resource: Resource<C>
  /** The list's query: the one that answers it in its stored order (`{ sort: 'index' }`). */
  query?: QueryOf<C>
  messages: SortDrawerMessages
}) {
  const client = useResourceClient(resource)
  const list = useResourceList(resource, { query })
  const invalidate = useResourceChanged(resource)

  // The machine is made once; its actor and notices read the latest client and words.
  const latest = useRef<DraftSaving<{ items: OrderItem[] }, OrderItem[]>>(null!)
  latest.current = { save: (input) => client.order(input.items), messages, invalidate }
  const machine = useMemo(() => listSortMachine.provide(savingDraft(latest)), [])
  const [snapshot, send] = useMachine(machine)
  const state = snapshot.value as 'closed' | 'editing' | 'confirmingClose' | 'saving'
  const isOpen = state !== 'closed'

  const records = list.data as readonly { id: number }[] | undefined
  const items = useMemo(() => records && idsOf(records), [records])
  const pending = hasPendingSort(snapshot.context)
  const { urlOpen, closeUrl } = useHierarchyUrl(param, {
    isOpen,
    items,
    pending,
    unsaved: messages.unsaved,
    send,
    refetch: list.refetch,
  })

  return {
    /** The records as loaded (the rows show them); undefined while loading. */
    records: list.data,
    loadFailed: Boolean(list.error),
    state,
    isOpen,
    urlOpen,
    closeUrl,
    /** The ids in the draft's order, and as stored. */
    draft: snapshot.context.draft,
    original: snapshot.context.original,
    pending,
    saving: state === 'saving',
    saveError: failureOf(snapshot.context.error),
    /** What closing with pending moves would drop, for the question. */
    unsavedInput: [messages.unsaved],
    messages,
    send,
  }
}

/** A Sort drawer's editor over records `R` (what `SortDrawer` renders). */
export type SortDrawerEditor<R> = Omit<ReturnType<typeof useSortDrawer>, 'records'> & {
  records: readonly R[] | undefined
}
