import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, type SortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Badge, Button, Callout, Flex, Spinner, Text, Theme, VisuallyHidden } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { Dialog } from 'radix-ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { categoryHierarchyMachine, hasPendingMoves } from '../../../../machines/categoryHierarchy.machine.ts'
import {
  type CategoryDto,
  type HierarchyItem,
  type HierarchyMove,
  type HierarchyProblem,
  hierarchyTree,
  placeOf,
  possibleParents,
  stepMove,
} from '../../../domain/categories.ts'
import { type CategoriesApi, categoriesApi } from '../../api/categories.ts'
import { apiError } from '../../api/client.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { DiscardChangesDialog, DrawerHeader } from '../../ui/form-drawer/DrawerParts.tsx'
import { translateValidation } from '../../ui/forms/validationMessages.ts'
import { toast } from '../../ui/toasts/toastStore.ts'
import { DropZone, HierarchyRow, type RowControl, RowPreview } from './HierarchyRow.tsx'
import { type DropOutcome, type DropTarget, dropId, dropOutcome, parseDropId } from './hierarchyDrop.ts'
import { categoryKeys, categoryListQuery } from './queries.ts'
import { useHierarchyParam } from './useHierarchyParam.ts'
import './categories.css'
import './messages.ts'

/** Rows stay in place while dragging; the drop target shows where the category would go. */
const keepInPlace: SortingStrategy = () => null

/**
 * The pointer picks the target it is over (or the nearest one in a gap); the keyboard sensor
 * moves the dragged row onto a target's top edge, so the target whose top is nearest wins.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args)
    return within.length ? within : closestCenter(args)
  }
  // sortableKeyboardCoordinates aligns the top edges, or the bottom edges when moving down within
  // one list; whichever edge lines up marks the target.
  const { collisionRect, droppableRects, droppableContainers } = args
  return droppableContainers
    .map((container) => {
      const rect = droppableRects.get(container.id)
      if (!rect) return null
      const value = Math.min(
        Math.abs(rect.top - collisionRect.top),
        Math.abs(rect.top + rect.height - (collisionRect.top + collisionRect.height)),
      )
      return { id: container.id, value }
    })
    .filter((entry) => entry !== null)
    .sort((a, b) => a.value - b.value)
    .map((entry) => ({ id: entry.id, data: { value: entry.value } }))
}

const toItem = (category: CategoryDto): HierarchyItem => ({
  id: category.id,
  parentCategoryId: category.parentCategoryId,
  index: category.index,
})

type DragState = { id: number; target: DropTarget | null; outcome: DropOutcome }

/**
 * Sort and Hierarchy (SPEC §2): the tree of main categories with their sub categories. Drag a
 * category onto a main category's drop zone to make it a sub category, onto the empty target to
 * make it a main category, or onto another row to move it there; all of it also works with the
 * keyboard (dnd-kit's keyboard sensor) and with the buttons on each row. Moves that would make a
 * third level are refused with the reason. Save writes the whole tree in one request.
 */
