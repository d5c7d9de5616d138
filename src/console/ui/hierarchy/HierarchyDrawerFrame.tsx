import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes'
import { type ReactNode, useRef } from 'react'
import {
  DiscardChangesDialog,
  DrawerActions,
  DrawerBody,
  DrawerHeader,
  DrawerLoading,
  ResetButton,
  SaveShortcutHint,
} from '../drawer/DrawerParts.tsx'
import { DrawerShell, isSaveShortcut } from '../drawer/DrawerShell.tsx'
import { firstHandleIn, useFocusFirstHandle } from '../ordering/focus.ts'
import type { Ordering } from '../ordering/useOrdering.ts'
import './hierarchy.css'

/** Where a hierarchy editor is (its machine's state, read by the area's editor hook). */
export type HierarchyEditorView = {
  /** The URL names the drawer (it shows, loading, until the editor has opened). */
  urlOpen: boolean
  /** The editor has the tree. */
  isOpen: boolean
  pending: boolean
  saving: boolean
  confirmingClose: boolean
  /** The items could not be loaded (while not open yet). */
  loadFailed: boolean
  /** What closing with pending moves would drop, for the question. */
  unsavedInput: string[]
}

/** What the drawer's controls ask of the editor. */
export type HierarchyEditorActions = {
  close: () => void
  /** Closes the URL only (while the editor has not opened). */
  closeUrl: () => void
  save: () => void
  reset: () => void
  discard: () => void
  keepEditing: () => void
}

/**
 * The Sort and Hierarchy drawer of any two-level tree (the categories, the CO2 questions): header
 * with "Unsaved changes", how to move items (`help`), the last refusal and save failure, the
 * tree (`children`), and Reset, Cancel, Save below it, where a drag's outcome shows too.
 * Ctrl+Enter saves; Esc during a drag cancels the drag, not the drawer; focus starts on the first
 * drag handle; closing with pending moves asks first.
 */
export function HierarchyDrawerFrame<Problem>({
  editor,
  actions,
  ordering,
  help,
  loadFailed,
  refusal,
  failure,
  children,
}: {
  editor: HierarchyEditorView
  actions: HierarchyEditorActions
  ordering: Ordering<Problem>
  /** How to move items with the pointer and with the keys: one text each. */
  help: readonly string[]
  /** Said when the items could not be loaded. */
  loadFailed: string
  /** Why the last move was refused, if it was. */
  refusal: string | null
  /** Why the last save failed, if it did. */
  failure: string | null
  children: ReactNode
}) {
  const { t } = useLingui()
  const { isOpen, pending, saving } = editor
  const { drag } = ordering
  // Opened before the list had loaded (a link straight to ?hierarchy): once the tree shows, start
  // on its first drag handle.
  const contentRef = useRef<HTMLDivElement>(null)
  useFocusFirstHandle(contentRef, isOpen)

  return (
    <>
      <DrawerShell
        open={editor.urlOpen || isOpen}
        onClose={() => (isOpen ? actions.close() : actions.closeUrl())}
        className="hierarchy-drawer"
        contentRef={contentRef}
        onOpenAutoFocus={(event) => {
          // Start on the first drag handle: keyboard users can pick up an item at once.
          const handle = firstHandleIn(event.currentTarget as HTMLElement | null)
          if (handle) {
            event.preventDefault()
            handle.focus()
          }
        }}
        onKeyDown={(event) => {
          if (isSaveShortcut(event) && pending && !saving && !drag) {
            event.preventDefault()
            actions.save()
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
          editor.loadFailed ? (
            <Flex p="5" gap="2" align="center" aria-busy="true">
              <Callout.Root color="red" role="alert">
                <Callout.Text>{loadFailed}</Callout.Text>
              </Callout.Root>
            </Flex>
          ) : (
            <DrawerLoading />
          )
        ) : (
          <>
            <DrawerBody>
              <Flex direction="column" gap="3">
                {help.map((text, position) => (
                  <Text key={text} size={position === 0 ? '2' : '1'} color="gray">
                    {text}
                  </Text>
                ))}
                {refusal ? (
                  <Callout.Root color="red" size="1">
                    <Callout.Icon>
                      <ExclamationTriangleIcon />
                    </Callout.Icon>
                    <Callout.Text>{refusal}</Callout.Text>
                  </Callout.Root>
                ) : null}
                {failure ? (
                  <Callout.Root color="red" size="1" role="alert">
                    <Callout.Text>{failure}</Callout.Text>
                  </Callout.Root>
                ) : null}
                {children}
              </Flex>
            </DrawerBody>
            <DrawerActions>
              {drag ? (
                // Where the item would go, for the eyes (screen readers hear the announcements);
                // outside the scrolling tree, so it never moves a drop target.
                <Text
                  as="p"
                  size="2"
                  aria-hidden
                  className="hierarchy-drag-status"
                  data-refused={drag.outcome.kind === 'refused' || undefined}
                >
                  {ordering.describe(drag.id, drag.outcome)}
                </Text>
              ) : null}
              <ResetButton disabled={!pending || saving} onClick={actions.reset} />
              <Flex gap="2" align="center">
                <SaveShortcutHint />
                <Button type="button" variant="soft" color="gray" disabled={saving} onClick={actions.close}>
                  {t`Cancel`}
                </Button>
                <Button type="button" disabled={!pending || saving} loading={saving} onClick={actions.save}>
                  {t`Save`}
                </Button>
              </Flex>
            </DrawerActions>
          </>
        )}
      </DrawerShell>
      <DiscardChangesDialog
        open={editor.confirmingClose}
        lost={editor.unsavedInput}
        onDiscard={actions.discard}
        onKeepEditing={actions.keepEditing}
      />
    </>
  )
}
