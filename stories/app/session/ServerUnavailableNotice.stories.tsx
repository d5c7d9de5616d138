import { Box, Text } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ServerUnavailableNotice } from '../../../src/console/app/session/ServerUnavailableNotice.tsx'
import {
  markServerAvailable,
  markServerUnavailable,
} from '../../../src/console/app/session/serverUnavailable.ts'

/**
 * Marks the server unavailable on mount, as a 503 does. The page's one query (seeded, so it does
 * not load on mount) stands in for the API: a refetch ("Try again") succeeds, which clears the flag
 * as a 2xx does.
 */
function UnavailableDemo() {
  const query = useQuery({
    queryKey: ['story', 'page'],
    queryFn: () => {
      markServerAvailable()
      return 'Loaded again'
    },
  })
  useEffect(() => {
    markServerUnavailable()
    return markServerAvailable
  }, [])
  return (
    <Box p="6">
      <ServerUnavailableNotice />
      <Text as="p" mt="4" data-testid="page">
        {query.data ?? 'The page as it was'}
      </Text>
    </Box>
  )
}

const meta = {
  title: 'App/ServerUnavailableNotice',
  component: ServerUnavailableNotice,
  render: () => <UnavailableDemo />,
  parameters: { queryData: [[['story', 'page'], 'The page as it was']] },
} satisfies Meta<typeof ServerUnavailableNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The notice as it stands (the story's axe check sees it shown). */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const notice = await canvas.findByRole('alert')
    await expect(notice).toHaveTextContent(
      'The server is unavailable right now: it cannot reach its database or is too busy. Your page is kept; try again in a moment.',
    )
    await expect(canvas.getAllByRole('alert')).toHaveLength(1)
    await expect(canvas.getByTestId('page')).toHaveTextContent('The page as it was')
  },
}

/** "Try again" from the keyboard refetches the page's queries; the success hides the notice. */
export const TryAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('alert')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(canvas.getByTestId('page')).toHaveTextContent('Loaded again')
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'De server is nu niet beschikbaar: hij kan zijn database niet bereiken of heeft het te druk.',
    )
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible()
  },
}
