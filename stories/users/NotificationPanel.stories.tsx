import { Box } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { usersApi } from '../../src/console/api/users.ts'
import { NotificationsPanel } from '../../src/console/areas/users/drawer/panels/NotificationsPanel.tsx'
import { useNotificationSender } from '../../src/console/areas/users/drawer/useNotificationSender.ts'
import type { NotificationSent, UserFullDto } from '../../src/domain/contracts/users.ts'
import type { SendNotificationInput } from '../../src/domain/users.ts'
import { apiRefusal } from '../support/memoryResource.ts'
import { sanneFull } from './UserDrawerFixtures.ts'

type Args = {
  canReceive: boolean
  notifications: UserFullDto['notifications']
  notify: (input: SendNotificationInput) => Promise<NotificationSent>
}

function Panel({ canReceive, notifications }: Omit<Args, 'notify'>) {
  const sender = useNotificationSender(42, canReceive)
  const open = useRef<HTMLButtonElement>(null)
  const title = useRef<HTMLInputElement>(null)
  return <NotificationsPanel user={{ notifications }} sender={sender} refs={{ open, title }} />
}

/** The Notifications panel on its own, with the real workflow and a fake send. */
function NotificationPanelDemo({ notify, ...props }: Args) {
  return (
    <ResourceProvider bindings={[provide(usersApi, { notify })]}>
      <Box p="5" maxWidth="560px">
        <Panel {...props} />
      </Box>
    </ResourceProvider>
  )
}

const meta = {
  title: 'Users/NotificationPanel',
  component: NotificationPanelDemo,
  args: {
    canReceive: true,
    notifications: sanneFull().notifications,
    notify: fn(
      async (input: SendNotificationInput): Promise<NotificationSent> => ({
        id: 99,
        status: 'sent',
        ticketId: `t-${input.id}`,
      }),
    ),
  },
  argTypes: { notify: { control: false } },
} satisfies Meta<typeof NotificationPanelDemo>

export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)
const openForm = async () => {
  await userEvent.click(await screen().findByRole('button', { name: 'Send notification' }))
  return within(await screen().findByRole('form', { name: 'Notification' }))
}
const fill = async (form: ReturnType<typeof within>) => {
  await userEvent.type(form.getByLabelText('Title'), 'New quiz')
  await userEvent.type(form.getByLabelText('Message'), 'A quiz about water is out.')
}
const askToSend = async (form: ReturnType<typeof within>) => {
  await fill(form)
  await userEvent.click(form.getByRole('button', { name: 'Send' }))
  return within(await screen().findByRole('alertdialog', { name: 'Send notification' }))
}

/** A user without a push token or with notifications off: only the warning (docs/product.md §6). */
export const CannotReceive: Story = {
  args: { canReceive: false, notifications: [] },
  play: async () => {
    await expect(screen().getByText('This user has no token or has notifications turned off.')).toBeVisible()
    await expect(screen().queryByRole('button', { name: 'Send notification' })).toBeNull()
    await expect(screen().getByText('No notifications were sent to this user yet.')).toBeVisible()
  },
}

/** The form: Title first, Send once both are filled; Cancel closes it and drops what was typed. */
export const Form: Story = {
  play: async ({ args }) => {
    await expect(screen().getByText('New quiz')).toBeVisible()
    let form = await openForm()
    await expect(form.getByLabelText('Title')).toHaveFocus()
    const send = form.getByRole('button', { name: 'Send' })
    await expect(send).toBeDisabled()
    await userEvent.type(form.getByLabelText('Title'), 'Reminder')
    await expect(send).toBeDisabled()
    await userEvent.type(form.getByLabelText('Message'), 'Your list has 3 open actions.')
    await waitFor(() => expect(send).toBeEnabled())
    await expect(form.getByText('29 of 1000 characters')).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }))
    await expect(screen().queryByRole('form', { name: 'Notification' })).toBeNull()
    await waitFor(() => expect(screen().getByRole('button', { name: 'Send notification' })).toHaveFocus())
    form = await openForm()
    await expect(form.getByLabelText('Title')).toHaveValue('')
    await expect(args.notify).not.toHaveBeenCalled()
  },
}

