import { useLingui } from '@lingui/react/macro'
import { Cross2Icon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { ConfirmDialog } from '../ConfirmDialog.tsx'

/**
 * The parts every side drawer shares (record drawers, the feedback detail, Sort and Hierarchy),
 * so they look and behave alike. The close button carries `data-close`, so a drawer can tell it
 * from its own controls.
 */
export function DrawerHeader({
  title,
  recordId,
  aside,
}: {
  title: ReactNode
  /** The open record's id, shown small beside the close button. */
  recordId?: number | null
  aside?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Flex justify="between" align="center" className="form-drawer-header">
      <Dialog.Title asChild>
        <Heading as="h2" size="5">
          {title}
        </Heading>
      </Dialog.Title>
      <Flex align="center" gap="3">
        {recordId != null ? (
          <Text size="1" color="gray">
            ID {recordId}
          </Text>
        ) : null}
        {aside}
        <Dialog.Close asChild>
          <IconButton variant="ghost" color="gray" aria-label={t`Close`} data-close>
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>
    </Flex>
  )
}

/** The scrolling middle of a drawer, between the header and the actions. */
export function DrawerBody({ children }: { children: ReactNode }) {
  return <div className="form-drawer-body">{children}</div>
}

/** The bar of buttons at the bottom of a drawer: the first child on the left, the last on the right. */
export function DrawerActions({ children }: { children: ReactNode }) {
  return (
    <Flex className="form-drawer-actions" gap="2" justify="between" align="center">
      {children}
    </Flex>
  )
}

/**
 * Discards the unsaved changes (enabled only while there are some). docs/product.md §2 calls it Reset; it is
 * named for what it does, as "Reset" also named the user panels' removal of answers (issue 18).
 */
export function ResetButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useLingui()
  return (
    <Button type="button" variant="soft" color="gray" disabled={disabled} onClick={onClick}>
      {t`Undo changes`}
    </Button>
  )
}

/** Beside the save button: the shortcut (hidden on narrow screens). */
export function SaveShortcutHint() {
  const { t } = useLingui()
  return (
    <Text size="1" color="gray" highContrast className="form-drawer-hint">
      {t`Ctrl+Enter saves`}
    </Text>
  )
}

export function DrawerLoading() {
  const { t } = useLingui()
  return (
    <Flex p="5" gap="2" align="center" aria-busy="true">
      <Spinner /> {t`Loading…`}
    </Flex>
  )
}

/** The record could not be loaded: the server's message (else a general one) and a retry. */
export function DrawerLoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <Flex p="5" direction="column" gap="3" align="start">
      <Callout.Root color="red" role="alert">
        <Callout.Text>{message ?? t`This record could not be loaded.`}</Callout.Text>
      </Callout.Root>
      <Button onClick={onRetry}>{t`Try again`}</Button>
    </Flex>
  )
}

/**
 * Closing a drawer (or leaving it for another page) with unsaved input asks first; `lost` says
 * what would be lost, one sentence each.
 */
export function DiscardChangesDialog({
  open,
  lost,
  returnFocusTo,
  onDiscard,
  onKeepEditing,
}: {
  open: boolean
  lost: readonly string[]
  /** Where focus goes after Keep editing, when not back to what had it when the question opened. */
  returnFocusTo?: () => HTMLElement | null | undefined
  onDiscard: () => void
  onKeepEditing: () => void
}) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={open}
      title={t`Discard changes?`}
      description={lost.join(' ')}
      returnFocusTo={returnFocusTo}
      confirmLabel={t`Discard changes`}
      cancelLabel={t`Keep editing`}
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  )
}
