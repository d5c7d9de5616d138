import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { translateValidation } from '../../ui/forms/validationMessages.ts'
import { HierarchyDrawerFrame } from '../../ui/hierarchy/HierarchyDrawerFrame.tsx'
import { HierarchyTree } from '../../ui/hierarchy/HierarchyTree.tsx'
import { useOrdering } from '../../ui/ordering/useOrdering.ts'
import { fromHierarchyMove, hierarchyModel, toHierarchyMove } from './hierarchyModel.ts'
import { useHierarchyEditor } from './useHierarchyEditor.ts'
import { useHierarchyTexts } from './useHierarchyTexts.ts'
import { useHierarchyWords } from './useHierarchyWords.ts'

/**
 * Sort and Hierarchy (docs/product.md §2): the tree of main categories with their sub categories. Drag a
 * category onto a main category's drop zone to make it a sub category, onto the empty target to
 * make it a main category, or onto another row to move it there; all of it also works with the
 * keyboard (dnd-kit's keyboard sensor) and with the buttons on each row. Moves that would make a
 * third level are refused with the reason. Save writes the whole tree in one request. The drawer
 * and the tree are the hierarchy kit's (`ui/hierarchy/`).
 */
export function HierarchyDrawer() {
  const { t, i18n } = useLingui()
  const editor = useHierarchyEditor()
  const { draft, saving, send } = editor
  const texts = useHierarchyTexts(editor.list.data)
  const words = useHierarchyWords()
  const model = useMemo(() => hierarchyModel(draft), [draft])
  const ordering = useOrdering({
    model,
    texts,
    onMove: (move) => send({ type: 'hierarchy.move', move: toHierarchyMove(move) }),
  })

  return (
    <HierarchyDrawerFrame
      editor={{
        urlOpen: editor.urlOpen,
        isOpen: editor.isOpen,
        pending: editor.pending,
        saving,
        confirmingClose: editor.state === 'confirmingClose',
        loadFailed: Boolean(editor.list.error),
        unsavedInput: editor.unsavedInput,
      }}
      actions={{
        close: () => send({ type: 'hierarchy.close' }),
        closeUrl: editor.closeUrl,
        save: () => send({ type: 'hierarchy.save' }),
        reset: () => send({ type: 'hierarchy.reset' }),
        discard: () => send({ type: 'hierarchy.discard' }),
        keepEditing: () => send({ type: 'hierarchy.keepEditing' }),
      }}
      ordering={ordering}
      help={[
        t`Drag a category onto the zone under a main category to make it a sub category, onto the empty target at the bottom to make it a main category, or onto another category to move it there. Only two levels are allowed.`,
        t`With the keyboard: the arrow keys go from category to category; Alt with an arrow moves the focused one (up, down, under the main category above, back to main); Enter opens its menu; Space picks it up to drag with the arrows, Space drops it, Escape cancels. Press ? for every key.`,
      ]}
      loadFailed={t`The categories could not be loaded.`}
      refusal={
        editor.refusal ? texts.refusal(editor.refusal.problem, fromHierarchyMove(editor.refusal.move)) : null
      }
      failure={
        editor.saveError
          ? (translateValidation(i18n, editor.saveError.message) ?? editor.messages.saveFailed)
          : null
      }
    >
      <HierarchyTree model={model} ordering={ordering} texts={texts} words={words} disabled={saving} />
    </HierarchyDrawerFrame>
  )
}
