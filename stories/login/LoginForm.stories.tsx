import { Flex } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoginForm } from '../../src/console/areas/login/LoginForm.tsx'

const meta = {
  title: 'Login/LoginForm',
  component: LoginForm,
  args: { submitting: false, failure: null, onSubmit: fn(), onEdit: fn() },
  argTypes: {
    failure: { control: 'select', options: [null, 'invalid-credentials', 'rate-limited', 'unavailable'] },
  },
  decorators: [
    (Story) => (
      <Flex justify="center" p="6">
        <Story />
      </Flex>
    ),
  ],
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Canopy CMS' })).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toHaveFocus()
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(await canvas.findByText('E-mail is required.')).toBeVisible()
    await expect(canvas.getByText('Password is required.')).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('E-mail'), 'a@b')
    await userEvent.tab()
    await expect(await canvas.findByText('E-mail must be valid.')).toBeVisible()
    await expect(args.onEdit).toHaveBeenCalled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ValidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('E-mail'), 'admin@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: 'admin@example.com', password: 'correct horse' },
      expect.anything(),
    )
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled()
  },
}

export const FailedInvalidCredentials: Story = {
  args: { failure: 'invalid-credentials' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The e-mail or password is not correct, or this account has no access to the CMS.',
    )
    // Editing a field tells the machine the failure is being dealt with.
    await userEvent.type(canvas.getByLabelText('Password'), 'x')
    await expect(args.onEdit).toHaveBeenCalled()
  },
}

export const FailedRateLimited: Story = {
  args: { failure: 'rate-limited' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    )
  },
}

export const FailedUnavailable: Story = {
  args: { failure: 'unavailable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again.',
    )
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }))
    await expect(await canvas.findByText('E-mail is verplicht.')).toBeVisible()
    await expect(canvas.getByText('Wachtwoord is verplicht.')).toBeVisible()
  },
}
