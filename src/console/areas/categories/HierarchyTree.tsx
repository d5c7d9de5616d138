import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import {
  type HierarchyItem,
  type HierarchyProblem,
  hierarchyTree,
  possibleParents,
} from '../../../domain/category-hierarchy.ts'
import { LAST, type OrderingModel, stepMove } from '../../../domain/ordering-model.ts'
import { usePageKeys } from '../../app/palette/pageKeys.ts'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import { OrderingArea, OrderingGroup } from '../../ui/ordering/OrderingArea.tsx'
import { dragKeyCodes } from '../../ui/ordering/orderingKeys.ts'
import { rowKeyAction, rowKeySet } from '../../ui/ordering/rowKeys.ts'
import type { Ordering } from '../../ui/ordering/useOrdering.ts'
import { useRowFocus } from '../../ui/ordering/useRowFocus.ts'
import { DropZone, HierarchyRow, type RowControl, RowPreview } from './HierarchyRow.tsx'
import type { HierarchyTexts } from './useHierarchyTexts.ts'

type Props = {
  draft: readonly HierarchyItem[]
  model: OrderingModel<HierarchyProblem>
  ordering: Ordering<HierarchyProblem>
  texts: HierarchyTexts
  disabled: boolean
}

/**
 * The tree of Sort and Hierarchy: the main categories in order, each with its sub categories and
 * a drop zone under them (become a sub category of it), then the empty target (become a main
 * category). Every row can be dragged, or moved with its buttons.
 */
