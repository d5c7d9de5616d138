import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import RegisterPage from '../../src/console/areas/register/RegisterPage.tsx'

const meta = {
  title: 'Register/RegisterPage',
  component: RegisterPage,
  parameters: { route: '/register' },
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible()
    for (const label of ['E-mail', 'Password', 'First name', 'Last name']) {
      await expect(canvas.getByLabelText(label)).toBeVisible()
    }
    await expect(canvas.getByText('At least 8 characters.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  },
}

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await canvas.findByText('E-mail is required.')).toBeVisible()
    await expect(canvas.getByText('Password is required.')).toBeVisible()
    await expect(canvas.getByText('First name is required.')).toBeVisible()
    await expect(canvas.getByText('Last name is required.')).toBeVisible()
  },
}

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password'), 'short')
    await userEvent.tab()
    await expect(await canvas.findByText('Password must be at least 8 characters.')).toBeVisible()
    await expect(canvas.queryByText('At least 8 characters.')).toBeNull()
  },
}
