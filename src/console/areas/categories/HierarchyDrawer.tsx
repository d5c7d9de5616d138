import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useMemo, useRef } from 'react'
import {
  DiscardChangesDialog,
  DrawerActions,
  DrawerBody,
  DrawerHeader,
  DrawerLoading,
  ResetButton,
  SaveShortcutHint,
} from '../../ui/drawer/DrawerParts.tsx'
import { DrawerShell, isSaveShortcut } from '../../ui/drawer/DrawerShell.tsx'
import { translateValidation } from '../../ui/forms/validationMessages.ts'
import { firstHandleIn, useFocusFirstHandle } from '../../ui/ordering/focus.ts'
import { useOrdering } from '../../ui/ordering/useOrdering.ts'
import { HierarchyTree } from './HierarchyTree.tsx'
import { fromHierarchyMove, hierarchyModel, toHierarchyMove } from './hierarchyModel.ts'
import { useHierarchyEditor } from './useHierarchyEditor.ts'
import { useHierarchyTexts } from './useHierarchyTexts.ts'
import './categories.css'

/**
 * Sort and Hierarchy (docs/product.md §2): the tree of main categories with their sub categories. Drag a
 * category onto a main category's drop zone to make it a sub category, onto the empty target to
 * make it a main category, or onto another row to move it there; all of it also works with the
 * keyboard (dnd-kit's keyboard sensor) and with the buttons on each row. Moves that would make a
 * third level are refused with the reason. Save writes the whole tree in one request.
 */
export function HierarchyDrawer() {
  const { t, i18n } = useLingui()
  const editor = useHierarchyEditor()
  const { isOpen, draft, pending, saving, send } = editor
  const texts = useHierarchyTexts(editor.list.data)
  const model = useMemo(() => hierarchyModel(draft), [draft])
  const ordering = useOrdering({
    model,
    texts,
    onMove: (move) => send({ type: 'hierarchy.move', move: toHierarchyMove(move) }),
  })
  const { drag } = ordering
  // Opened before the list had loaded (a link straight to ?hierarchy): once the tree shows, start
  // on its first drag handle.
  const contentRef = useRef<HTMLDivElement>(null)
  useFocusFirstHandle(contentRef, isOpen)
  const close = () => send({ type: 'hierarchy.close' })

  return (
    <>
      <DrawerShell
        open={editor.urlOpen || isOpen}
        onClose={() => (isOpen ? close() : editor.closeUrl())}
        className="hierarchy-drawer"
        contentRef={contentRef}
        onOpenAutoFocus={(event) => {
          // Start on the first drag handle: keyboard users can pick up a category at once.
          const handle = firstHandleIn(event.currentTarget as HTMLElement | null)
          if (handle) {
            event.preventDefault()
            handle.focus()
          }
        }}
        onKeyDown={(event) => {
          if (isSaveShortcut(event) && pending && !saving && !drag) {
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
          editor.list.error ? (
            <Flex p="5" gap="2" align="center" aria-busy="true">
              <Callout.Root color="red" role="alert">
                <Callout.Text>{t`The categories could not be loaded.`}</Callout.Text>
              </Callout.Root>
            </Flex>
          ) : (
            <DrawerLoading />
          )
        ) : (
          <>
            <DrawerBody>
              <Flex direction="column" gap="3">
                <Text size="2" color="gray">
                  {t`Drag a category onto the zone under a main category to make it a sub category, onto the empty target at the bottom to make it a main category, or onto another category to move it there. Only two levels are allowed.`}
                </Text>
                <Text size="1" color="gray">
                  {t`With the keyboard: the arrow keys go from category to category; Alt with an arrow moves the focused one (up, down, under the main category above, back to main); Enter opens its menu; Space picks it up to drag with the arrows, Space drops it, Escape cancels. Press ? for every key.`}
                </Text>
                {editor.refusal ? (
                  <Callout.Root color="red" size="1">
                    <Callout.Icon>
                      <ExclamationTriangleIcon />
                    </Callout.Icon>
                    <Callout.Text>
                      {texts.refusal(editor.refusal.problem, fromHierarchyMove(editor.refusal.move))}
                    </Callout.Text>
                  </Callout.Root>
                ) : null}
                {editor.saveError ? (
                  <Callout.Root color="red" size="1" role="alert">
                    <Callout.Text>
                      {translateValidation(i18n, editor.saveError.message) ?? editor.messages.saveFailed}
                    </Callout.Text>
                  </Callout.Root>
                ) : null}
                <HierarchyTree
                  draft={draft}
                  model={model}
                  ordering={ordering}
                  texts={texts}
                  disabled={saving}
                />
              </Flex>
            </DrawerBody>
            <DrawerActions>
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
                  {ordering.describe(drag.id, drag.outcome)}
                </Text>
              ) : null}
              <ResetButton disabled={!pending || saving} onClick={() => send({ type: 'hierarchy.reset' })} />
              <Flex gap="2" align="center">
                <SaveShortcutHint />
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
            </DrawerActions>
          </>
        )}
      </DrawerShell>
      <DiscardChangesDialog
        open={editor.state === 'confirmingClose'}
        lost={editor.unsavedInput}
        onDiscard={() => send({ type: 'hierarchy.discard' })}
        onKeepEditing={() => send({ type: 'hierarchy.keepEditing' })}
      />
    </>
  )
}
