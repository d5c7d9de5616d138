import { useLingui } from '@lingui/react/macro'
import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes'
import { type ReactNode, useId, useRef } from 'react'

type Props = {
  open: boolean
  title: string
  /** E.g. "Are you absolutely sure you want to delete this category?" (docs/product.md §5). */
  description: string
  /** Said before the question: what else the action changes (a delete plan's lines). */
  details?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Red for destructive confirmations (delete, discard). */
  destructive?: boolean
  busy?: boolean
  /**
   * Where focus goes once it has closed, when not back to what opened it (e.g. a table whose row
   * the confirmed delete removed, with its delete icon).
   */
  returnFocusTo?: () => HTMLElement | null | undefined
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A keyboard-operable confirmation: focus starts on Cancel (the safe choice), Esc cancels,
 * and focus returns to whatever opened it (Radix AlertDialog does the returning).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  details,
  confirmLabel,
  cancelLabel,
  destructive = true,
  busy = false,
  returnFocusTo,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useLingui()
  // Opened from code (no Radix trigger), so remember what had focus and give it back on close.
  const opener = useRef<HTMLElement | null>(null)
  const detailsId = useId()
  const descriptionId = useId()
  if (open && !opener.current && typeof document !== 'undefined') {
    opener.current = document.activeElement as HTMLElement | null
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Content
        maxWidth="440px"
        // The details are part of what the dialog says, read out before the question.
        aria-describedby={details ? `${detailsId} ${descriptionId}` : descriptionId}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.() ?? opener.current
          opener.current = null
          if (target?.isConnected) {
            event.preventDefault()
            target.focus()
          }
        }}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        {details ? (
          <Text as="div" size="2" id={detailsId}>
            {details}
          </Text>
        ) : null}
        <AlertDialog.Description size="2" id={descriptionId}>
          {description}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          {/* Radix focuses Cancel once the dialog's focus trap has taken over; an `autoFocus` here
              came first, while a drawer's trap still held, which pulled focus back and selected
              the field's text. */}
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancelLabel ?? t`Cancel`}
            </Button>
          </AlertDialog.Cancel>
          <Button color={destructive ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t`Delete`}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
