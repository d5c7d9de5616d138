import { Box, Heading, Text } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { loadAreaCommands } from '../../../src/console/app/palette/areaCommands.ts'
import { Shell } from '../../../src/console/app/shell/Shell.tsx'
import { adminUser, menuEntries } from '../../support/fixtures.ts'

/** Stands in for an area page: shows where the router is. */
function Placeholder() {
  const { pathname } = useLocation()
  return (
    <Box p="6">
      <Heading as="h1" size="6" mb="2">
        Placeholder page
      </Heading>
      <Text color="gray" data-testid="location">
        {pathname}
      </Text>
    </Box>
  )
}

/** The shell needs an <Outlet/>, so the story renders its own memory router. */
function ShellInRouter({ route }: { route: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <Shell />, children: [{ path: '*', element: <Placeholder /> }] }], {
      initialEntries: [route],
    }),
  )
  return <RouterProvider router={router} />
}

const meta = {
  title: 'App/Shell',
  component: Shell,
  render: (_args, { parameters }) => <ShellInRouter route={parameters.route ?? '/users'} />,
  parameters: { router: false, route: '/users', session: adminUser },
  // As in the console, where the shell's chunk waits for every area's palette commands.
  loaders: [async () => ({ commands: await loadAreaCommands() })],
} satisfies Meta<typeof Shell>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)

    await step('menu: the eleven entries of docs/product.md §2, in order', async () => {
      const menu = canvas.getByRole('navigation', { name: 'Main menu' })
      const links = within(within(menu).getByRole('list')).getAllByRole('link')
      await expect(links.map((link) => link.querySelector('.shell-menu-label')?.textContent)).toEqual(
        menuEntries.map((entry) => entry.label),
      )
      await expect(links.map((link) => link.getAttribute('href'))).toEqual(
        menuEntries.map((entry) => entry.path),
      )
      await expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
    })

    await step('top bar: version, EN/NL, name, log out', async () => {
      const top = canvas.getByRole('banner')
      await expect(within(top).getByText('Version 0.1.0')).toBeVisible()
      await expect(within(top).getByRole('radio', { name: 'English' })).toBeChecked()
      await expect(within(top).getByRole('radio', { name: 'Dutch' })).not.toBeChecked()
      await expect(within(top).getByTestId('current-user')).toHaveTextContent('Ada Lovelace')
      await expect(within(top).getByRole('button', { name: 'Log out' })).toBeVisible()
    })

    await step('the page renders in <main>, and the menu navigates', async () => {
      const main = canvas.getByRole('main')
      await expect(within(main).getByTestId('location')).toHaveTextContent('/users')
      await userEvent.click(canvas.getByRole('link', { name: 'Labels' }))
      await waitFor(() => expect(within(main).getByTestId('location')).toHaveTextContent('/labels'))
    })
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const menu = canvas.getByRole('navigation', { name: 'Hoofdmenu' })
    await expect(within(menu).getByRole('link', { name: 'Gebruikers' })).toHaveAttribute('href', '/users')
    await expect(canvas.getByRole('button', { name: 'Uitloggen' })).toBeVisible()
    await expect(canvas.getByText('Versie 0.1.0')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Nederlands' })).toBeChecked()
  },
}