export function HierarchyDrawer({ api = categoriesApi }: { api?: CategoriesApi }) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  const list = useQuery(categoryListQuery(api, lang))
  const { open: urlOpen, closeHierarchy, keepOpen } = useHierarchyParam()

  const closedByMachine = useRef(false)
  const messages = { saved: t`Saved category`, saveFailed: t`Failed to save category` }
  const latest = useRef({ api, messages, queryClient, closeHierarchy })
  latest.current = { api, messages, queryClient, closeHierarchy }
  const machine = useMemo(
    () =>
      categoryHierarchyMachine.provide({
        actors: {
          save: fromPromise(async ({ input }: { input: { items: HierarchyItem[] } }) =>
            latest.current.api.saveHierarchy(input.items),
          ),
        },
        actions: {
          notifySaved: () => {
            const { messages, queryClient } = latest.current
            toast.success(messages.saved)
            void queryClient.invalidateQueries({ queryKey: categoryKeys.all })
          },
          notifySaveFailed: (_, error) => {
            const { messages, queryClient } = latest.current
            toast.error(messages.saveFailed, apiError(error)?.message)
            // Another editor may have changed the categories: the list shows what is stored.
            void queryClient.invalidateQueries({ queryKey: categoryKeys.all })
          },
          emitClosed: () => {
            // The router applies the URL change a little later; until then the URL still says open.
            closedByMachine.current = true
            latest.current.closeHierarchy()
          },
        },
      }),
    [],
  )
  const [snapshot, send] = useMachine(machine)
  const state = snapshot.value as 'closed' | 'editing' | 'confirmingClose' | 'saving'
  const isOpen = state !== 'closed'
  const { draft, refusal, error } = snapshot.context
  const pending = hasPendingMoves(snapshot.context)

  const items = useMemo(() => list.data?.map(toItem), [list.data])
  // URL → machine: a link, the palette or Back opens or closes the drawer.
  useEffect(() => {
    if (!urlOpen) closedByMachine.current = false
    if (urlOpen && !isOpen && items && !closedByMachine.current) send({ type: 'hierarchy.open', items })
    if (!urlOpen && isOpen) send({ type: 'hierarchy.close' })
  }, [urlOpen, isOpen, items, send])
  // Opening asks for the current tree (another editor may have changed it since the list loaded).
  const { refetch } = list
  useEffect(() => {
    if (urlOpen) void refetch()
  }, [urlOpen, refetch])
  // Opened before the list had loaded (a link straight to ?hierarchy): once the tree shows, start
  // on its first drag handle, unless the user already went elsewhere.
  const contentRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!isOpen) return
    const timer = setTimeout(() => {
      const content = contentRef.current
      if (!content) return
      const active = document.activeElement
      const untouched =
        !active || active === document.body || !content.contains(active) || active.hasAttribute('data-close')
      if (untouched) content.querySelector<HTMLElement>('[data-control="handle"]')?.focus()
    }, 0)
    return () => clearTimeout(timer)
  }, [isOpen])
  // A reloaded list (another language, a save elsewhere) replaces an untouched tree.
  useEffect(() => {
    if (items) send({ type: 'hierarchy.refresh', items })
  }, [items, send])

  const byId = useMemo(
    () => new Map((list.data ?? []).map((category) => [category.id, category])),
    [list.data],
  )
  const titleOf = useCallback(
    (id: number | null | undefined) => {
      const category = id == null ? undefined : byId.get(id)
      return category ? category.title || `#${category.id}` : `#${id}`
    },
    [byId],
  )

  // Texts that say where a category would go, or why it cannot.
  const refusalText = useCallback(
    (problem: HierarchyProblem, move: HierarchyMove) => {
      const title = titleOf(move.id)
      const parent = titleOf(move.parentCategoryId)
      switch (problem) {
        case 'self':
          return t`${title} cannot go under itself.`
        case 'hasChildren':
          return t`${title} has sub categories, so it cannot become a sub category. Only two levels are allowed.`
        case 'targetIsSub':
          return t`${parent} is a sub category, so it cannot have sub categories. Only two levels are allowed.`
        default:
          return t`${title} is no longer in the list. Reload the page.`
      }
    },
    [t, titleOf],
  )
  const placementText = useCallback(
    (move: HierarchyMove, position: number, count: number) => {
      const title = titleOf(move.id)
      const place = position + 1
      if (move.parentCategoryId === null) return t`${title}: main category, position ${place} of ${count}.`
      const parent = titleOf(move.parentCategoryId)
      return t`${title}: sub category of ${parent}, position ${place} of ${count}.`
    },
    [t, titleOf],
  )
  const backInPlace = useCallback((title: string) => t`${title}: back in its place.`, [t])
  const outcomeText = useCallback(
    (id: number, outcome: DropOutcome) =>
      outcome.kind === 'refused'
        ? refusalText(outcome.problem, outcome.move)
        : outcome.kind === 'move'
          ? placementText(outcome.move, outcome.position, outcome.siblings)
          : backInPlace(titleOf(id)),
    [titleOf, refusalText, placementText, backInPlace],
  )

  // --- drag and drop ---------------------------------------------------------------------------
  const [drag, setDrag] = useState<DragState | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Space picks up (Enter stays free for Ctrl+Enter, which saves); Space or Enter drops.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  )
  const draggedId = (active: { id: string | number }) => {
    const target = parseDropId(active.id)
    return target?.kind === 'row' ? target.id : null
  }
  const outcomeOver = (active: { id: string | number }, over: { id: string | number } | null) => {
    const id = draggedId(active)
    if (id === null) return null
    const target = parseDropId(over?.id)
    return { id, target, outcome: dropOutcome(draft, id, target) }
  }
  const leftHome = useRef(false)
  const onDragStart = ({ active }: DragStartEvent) => {
    leftHome.current = false
    const id = draggedId(active)
    if (id !== null) setDrag({ id, target: { kind: 'row', id }, outcome: { kind: 'none' } })
  }
  const onDragOver = ({ active, over }: DragOverEvent) => setDrag(outcomeOver(active, over))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const result = outcomeOver(active, over)
    setDrag(null)
    if (result && result.outcome.kind !== 'none') send({ type: 'hierarchy.move', move: result.outcome.move })
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const id = draggedId(active)
      if (id === null) return undefined
      const title = titleOf(id)
      return t`Picked up ${title}.`
    },
    onDragOver: ({ active, over }) => {
      const result = outcomeOver(active, over)
      // Right after the pick-up the category is over its own place: "Picked up" says enough.
      if (!result || (result.outcome.kind === 'none' && !leftHome.current)) return undefined
      leftHome.current = true
      return outcomeText(result.id, result.outcome)
    },
    onDragEnd: ({ active, over }) => {
      const result = outcomeOver(active, over)
      if (!result) return undefined
      const { id, outcome } = result
      const title = titleOf(id)
      if (outcome.kind === 'none') return t`${title} was dropped in its place.`
      if (outcome.kind === 'refused') {
        const reason = refusalText(outcome.problem, outcome.move)
        return t`Not moved. ${reason}`
      }
      const place = placementText(outcome.move, outcome.position, outcome.siblings)
      return t`Moved. ${place}`
    },
    onDragCancel: ({ active }) => {
      const id = draggedId(active)
      if (id === null) return undefined
      const title = titleOf(id)
      return t`Moving ${title} was cancelled. It is back in its place.`
    },
  }
  const [liveRegion, setLiveRegion] = useState<HTMLElement | null>(null)

  // --- the buttons on each row (keyboard fallback) ----------------------------------------------
  const [status, setStatus] = useState('')
  const focusAfter = useRef<{ id: number; control: RowControl } | null>(null)
  const moveBy = (move: HierarchyMove, control: RowControl) => {
    focusAfter.current = { id: move.id, control }
    send({ type: 'hierarchy.move', move })
  }
  useEffect(() => {
    const wanted = focusAfter.current
    if (!wanted) return
    focusAfter.current = null
    const place = placeOf(draft, wanted.id)
    if (place) {
      const count = place.siblings.length
      setStatus(
        placementText(
          { id: wanted.id, parentCategoryId: place.parentCategoryId, position: place.position },
          place.position,
          count,
        ),
      )
    }
    // After Radix Select has returned focus to its (possibly remounted) trigger.
    const timer = setTimeout(() => {
      const row = document.querySelector(`[data-hierarchy-row="${wanted.id}"]`)
      const control = row?.querySelector<HTMLElement>(`[data-control="${wanted.control}"]:not([disabled])`)
      ;(control ?? row?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus()
    }, 0)
    return () => clearTimeout(timer)
  }, [draft, placementText])

  const tree = useMemo(() => hierarchyTree(draft), [draft])
  const close = () => send({ type: 'hierarchy.close' })
  const saving = state === 'saving'
  const saveError = apiError(error)
  const { i18n } = useLingui()

  const dropState = (target: DropTarget) => {
    if (!drag?.target || dropId(drag.target) !== dropId(target)) return undefined
    if (drag.outcome.kind === 'refused') return 'refused'
    if (drag.outcome.kind === 'none') return undefined
    if (target.kind !== 'row') return 'into'
    const dragged = placeOf(draft, drag.id)
    const over = placeOf(draft, target.id)
    const downwards =
      dragged &&
      over &&
      dragged.parentCategoryId === over.parentCategoryId &&
      dragged.position < over.position
    return downwards ? 'after' : 'before'
  }

  return (
    <>
      <Dialog.Root
        open={urlOpen || isOpen}
        onOpenChange={(next) => !next && (isOpen ? close() : closeHierarchy())}
      >
        <Dialog.Portal>
          <Theme>
            <Dialog.Overlay className="form-drawer-overlay" />
            <Dialog.Content
              ref={contentRef}
              className="form-drawer hierarchy-drawer"
              aria-describedby={undefined}
              onOpenAutoFocus={(event) => {
                // Start on the first drag handle: keyboard users can pick up a category at once.
                const handle = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
                  '[data-control="handle"]',
                )
                if (handle) {
                  event.preventDefault()
                  handle.focus()
                }
              }}
              onKeyDown={(event) => {
                if (
                  (event.ctrlKey || event.metaKey) &&
                  event.key === 'Enter' &&
                  pending &&
                  !saving &&
                  !drag
                ) {
                  event.preventDefault()
                  send({ type: 'hierarchy.save' })
                }
              }}
              onEscapeKeyDown={(event) => {
                // Esc while dragging cancels the drag, not the drawer.
                if (drag) event.preventDefault()
              }}
            >
              <DrawerHeader
                title={t`Sort and Hierarchy`}
                aside={
                  pending ? (
                    <Badge color="amber" variant="soft" highContrast>
                      {t`Unsaved changes`}
                    </Badge>
                  ) : null
                }
              />
              {!isOpen ? (
                <Flex p="5" gap="2" align="center" aria-busy="true">
                  {list.error ? (
                    <Callout.Root color="red" role="alert">
                      <Callout.Text>{t`The categories could not be loaded.`}</Callout.Text>
                    </Callout.Root>
                  ) : (
                    <>
                      <Spinner /> {t`Loading…`}
                    </>
                  )}
                </Flex>
              ) : (
                <>
                  <div className="form-drawer-body">
                    <Flex direction="column" gap="3">
                      <Text size="2" color="gray">
                        {t`Drag a category onto the zone under a main category to make it a sub category, onto the empty target at the bottom to make it a main category, or onto another category to move it there. Only two levels are allowed.`}
                      </Text>
                      <Text size="1" color="gray">
                        {t`With the keyboard: focus a category's handle, press Space to pick it up, the arrow keys to move, Space to drop, Escape to cancel. The buttons on each row do the same.`}
                      </Text>
                      {refusal ? (
                        <Callout.Root color="red" size="1">
                          <Callout.Icon>
                            <ExclamationTriangleIcon />
                          </Callout.Icon>
                          <Callout.Text>{refusalText(refusal.problem, refusal.move)}</Callout.Text>
                        </Callout.Root>
                      ) : null}
                      {saveError ? (
                        <Callout.Root color="red" size="1" role="alert">
                          <Callout.Text>
                            {translateValidation(i18n, saveError.message) ?? messages.saveFailed}
                          </Callout.Text>
                        </Callout.Root>
                      ) : null}
                      <div ref={setLiveRegion} />
                      <VisuallyHidden role="status">{status}</VisuallyHidden>
                      <DndContext
                        sensors={sensors}
                        collisionDetection={collisionDetection}
                        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
                        accessibility={{
                          announcements,
                          container: liveRegion ?? undefined,
                          screenReaderInstructions: {
                            draggable: t`To pick up a category, press Space. Use the arrow keys to move it over a place, then press Space or Enter to drop it there, or Escape to cancel.`,
                          },
                        }}
                        onDragStart={onDragStart}
                        onDragOver={onDragOver}
                        onDragEnd={onDragEnd}
                        onDragCancel={() => setDrag(null)}
                      >
                        <SortableContext
                          id="main-categories"
                          items={tree.map((branch) => dropId({ kind: 'row', id: branch.id }))}
                          strategy={keepInPlace}
                        >
                          <ol className="hierarchy-tree" aria-label={t`Categories in order`}>
                            {tree.map((branch, position) => {
                              const category = byId.get(branch.id)
                              const title = titleOf(branch.id)
                              return (
                                <li key={branch.id} className="hierarchy-branch">
                                  <HierarchyRow
                                    id={branch.id}
                                    emoji={category?.emoji ?? ''}
                                    title={titleOf(branch.id)}
                                    level="main"
                                    childCount={branch.children.length}
                                    canMoveUp={position > 0}
                                    canMoveDown={position < tree.length - 1}
                                    parents={possibleParents(draft, branch.id).map((id) => ({
                                      id,
                                      emoji: byId.get(id)?.emoji ?? '',
                                      title: titleOf(id),
                                    }))}
                                    dropState={dropState({ kind: 'row', id: branch.id })}
                                    dragging={drag?.id === branch.id}
                                    disabled={saving}
                                    onStep={(delta, control) => {
                                      const move = stepMove(draft, branch.id, delta)
                                      if (move) moveBy(move, control)
                                    }}
                                    onNest={(parentId) =>
                                      moveBy(
                                        {
                                          id: branch.id,
                                          parentCategoryId: parentId,
                                          position: Number.MAX_SAFE_INTEGER,
                                        },
                                        'handle',
                                      )
                                    }
                                  />
                                  <SortableContext
                                    id={`sub-categories-${branch.id}`}
                                    items={branch.children.map((id) => dropId({ kind: 'row', id }))}
                                    strategy={keepInPlace}
                                  >
                                    {branch.children.length ? (
                                      <ol
                                        className="hierarchy-children"
                                        aria-label={t`Sub categories of ${title}`}
                                      >
                                        {branch.children.map((childId, childPosition) => (
                                          <li key={childId}>
                                            <HierarchyRow
                                              id={childId}
                                              emoji={byId.get(childId)?.emoji ?? ''}
                                              title={titleOf(childId)}
                                              level="sub"
                                              childCount={0}
                                              canMoveUp={childPosition > 0}
                                              canMoveDown={childPosition < branch.children.length - 1}
                                              parents={possibleParents(draft, childId)
                                                .filter((id) => id !== branch.id)
                                                .map((id) => ({
                                                  id,
                                                  emoji: byId.get(id)?.emoji ?? '',
                                                  title: titleOf(id),
                                                }))}
                                              dropState={dropState({ kind: 'row', id: childId })}
                                              dragging={drag?.id === childId}
                                              disabled={saving}
                                              onStep={(delta, control) => {
                                                const move = stepMove(draft, childId, delta)
                                                if (move) moveBy(move, control)
                                              }}
                                              onNest={(parentId) =>
                                                moveBy(
                                                  {
                                                    id: childId,
                                                    parentCategoryId: parentId,
                                                    position: Number.MAX_SAFE_INTEGER,
                                                  },
                                                  'handle',
                                                )
                                              }
                                              onMakeMain={() =>
                                                moveBy(
                                                  {
                                                    id: childId,
                                                    parentCategoryId: null,
                                                    position: position + 1,
                                                  },
                                                  'handle',
                                                )
                                              }
                                            />
                                          </li>
                                        ))}
                                      </ol>
                                    ) : null}
                                  </SortableContext>
                                  <DropZone
                                    target={{ kind: 'into', parentId: branch.id }}
                                    label={t`Drop here to make it a sub category of ${title}`}
                                    state={dropState({ kind: 'into', parentId: branch.id })}
                                    active={drag !== null}
                                  />
                                </li>
                              )
                            })}
                          </ol>
                        </SortableContext>
                        <DropZone
                          target={{ kind: 'root' }}
                          label={t`Drop here to make it a main category`}
                          state={dropState({ kind: 'root' })}
                          active={drag !== null}
                          root
                        />
                        <DragOverlay dropAnimation={null}>
                          {drag ? (
                            <RowPreview
                              emoji={byId.get(drag.id)?.emoji ?? ''}
                              title={titleOf(drag.id)}
                              refused={drag.outcome.kind === 'refused'}
                            />
                          ) : null}
                        </DragOverlay>
                      </DndContext>
                    </Flex>
                  </div>
                  <Flex className="form-drawer-actions" gap="2" justify="between" align="center">
                    {drag ? (
                      // Where the category would go, for the eyes (screen readers hear the announcements);
                      // outside the scrolling tree, so it never moves a drop target.
                      <Text
                        as="p"
                        size="2"
                        aria-hidden
                        className="hierarchy-drag-status"
                        data-refused={drag.outcome.kind === 'refused' || undefined}
                      >
                        {outcomeText(drag.id, drag.outcome)}
                      </Text>
                    ) : null}
                    <Button
                      type="button"
                      variant="soft"
                      color="gray"
                      disabled={!pending || saving}
                      onClick={() => send({ type: 'hierarchy.reset' })}
                    >
                      {t`Reset`}
                    </Button>
                    <Flex gap="2" align="center">
                      <Text size="1" color="gray" className="form-drawer-hint">
                        {t`Ctrl+Enter saves`}
                      </Text>
                      <Button type="button" variant="soft" color="gray" disabled={saving} onClick={close}>
                        {t`Cancel`}
                      </Button>
                      <Button
                        type="button"
                        disabled={!pending || saving}
                        loading={saving}
                        onClick={() => send({ type: 'hierarchy.save' })}
                      >
                        {t`Save`}
                      </Button>
                    </Flex>
                  </Flex>
                </>
              )}
            </Dialog.Content>
          </Theme>
        </Dialog.Portal>
      </Dialog.Root>
      <DiscardChangesDialog
        open={state === 'confirmingClose'}
        description={t`The new order and hierarchy are not saved. Close anyway?`}
        onDiscard={() => send({ type: 'hierarchy.discard' })}
        onKeepEditing={() => {
          send({ type: 'hierarchy.keepEditing' })
          if (!urlOpen) keepOpen()
        }}
      />
    </>
  )
}
