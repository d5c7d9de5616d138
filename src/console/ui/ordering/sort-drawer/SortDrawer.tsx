import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { type ReactNode, useMemo } from 'react'
import { listModel } from '../../../../domain/ordering-model.ts'
import { translateValidation } from '../../forms/validationMessages.ts'
import { HierarchyDrawerFrame } from '../../hierarchy/HierarchyDrawerFrame.tsx'
import { useOrdering } from '../useOrdering.ts'
import { SortList } from './SortList.tsx'
import type { SortDrawerEditor } from './useSortDrawer.ts'
import { useSortTexts } from './useSortTexts.ts'

/** What an area says in its Sort drawer, in its own nouns ("question"). */
export type SortDrawerWords = {
  /** How to move items with the pointer, and with the keys: one text each. */
  help: readonly string[]
  /** Read when a drag handle gets focus: how to pick up, move, drop and cancel. */
  instructions: string
  /** The list's name: "Questions in order". */
  list: string
  /** What a screen reader calls a row while it is dragged: "draggable question". */
  roleDescription: string
  /** Said when the list could not be loaded. */
  loadFailed: string
  /** Said when there is nothing to order. */
  empty: string
}

/**
 * The Sort drawer of a flat ordered list (`useSortDrawer`'s editor): the items in their draft
 * order, moved by drag and drop with the pointer or the keyboard (Space picks up, the arrows move,
 * Space drops, Escape cancels), by Alt+↑/↓ or Move up/down; moved rows marked until Save sends the
 * whole order; Reset, Cancel (asking first when moves are pending), Ctrl+Enter. The frame is Sort
 * and Hierarchy's (`HierarchyDrawerFrame`), so both drawers look and behave alike; `nameOf` is an
 * item's plain name (stable between renders), `contentOf` what its row shows.
 */
export function SortDrawer<R extends { id: number }>({
  editor,
  words,
  nameOf,
  contentOf,
}: {
  editor: SortDrawerEditor<R>
  words: SortDrawerWords
  nameOf: (record: R) => string
  contentOf: (record: R) => ReactNode
}) {
  const { i18n } = useLingui()
  const { draft, saving, send, saveError } = editor
  const { texts, recordOf } = useSortTexts(editor.records, nameOf, words.instructions)
  const model = useMemo(() => listModel(draft), [draft])
  const ordering = useOrdering({ model, texts, onMove: (move) => send({ type: 'hierarchy.move', move }) })

  return (
    <HierarchyDrawerFrame
      editor={{
        urlOpen: editor.urlOpen,
        isOpen: editor.isOpen,
        pending: editor.pending,
        saving,
        confirmingClose: editor.state === 'confirmingClose',
        loadFailed: editor.loadFailed,
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
      help={words.help}
      loadFailed={words.loadFailed}
      refusal={null}
      failure={
        saveError ? (translateValidation(i18n, saveError.message) ?? editor.messages.saveFailed) : null
      }
    >
      {draft.length ? (
        <SortList
          ordering={ordering}
          ids={draft}
          original={editor.original}
          recordOf={recordOf}
          titleOf={texts.titleOf}
          contentOf={contentOf}
          label={words.list}
          roleDescription={words.roleDescription}
          disabled={saving}
        />
      ) : (
        <Text role="status" size="2" color="gray">
          {words.empty}
        </Text>
      )}
    </HierarchyDrawerFrame>
  )
}
