import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import type { OrderingModel } from '../../../domain/ordering-model.ts'
import { usePageKeys } from '../../app/palette/pageKeys.ts'
import { OrderingArea, OrderingGroup } from '../ordering/OrderingArea.tsx'
import { dragKeyCodes } from '../ordering/orderingKeys.ts'
import { rowKeyAction, rowKeySet } from '../ordering/rowKeys.ts'
import type { Ordering } from '../ordering/useOrdering.ts'
import { useRowFocus } from '../ordering/useRowFocus.ts'
import { DropZone, HierarchyRow, RowPreview } from './HierarchyRow.tsx'
import type { HierarchyTexts, HierarchyWords } from './hierarchyWords.ts'
import { branchesOf, treeMovesOf } from './treeMoves.ts'
import { usePaletteMoves } from './usePaletteMoves.ts'
import './hierarchy.css'

type Props<Problem> = {
  /** The items and the area's rules (`treeModel`): a new model only when the items change. */
  model: OrderingModel<Problem>
  ordering: Ordering<Problem>
  texts: HierarchyTexts<Problem>
  words: HierarchyWords
  disabled: boolean
}

/**
 * The tree of a Sort and Hierarchy drawer (the categories', the CO2 questions'): the top-level
 * items in order, each with its children and a drop zone under them (go under it), then the empty
 * target (go to the top level). Every row can be dragged, moved with its keys and buttons, or
 * moved from the palette.
 */
export function HierarchyTree<Problem>({ model, ordering, texts, words, disabled }: Props<Problem>) {
  const tree = useMemo(() => branchesOf(model), [model])
  const { drag, moveBy, dropStateOf } = ordering
  const { titleOf, emojiOf, titleLangOf } = texts
  usePageKeys(rowKeySet)

  // One Tab stop for the whole tree; the arrows move between rows.
  const order = useMemo(() => tree.flatMap((branch) => [branch.id, ...branch.children]), [tree])
  const { tabStop, setCurrent, go } = useRowFocus(order)
  const [menuFor, setMenuFor] = useState<number | null>(null)
  const movesOf = (id: number, parentId: number | null) => treeMovesOf(model, moveBy, id, parentId)

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

  const focused = order.includes(tabStop ?? -1) ? tabStop : undefined
  usePaletteMoves({ focused, model, movesOf, texts, words, disabled })

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
        words={words}
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
      <OrderingGroup id="hierarchy-top" ids={tree.map((branch) => branch.id)}>
        <ol className="hierarchy-tree" aria-label={words.tree}>
          {tree.map((branch, position) => {
            const title = titleOf(branch.id)
            return (
              <li key={branch.id} className="hierarchy-branch">
                {row(branch.id, null, position, tree.length, branch.children.length)}
                <OrderingGroup id={`hierarchy-children-${branch.id}`} ids={branch.children}>
                  {branch.children.length ? (
                    <ol className="hierarchy-children" aria-label={words.childrenOf(title)}>
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
                  label={words.intoZone(title)}
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
        label={words.rootZone}
        state={dropStateOf({ kind: 'root' })}
        active={drag !== null}
        root
      />
    </OrderingArea>
  )
}
