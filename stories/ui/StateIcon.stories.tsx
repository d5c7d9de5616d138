import { Flex, Table } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StateIcon } from '../../src/console/ui/StateIcon.tsx'

const meta = {
  title: 'UI/StateIcon',
  component: StateIcon,
  args: { translated: true },
  decorators: [
    (Story) => (
      <Flex p="6">
        <Story />
      </Flex>
    ),
  ],
} satisfies Meta<typeof StateIcon>

export default meta
type Story = StoryObj<typeof meta>

export const Translated: Story = {
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Translated' })
    await expect(icon).toHaveAttribute('title', 'Translated')
    await expect(getComputedStyle(icon).color).not.toBe(getComputedStyle(canvasElement).color)
  },
}

export const MissingTranslations: Story = {
  args: { translated: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Missing translations' })).toBeVisible()
  },
}

export const Published: Story = {
  args: { translated: true, published: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Published' })).toBeVisible()
  },
}

export const UnpublishedAndMissing: Story = {
  args: { translated: false, published: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Missing translations' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Unpublished' })).toBeVisible()
  },
}

/** Every combination, as the Stories list's State column shows them. */
export const AllStates: Story = {
  render: () => (
    <Table.Root variant="surface" size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Case</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {[
          ['Translated', { translated: true }],
          ['Missing translations', { translated: false }],
          ['Translated, published', { translated: true, published: true }],
          ['Translated, unpublished', { translated: true, published: false }],
          ['Missing, published', { translated: false, published: true }],
          ['Missing, unpublished', { translated: false, published: false }],
        ].map(([name, props]) => (
          <Table.Row key={name as string}>
            <Table.RowHeaderCell>{name as string}</Table.RowHeaderCell>
            <Table.Cell>
              <StateIcon {...(props as { translated: boolean; published?: boolean })} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
}