export function HierarchyTree({ draft, model, ordering, texts, disabled }: Props) {
  const { t } = useLingui()
  const tree = useMemo(() => hierarchyTree(draft), [draft])
  const { drag, moveBy, dropStateOf } = ordering
  const { titleOf, emojiOf, titleLangOf } = texts
  usePageKeys(rowKeySet)

  // One Tab stop for the whole tree; the arrows move between rows.
  const order = useMemo(() => tree.flatMap((branch) => [branch.id, ...branch.children]), [tree])
  const { tabStop, setCurrent, go } = useRowFocus(order)
  const [menuFor, setMenuFor] = useState<number | null>(null)

  /** Moves of one row, for its keys, its buttons and the palette. */
  const movesOf = (id: number, parentId: number | null) => {
    const parents = possibleParents(draft, id).filter((candidate) => candidate !== parentId)
    const step = (delta: -1 | 1, control: RowControl) => {
      const move = stepMove(model, id, delta)
      if (move) moveBy(move, control)
    }
    const nest = (parent: number) => moveBy({ id, parentId: parent, position: LAST }, 'handle')
    const makeMain =
      parentId === null
        ? undefined
        : () => {
            // Right after its old parent.
            const parentPosition = tree.findIndex((branch) => branch.id === parentId)
            moveBy({ id, parentId: null, position: parentPosition + 1 }, 'handle')
          }
    // Alt+ArrowRight: under the main category just above, where that is allowed.
    const above = parentId === null ? tree[tree.findIndex((branch) => branch.id === id) - 1]?.id : undefined
    const indent = above !== undefined && parents.includes(above) ? () => nest(above) : undefined
    return { parents, step, nest, makeMain, indent }
  }

  // Space picks a row up for dnd-kit's keyboard drag before `drag` is set: from then on, until the
  // drag ends, the arrows are the drag's.
  const pickedUp = useRef(false)
  useEffect(() => {
    if (drag) return
    pickedUp.current = false
  }, [drag])
  const onHandleKey = (id: number, parentId: number | null) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (dragKeyCodes.start.includes(event.code)) {
      pickedUp.current = true
      // A pick-up that did not start a drag (nothing to drag) frees the keys again.
      setTimeout(() => {
        if (!document.querySelector('[aria-pressed="true"][data-control="handle"]')) pickedUp.current = false
      }, 500)
      return false
    }
    if (drag || pickedUp.current || disabled) return false
    const action = rowKeyAction(event)
    if (!action) return false
    event.preventDefault()
    if (go(action, id)) return true
    const moves = movesOf(id, parentId)
    if (action === 'moveUp') moves.step(-1, 'handle')
    else if (action === 'moveDown') moves.step(1, 'handle')
    else if (action === 'outdent') moves.makeMain?.()
    else if (action === 'indent') moves.indent?.()
    else if (action === 'menu' && moves.parents.length) setMenuFor(id)
    return true
  }

  // The focused row's moves in the palette ("This record"), so they can be searched and run.
  const focused = order.includes(tabStop ?? -1) ? tabStop : undefined
  const focusedParent = focused === undefined ? null : (model.placeOf(focused)?.parentId ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the moves are rebuilt when the focused row or the tree (draft) changes
  const paletteMoves = useMemo((): Command[] | null => {
    if (focused === undefined || disabled) return null
    const moves = movesOf(focused, focusedParent)
    const commands: Command[] = [
      {
        id: 'hierarchy.up',
        group: 'record',
        label: msg`Move up`,
        keywords: ['omhoog'],
        run: () => moves.step(-1, 'handle'),
      },
      {
        id: 'hierarchy.down',
        group: 'record',
        label: msg`Move down`,
        keywords: ['omlaag'],
        run: () => moves.step(1, 'handle'),
      },
    ]
    if (moves.makeMain) {
      commands.push({
        id: 'hierarchy.main',
        group: 'record',
        label: msg`Make main category`,
        run: moves.makeMain,
      })
    }
    if (moves.parents.length) {
      commands.push({
        id: 'hierarchy.nest',
        group: 'record',
        label: msg`Make sub category of…`,
        keywords: ['parent', 'nest', 'subcategorie'],
        search: {
          placeholder: msg`Search main categories by title`,
          find: async (query) =>
            moves.parents
              .filter((parent) => titleOf(parent).toLowerCase().includes(query.trim().toLowerCase()))
              .map((parent) => ({
                id: `hierarchy-parent-${parent}`,
                label: `${emojiOf(parent)} ${titleOf(parent)}`,
                labelLang: titleLangOf(parent),
                run: () => moves.nest(parent),
              })),
        },
        run: () => {},
      })
    }
    return commands
  }, [focused, focusedParent, draft, disabled])
  useRecordCommands(paletteMoves)

  /** One row; `parentId` and `position` place it, `count` is the size of its level. */
  const row = (id: number, parentId: number | null, position: number, count: number, childCount = 0) => {
    const moves = movesOf(id, parentId)
    return (
      <HierarchyRow
        id={id}
        emoji={emojiOf(id)}
        title={titleOf(id)}
        titleLang={titleLangOf(id)}
        level={parentId === null ? 'main' : 'sub'}
        childCount={childCount}
        canMoveUp={position > 0}
        canMoveDown={position < count - 1}
        parents={moves.parents.map((candidate) => ({
          id: candidate,
          emoji: emojiOf(candidate),
          title: titleOf(candidate),
          titleLang: titleLangOf(candidate),
        }))}
        dropState={dropStateOf({ kind: 'row', id })}
        dragging={drag?.id === id}
        disabled={disabled}
        tabbable={id === tabStop}
        onHandleKey={onHandleKey(id, parentId)}
        onHandleFocus={() => (tabStop === id ? undefined : setCurrent(id))}
        menuOpen={menuFor === id}
        onMenuOpenChange={(open) => setMenuFor(open ? id : null)}
        onStep={moves.step}
        onNest={moves.nest}
        onMakeMain={moves.makeMain}
      />
    )
  }

  return (
    <OrderingArea
      ordering={ordering}
      preview={(dragged) => (
        <RowPreview
          emoji={emojiOf(dragged.id)}
          title={titleOf(dragged.id)}
          refused={dragged.outcome.kind === 'refused'}
        />
      )}
    >
      <OrderingGroup id="main-categories" ids={tree.map((branch) => branch.id)}>
        <ol className="hierarchy-tree" aria-label={t`Categories in order`}>
          {tree.map((branch, position) => {
            const title = titleOf(branch.id)
            return (
              <li key={branch.id} className="hierarchy-branch">
                {row(branch.id, null, position, tree.length, branch.children.length)}
                <OrderingGroup id={`sub-categories-${branch.id}`} ids={branch.children}>
                  {branch.children.length ? (
                    <ol className="hierarchy-children" aria-label={t`Sub categories of ${title}`}>
                      {branch.children.map((childId, childPosition) => (
                        <li key={childId}>
                          {row(childId, branch.id, childPosition, branch.children.length)}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </OrderingGroup>
                <DropZone
                  target={{ kind: 'into', parentId: branch.id }}
                  label={t`Drop here to make it a sub category of ${title}`}
                  state={dropStateOf({ kind: 'into', parentId: branch.id })}
                  active={drag !== null}
                />
              </li>
            )
          })}
        </ol>
      </OrderingGroup>
      <DropZone
        target={{ kind: 'root' }}
        label={t`Drop here to make it a main category`}
        state={dropStateOf({ kind: 'root' })}
        active={drag !== null}
        root
      />
    </OrderingArea>
  )
}
