import { ArrowDownIcon, ArrowUpIcon, DragHandleDots2Icon } from '@radix-ui/react-icons'
import { Box, Flex, IconButton, Text } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { OrderingTexts } from '../../../src/console/ui/ordering/announcements.ts'
import { OrderingArea, OrderingGroup } from '../../../src/console/ui/ordering/OrderingArea.tsx'
import { type Ordering, useOrdering } from '../../../src/console/ui/ordering/useOrdering.ts'
import { useOrderingItem } from '../../../src/console/ui/ordering/useOrderingItem.ts'
import {
  applyListMove,
  listModel,
  type OrderingModel,
  type OrderingMove,
  stepMove,
} from '../../../src/domain/ordering-model.ts'

const titles: Record<number, string> = { 1: 'Walk', 2: 'Cycle', 3: 'Take the train', 4: 'Share a car' }
const titleOf = (id: number) => titles[id] ?? `#${id}`

/** A list's texts, as an area supplies them (in the app through Lingui). */
const texts: OrderingTexts<never> = {
  titleOf,
  placement: (move, position, count) => `${titleOf(move.id)}: position ${position + 1} of ${count}.`,
  refusal: () => '',
  instructions:
    'To pick up an action, press Space. Use the arrow keys to move it, Space to drop it, Escape to cancel.',
}

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '2px 8px 2px 2px',
  border: '1px solid var(--gray-a6)',
  borderRadius: 'var(--radius-2)',
  background: 'var(--color-panel-solid)',
} as const

function Item({
  id,
  model,
  ordering,
}: {
  id: number
  model: OrderingModel<never>
  ordering: Ordering<never>
}) {
  const { itemProps, handleProps } = useOrderingItem(id, {
    disabled: false,
    roleDescription: 'draggable action',
  })
  const step = (delta: -1 | 1, control: string) => {
    const move = stepMove(model, id, delta)
    if (move) ordering.moveBy(move, control)
  }
  return (
    <li
      {...itemProps}
      style={{ ...rowStyle, opacity: ordering.drag?.id === id ? 0.45 : 1 }}
      data-drop={ordering.dropStateOf({ kind: 'row', id })}
    >
      <IconButton variant="ghost" color="gray" aria-label={`Drag ${titleOf(id)}`} {...handleProps}>
        <DragHandleDots2Icon />
      </IconButton>
      <Text size="2" style={{ flex: 1 }}>
        {titleOf(id)}
      </Text>
      <IconButton
        variant="ghost"
        color="gray"
        data-control="up"
        aria-label={`Move ${titleOf(id)} up`}
        disabled={!stepMove(model, id, -1)}
        onClick={() => step(-1, 'up')}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        variant="ghost"
        color="gray"
        data-control="down"
        aria-label={`Move ${titleOf(id)} down`}
        disabled={!stepMove(model, id, 1)}
        onClick={() => step(1, 'down')}
      >
        <ArrowDownIcon />
      </IconButton>
    </li>
  )
}

/** A flat list ordered with the ordering kit: drag with the pointer or the keyboard, or use the buttons. */
function OrderingListDemo({ onMove }: { onMove: (move: OrderingMove) => void }) {
  const [ids, setIds] = useState([1, 2, 3, 4])
  const model = useMemo(() => listModel(ids), [ids])
  const ordering = useOrdering({
    model,
    texts,
    onMove: (move) => {
      onMove(move)
      setIds((current) => applyListMove(current, move))
    },
  })
  return (
    <Box p="5" maxWidth="480px">
      <Flex direction="column" gap="3">
        <OrderingArea
          ordering={ordering}
          preview={(drag) => <div style={{ ...rowStyle, height: '100%' }}>{titleOf(drag.id)}</div>}
        >
          <OrderingGroup id="actions" ids={ids}>
            <ol
              aria-label="Actions in order"
              style={{ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' }}
            >
              {ids.map((id) => (
                <Item key={id} id={id} model={model} ordering={ordering} />
              ))}
            </ol>
          </OrderingGroup>
        </OrderingArea>
        <Text size="2" data-testid="drag-status">
          {ordering.drag ? ordering.describe(ordering.drag.id, ordering.drag.outcome) : ''}
        </Text>
      </Flex>
    </Box>
  )
}

const meta = {
  title: 'UI/Ordering/List',
  component: OrderingListDemo,
  args: { onMove: fn() },
} satisfies Meta<typeof OrderingListDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const order = () => [...document.querySelectorAll('[data-ordering-item]')].map((item) => item.textContent)
const status = () => document.querySelector('[data-testid="drag-status"]')?.textContent
const heard = () =>
  [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ')

/** The keyboard: Space picks Walk up, two ArrowDowns move it over Take the train, Space drops it there. */
export const KeyboardDrag: Story = {
  play: async ({ args }) => {
    const handle = page().getByRole('button', { name: 'Drag Walk' })
    handle.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(status()).toBe('Walk: back in its place.'))
    await waitFor(() => expect(heard()).toContain('Picked up Walk.'))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(status()).toBe('Walk: position 2 of 4.'))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(status()).toBe('Walk: position 3 of 4.'))
    await userEvent.keyboard(' ')
    await waitFor(() => expect(order()).toEqual(['Cycle', 'Take the train', 'Walk', 'Share a car']))
    await expect(args.onMove).toHaveBeenCalledWith({ id: 1, parentId: null, position: 2 })
    await waitFor(() => expect(heard()).toContain('Moved. Walk: position 3 of 4.'))
    // Focus stays on the moved item's handle, ready for the next move.
    await waitFor(() => expect(page().getByRole('button', { name: 'Drag Walk' })).toHaveFocus())
  },
}

/** Escape cancels: nothing moves, and the screen reader hears so. */
export const KeyboardCancel: Story = {
  play: async ({ args }) => {
    page().getByRole('button', { name: 'Drag Cycle' }).focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(status()).toBe('Cycle: position 3 of 4.'))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(heard()).toContain('Moving Cycle was cancelled. It is back in its place.'))
    await expect(order()).toEqual(['Walk', 'Cycle', 'Take the train', 'Share a car'])
    await expect(args.onMove).not.toHaveBeenCalled()
  },
}

/** The buttons move without dragging; focus stays on the button that was used, on the moved item. */
export const ButtonsKeepFocus: Story = {
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Move Share a car up' }))
    await waitFor(() => expect(order()).toEqual(['Walk', 'Cycle', 'Share a car', 'Take the train']))
    await waitFor(() => expect(page().getByRole('button', { name: 'Move Share a car up' })).toHaveFocus())
    // Said where it went (a status region, for screen readers).
    await expect(await page().findByText('Share a car: position 3 of 4.')).toHaveAttribute('role', 'status')
    // At the top the button is disabled: focus falls back to the item's handle.
    await userEvent.click(page().getByRole('button', { name: 'Move Cycle up' }))
    await waitFor(() => expect(page().getByRole('button', { name: 'Drag Cycle' })).toHaveFocus())
  },
}
