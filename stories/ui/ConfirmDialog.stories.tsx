import { Button } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog } from '../../src/console/ui/ConfirmDialog.tsx'

function DeleteButton({ onConfirm, description }: { onConfirm: () => void; description: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button color="red" onClick={() => setOpen(true)}>
        Delete category
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete"
        description={description}
        onConfirm={() => {
          onConfirm()
          setOpen(false)
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: DeleteButton,
  args: { onConfirm: fn(), description: 'Are you absolutely sure you want to delete this category?' },
} satisfies Meta<typeof DeleteButton>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete category' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await page().findByRole('alertdialog', { name: 'Delete' })
    await waitFor(() => expect(within(dialog).getByText(args.description)).toBeVisible())
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    // Esc cancels and focus goes back to the button that opened it.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(args.onConfirm).not.toHaveBeenCalled()
    // Tab to Delete and press Enter to confirm.
    await userEvent.keyboard('{Enter}')
    await page().findByRole('alertdialog')
    await userEvent.keyboard('{Tab}{Enter}')
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce())
  },
}
