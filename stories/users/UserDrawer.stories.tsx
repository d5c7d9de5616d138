import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { apiRefusal } from '../support/memoryResource.ts'
import { fakeUserDrawerApi, fakeUsers, sanne } from './UserDrawerFixtures.ts'
import { toasts, UserDrawerStory } from './UserDrawerStory.tsx'

const meta = {
  title: 'Users/UserDrawer',
  component: UserDrawerStory,
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  argTypes: { users: { control: false }, drawer: { control: false } },
  parameters: { route: `/users?edit=${sanne.id}` } satisfies CanopyParameters,
} satisfies Meta<typeof UserDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const openSanne = async () => {
  const drawer = await page().findByRole('dialog', { name: 'Edit User' })
  await waitFor(() => expect(within(drawer).getByLabelText('First name')).toHaveValue('Sanne'))
  return drawer
}

/** A new user: no Delete, no Reset Password, no panels; Add once the form is valid. */
export const Add: Story = {
  parameters: { route: '/users?new' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add User' })
    const body = within(drawer)
    const add = body.getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(body.queryByRole('button', { name: 'Delete' })).toBeNull()
    await expect(body.queryByRole('button', { name: 'Reset Password' })).toBeNull()
    await expect(body.queryByRole('tablist')).toBeNull()
    await expect(body.getByLabelText('First name')).toHaveFocus()

    await userEvent.type(body.getByLabelText('First name'), 'Daan')
    await userEvent.clear(body.getByLabelText('First name'))
    await expect(await body.findByText('First name is required.')).toBeVisible()
    await userEvent.type(body.getByLabelText('First name'), ' Daan ')
    await userEvent.type(body.getByLabelText('Last name'), 'Jansen')
    await userEvent.type(body.getByLabelText('Email'), 'daan@example.org')
    await expect(add).toBeDisabled()

    // The level, as the drawer names the choices (docs/product.md §2).
    await userEvent.click(body.getByRole('combobox', { name: 'Level' }))
    const options = await page().findByRole('listbox')
    await expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Device Registration', 'User Registration', 'Admin'])
    await userEvent.click(within(options).getByRole('option', { name: 'User Registration' }))
    await waitFor(() => expect(add).toBeEnabled())

    await userEvent.click(add)
    await waitFor(() =>
      expect(args.users.create).toHaveBeenCalledWith(
        { firstName: 'Daan', lastName: 'Jansen', email: 'daan@example.org', level: 'registered-user' },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved user')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** An existing user: the fields, Delete, Undo changes, Reset Password, Edit, and the panels below. */
export const Edit: Story = {
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  play: async ({ args }) => {
    const drawer = await openSanne()
    const body = within(drawer)
    await expect(body.getByText(`ID ${sanne.id}`)).toBeVisible()
    await expect(body.getByLabelText('Email')).toHaveValue('sanne@example.org')
    await expect(body.getByRole('combobox', { name: 'Level' })).toHaveTextContent('User Registration')
    for (const name of ['Delete', 'Undo changes', 'Reset Password', 'Edit']) {
      await expect(body.getByRole('button', { name })).toBeVisible()
    }
    // Nothing changed yet: nothing to undo.
    await expect(body.getByRole('button', { name: 'Undo changes' })).toBeDisabled()
    await expect(await body.findByRole('tab', { name: 'Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    // Only the drawer's fields are sent, with the version loaded.
    await userEvent.type(body.getByLabelText('Last name'), '-Bakker')
    await expect(body.getByRole('button', { name: 'Undo changes' })).toBeEnabled()
    await userEvent.click(body.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.users.update).toHaveBeenCalledWith(
        sanne.id,
        {
          firstName: 'Sanne',
          lastName: 'de Vries-Bakker',
          email: 'sanne@example.org',
          level: 'registered-user',
          version: 3,
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved user')).toBeVisible()
  },
}

/** Undo changes puts the loaded values back. */
export const ResetForm: Story = {
  play: async () => {
    const drawer = await openSanne()
    const body = within(drawer)
    await userEvent.clear(body.getByLabelText('First name'))
    await expect(await body.findByText('First name is required.')).toBeVisible()
    await userEvent.click(body.getByRole('button', { name: 'Undo changes' }))
    await expect(body.getByLabelText('First name')).toHaveValue('Sanne')
    await expect(body.queryByText('First name is required.')).toBeNull()
    await expect(body.getByRole('button', { name: 'Undo changes' })).toBeDisabled()
  },
}

/**
 * Reset Password shows a New Password field and its Reset (disabled while empty); the password
 * rule's message shows on submit; a valid one is sent, the toast says so, the field closes and
 * focus goes back to Reset Password.
 */
export const ResetPassword: Story = {
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  play: async ({ args }) => {
    const drawer = await openSanne()
    const body = within(drawer)
    const toggle = body.getByRole('button', { name: 'Reset Password' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const section = body.getByRole('region', { name: 'Reset Password' })
    const field = within(section).getByLabelText('New Password')
    await expect(field).toHaveFocus()
    const reset = within(section).getByRole('button', { name: 'Reset' })
    await expect(reset).toBeDisabled()

    await userEvent.type(field, 'short')
    await expect(reset).toBeEnabled()
    await userEvent.keyboard('{Enter}')
    await expect(await within(section).findByText('Password must be at least 8 characters.')).toBeVisible()
    await expect(field).toHaveFocus()
    await expect(args.drawer.resetPassword).not.toHaveBeenCalled()
    // The user's own form was not submitted by that Enter.
    await expect(args.users.update).not.toHaveBeenCalled()

    await userEvent.type(field, '-and-longer')
    await userEvent.click(reset)
    await waitFor(() =>
      expect(args.drawer.resetPassword).toHaveBeenCalledWith({ id: sanne.id, password: 'short-and-longer' }),
    )
    await expect(await within(toasts()).findByText('The password was reset.')).toBeVisible()
    await waitFor(() => expect(body.queryByLabelText('New Password')).toBeNull())
    await expect(toggle).toHaveFocus()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}

/** An e-mail already in use (409 naming the field): the message shows on Email, the input stays. */
export const EmailInUse: Story = {
  args: {
    users: {
      ...fakeUsers(),
      update: fn(async () => {
        throw apiRefusal(409, 'conflict', 'This e-mail address is already in use.', {
          fields: { email: 'This e-mail address is already in use.' },
        })
      }),
    },
    drawer: fakeUserDrawerApi(),
  },
  play: async () => {
    const drawer = await openSanne()
    const body = within(drawer)
    const email = body.getByLabelText('Email')
    await userEvent.clear(email)
    await userEvent.type(email, 'admin@example.com')
    await userEvent.click(body.getByRole('button', { name: 'Edit' }))
    await expect(await body.findByText('This e-mail address is already in use.')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('admin@example.com')
    await expect(drawer).toBeVisible()
  },
}

/** The last admin (409 without a field): the server's message is the drawer's error. */
export const LastAdmin: Story = {
  args: {
    users: {
      ...fakeUsers([{ ...sanne, level: 'admin' }]),
      update: fn(async () => {
        throw apiRefusal(409, 'conflict', 'The last admin cannot be made a user.')
      }),
    },
    drawer: fakeUserDrawerApi(),
  },
  play: async () => {
    const drawer = await openSanne()
    const body = within(drawer)
    await userEvent.click(body.getByRole('combobox', { name: 'Level' }))
    await userEvent.click(await page().findByRole('option', { name: 'User Registration' }))
    await userEvent.click(body.getByRole('button', { name: 'Edit' }))
    const alert = await body.findByRole('alert')
    await expect(alert).toHaveTextContent('The last admin cannot be made a user.')
    await expect(body.getByRole('combobox', { name: 'Level' })).toHaveTextContent('User Registration')
  },
}

/** Delete asks with docs/product.md §5's text, then deletes the user and closes. */
export const DeleteUser: Story = {
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  play: async ({ args }) => {
    const drawer = await openSanne()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this user and all data?'),
    ).toBeVisible()
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.users.remove).toHaveBeenCalledWith(sanne.id))
    await expect(await within(toasts()).findByText('Deleted user')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** The drawer in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { route: '/users?new' },
  play: async () => {
    const drawer = await page().findByRole('dialog')
    await expect(within(drawer).getByRole('button', { name: 'Toevoegen' })).toBeDisabled()
  },
}
