import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { isConflict } from '../../../../../machines/co2Hierarchy.machine.ts'
import { co2HierarchyModel } from '../../../../domain/co2/hierarchy.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { translateValidation } from '../../../ui/forms/validationMessages.ts'
import { HierarchyDrawerFrame } from '../../../ui/hierarchy/HierarchyDrawerFrame.tsx'
import { HierarchyTree } from '../../../ui/hierarchy/HierarchyTree.tsx'
import { useOrdering } from '../../../ui/ordering/useOrdering.ts'
import { useCo2HierarchyEditor } from './useCo2HierarchyEditor.ts'
import { useCo2HierarchyTexts } from './useCo2HierarchyTexts.ts'
import { useCo2HierarchyWords } from './useCo2HierarchyWords.ts'

export { useCo2HierarchyParam } from './useCo2HierarchyParam.ts'

/**
 * Sort and Hierarchy of the CO2 questions (docs/product.md §2 "CO2 quiz area", §4 "CO2
 * hierarchy"): the questions in quiz order as top-level questions with their sub questions. Drag
 * a question onto the zone under a top-level question to make it its sub question, onto the empty
 * target to make it top level, or onto another row to move it there; by keyboard (dnd-kit's
 * keyboard sensor), with the row's keys and buttons, or from the palette. One level only: a move
 * that would make a second one is refused with the reason. Opened by `?hierarchy` on /co2quiz; the
 * drawer and tree are the hierarchy kit's (`ui/hierarchy/`), the workflow
 * machines/co2Hierarchy.machine.ts.
 */
export function Co2HierarchyDrawer() {
  const { t, i18n } = useLingui()
  const editor = useCo2HierarchyEditor()
  const { draft, busy, send } = editor
  const texts = useCo2HierarchyTexts(editor.list.data)
  const words = useCo2HierarchyWords()
  const model = useMemo(() => co2HierarchyModel(draft), [draft])
  const ordering = useOrdering({ model, texts, onMove: (move) => send({ type: 'hierarchy.move', move }) })
  const failure = failureOf(editor.error)

  return (
    <HierarchyDrawerFrame
      editor={{
        urlOpen: editor.urlOpen,
        isOpen: editor.isOpen,
        pending: editor.pending,
        saving: busy,
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
        t`Drag a question onto the zone under a top-level question to make it a sub question, onto the empty target at the bottom to make it a top-level question, or onto another question to move it there. Only one level is allowed: a question with sub questions cannot become one.`,
        t`With the keyboard: the arrow keys go from question to question; Alt with an arrow moves the focused one (up, down, under the question above, back to the top level); Enter opens its menu; Space picks it up to drag with the arrows, Space drops it, Escape cancels. Press ? for every key.`,
      ]}
      loadFailed={t`The questions could not be loaded.`}
      refusal={editor.refusal ? texts.refusal(editor.refusal.problem, editor.refusal.move) : null}
      failure={
        editor.error === null
          ? null
          : isConflict(editor.error)
            ? editor.messages.conflict
            : (translateValidation(i18n, failure?.message) ?? editor.messages.saveFailed)
      }
    >
      <HierarchyTree model={model} ordering={ordering} texts={texts} words={words} disabled={busy} />
    </HierarchyDrawerFrame>
  )
}
