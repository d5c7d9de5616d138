import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import {
  type HierarchyItem,
  type HierarchyProblem,
  hierarchyTree,
  possibleParents,
} from '../../../domain/category-hierarchy.ts'
import { LAST, type OrderingModel, stepMove } from '../../../domain/ordering-model.ts'
import { OrderingArea, OrderingGroup } from '../../ui/ordering/OrderingArea.tsx'
import type { Ordering } from '../../ui/ordering/useOrdering.ts'
import { DropZone, HierarchyRow, RowPreview } from './HierarchyRow.tsx'
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
  const { titleOf, emojiOf } = texts

  /** One row; `parentId` and `position` place it, `count` is the size of its level. */
  const row = (id: number, parentId: number | null, position: number, count: number, childCount = 0) => (
    <HierarchyRow
      id={id}
      emoji={emojiOf(id)}
      title={titleOf(id)}
      level={parentId === null ? 'main' : 'sub'}
      childCount={childCount}
      canMoveUp={position > 0}
      canMoveDown={position < count - 1}
      parents={possibleParents(draft, id)
        .filter((candidate) => candidate !== parentId)
        .map((candidate) => ({ id: candidate, emoji: emojiOf(candidate), title: titleOf(candidate) }))}
      dropState={dropStateOf({ kind: 'row', id })}
      dragging={drag?.id === id}
      disabled={disabled}
      onStep={(delta, control) => {
        const move = stepMove(model, id, delta)
        if (move) moveBy(move, control)
      }}
      onNest={(parent) => moveBy({ id, parentId: parent, position: LAST }, 'handle')}
      onMakeMain={
        parentId === null
          ? undefined
          : () => {
              // Right after its old parent.
              const parentPosition = tree.findIndex((branch) => branch.id === parentId)
              moveBy({ id, parentId: null, position: parentPosition + 1 }, 'handle')
            }
      }
    />
  )

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
