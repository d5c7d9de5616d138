import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import HomePage from '../../src/console/areas/home/HomePage.tsx'
import { adminUser, menuEntries } from '../support/fixtures.ts'

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: { route: '/', session: adminUser },
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible()
    const cards = canvas.getAllByRole('link')
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      menuEntries.map((entry) => entry.path),
    )
    for (const card of cards) await expect(within(card).getByRole('heading', { level: 2 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Categories/ })).toHaveAttribute('href', '/categories')
    await expect(canvas.getByRole('link', { name: /^Behaviour and Profile Tracker/ })).toHaveAttribute(
      'href',
      '/bpt',
    )
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welkom, Ada' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Gebruikers/ })).toHaveAttribute('href', '/users')
  },
}