/** Send asks first (docs/product.md §5); Cancel goes back to the form with what was typed. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const form = await openForm()
    const confirm = await askToSend(form)
    await expect(
      confirm.getByText('Are you absolutely sure you want to send this notification?'),
    ).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull())
    await expect(form.getByLabelText('Title')).toHaveValue('New quiz')
    await expect(form.getByLabelText('Message')).toHaveValue('A quiz about water is out.')
    await waitFor(() => expect(form.getByRole('button', { name: 'Send' })).toHaveFocus())
    await expect(args.notify).not.toHaveBeenCalled()
  },
}

/** While sending: the request went out once, and the dialog and form wait. */
export const Sending: Story = {
  args: { notify: fn((_input: SendNotificationInput) => new Promise<NotificationSent>(() => {})) },
  play: async ({ args }) => {
    const form = await openForm()
    const confirm = await askToSend(form)
    await userEvent.click(confirm.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith({
        id: 42,
        title: 'New quiz',
        body: 'A quiz about water is out.',
      }),
    )
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Send' })).toBeDisabled())
    // Behind the modal dialog (hidden from the accessibility tree), the form waits too.
    await expect(form.getByRole('button', { name: 'Cancel', hidden: true })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(screen().getByRole('alertdialog', { name: 'Send notification' })).toBeVisible()
    await expect(args.notify).toHaveBeenCalledTimes(1)
  },
}

/** Sent: 'The message was sent.', focus on Send notification, gone after 5 seconds (docs/product.md §9). */
export const SentThenVanished: Story = {
  play: async ({ args }) => {
    const form = await openForm()
    const confirm = await askToSend(form)
    await userEvent.click(confirm.getByRole('button', { name: 'Send' }))
    const status = await screen().findByText('The message was sent.')
    const shownAt = Date.now()
    await expect(args.notify).toHaveBeenCalledTimes(1)
    await expect(screen().queryByRole('form', { name: 'Notification' })).toBeNull()
    await waitFor(() => expect(screen().getByRole('button', { name: 'Send notification' })).toHaveFocus())
    await new Promise((resolve) => setTimeout(resolve, 4500 - (Date.now() - shownAt)))
    await expect(status).toBeVisible()
    await waitFor(() => expect(screen().queryByText('The message was sent.')).toBeNull(), { timeout: 1500 })
    // The form opens empty after a send.
    const again = await openForm()
    await expect(again.getByLabelText('Title')).toHaveValue('')
  },
}

/** Failed: the server's reason under 'The message could not be sent'; the typed values are kept. */
export const Failed: Story = {
  args: {
    notify: fn(async (_input: SendNotificationInput): Promise<NotificationSent> => {
      throw apiRefusal(502, 'bad_gateway', 'The push service refused the message: DeviceNotRegistered')
    }),
  },
  play: async () => {
    const form = await openForm()
    const confirm = await askToSend(form)
    await userEvent.click(confirm.getByRole('button', { name: 'Send' }))
    const status = await screen().findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('The message could not be sent'))
    await expect(status).toHaveTextContent('The push service refused the message: DeviceNotRegistered')
    const again = await openForm()
    await expect(again.getByLabelText('Title')).toHaveValue('New quiz')
    // Opening the form again ends the status.
    await expect(screen().queryByText('The message could not be sent')).toBeNull()
  },
}

/** The whole send from the keyboard alone. */
export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    screen().getByRole('button', { name: 'Send notification' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen().getByLabelText('Title')).toHaveFocus())
    await userEvent.keyboard('New quiz{Tab}A quiz about water is out.')
    // Ctrl+Enter sends this form (asks first).
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    const confirm = within(await screen().findByRole('alertdialog', { name: 'Send notification' }))
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Tab}{Enter}')
    await expect(await screen().findByText('The message was sent.')).toBeVisible()
    await expect(args.notify).toHaveBeenCalledWith({
      id: 42,
      title: 'New quiz',
      body: 'A quiz about water is out.',
    })
  },
}
