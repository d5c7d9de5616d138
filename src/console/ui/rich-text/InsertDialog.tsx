import { useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex } from '@radix-ui/themes'
import type { FormEvent, ReactNode } from 'react'
import { keepOpenOnToastPress } from '../toasts/toastPresses.ts'

/**
 * The frame of the editor's insert dialogs: a titled dialog with a form, Cancel and the insert
 * button. Esc or Cancel closes it; either way focus goes back to the text (`onClosed`).
 */
export function InsertDialog({
  open,
  title,
  submitLabel,
  onClose,
  onClosed,
  onSubmit,
  children,
}: {
  open: boolean
  title: string
  submitLabel: string
  onClose: () => void
  onClosed: () => void
  /** Inserts and closes, or shows why it cannot (then the dialog stays). */
  onSubmit: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    onSubmit()
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content
        maxWidth="520px"
        aria-describedby={undefined}
        // A toast lies above the dialog (layers.css): dismissing it leaves the dialog open.
        onPointerDownOutside={keepOpenOnToastPress}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          onClosed()
        }}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="4">
            {children}
            <Flex gap="2" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t`Cancel`}
                </Button>
              </Dialog.Close>
              <Button type="submit">{submitLabel}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
