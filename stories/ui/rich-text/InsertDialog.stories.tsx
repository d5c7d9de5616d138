import { TextField } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { InsertDialog } from '../../../src/console/ui/rich-text/InsertDialog.tsx'
import { Toasts } from '../../../src/console/ui/toasts/Toasts.tsx'
import { dismissToast, toast } from '../../../src/console/ui/toasts/toastStore.ts'

/** The editor's link dialog frame, open, with an error toast shown over it (as a failed save shows one). */
function InsertDialogDemo({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  useEffect(() => {
    const id = toast.error('Failed to save infographic', 'The server could not be reached.')
    return () => dismissToast(id)
  }, [])
  return (
    <>
      <InsertDialog
        open={open}
        title="Insert link"
        submitLabel="Insert"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        onClosed={() => {}}
        onSubmit={() => setOpen(false)}
      >
        <TextField.Root aria-label="Web address" defaultValue="https://" />
      </InsertDialog>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'UI/RichText/InsertDialog',
  component: InsertDialogDemo,
  args: { onClose: fn() },
} satisfies Meta<typeof InsertDialogDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Dismissing a toast shown over the dialog leaves the dialog open; a press on the page closes it. */
export const ToastOverTheDialog: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    const dialog = await body.findByRole('dialog', { name: 'Insert link' })
    const toasts = within(document.querySelector<HTMLElement>('section.toasts')!)
    await userEvent.click(await toasts.findByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(toasts.queryByText('Failed to save infographic')).toBeNull())
    await expect(dialog).toBeVisible()
    await expect(args.onClose).not.toHaveBeenCalled()
    // The dimmed page around it is outside the dialog: a press there closes it.
    await userEvent.click(document.querySelector<HTMLElement>('.rt-BaseDialogOverlay')!)
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
  },
}
