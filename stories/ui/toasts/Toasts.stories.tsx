import { Box, Button } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Toasts } from '../../../src/console/ui/toasts/Toasts.tsx'
import { dismissToast, toast } from '../../../src/console/ui/toasts/toastStore.ts'

const showEveryKind = () => [
  toast.success('Category saved'),
  toast.info('Copied to clipboard'),
  toast.warning('Some translations are missing', 'Dutch texts are empty on 2 pages.'),
  toast.error('Login failed'),
]

/** Shows toasts through the real store on mount (and on demand); they leave after docs/product.md §9's durations. */
function ToastsDemo({ show }: { show: () => number[] }) {
  useEffect(() => {
    const ids = show()
    return () => {
      for (const id of ids) dismissToast(id)
    }
  }, [show])
  return (
    <Box p="6">
      <Button variant="soft" onClick={() => show()}>
        Show again
      </Button>
      <Toasts />
    </Box>
  )
}

const meta = {
  title: 'UI/Toasts',
  component: Toasts,
  render: () => <ToastsDemo show={showEveryKind} />,
} satisfies Meta<typeof Toasts>

export default meta
type Story = StoryObj<typeof meta>

const background = (element: Element) => getComputedStyle(element).backgroundColor

/** The toasts' own layer at the end of <body> (BodyLayer), outside the story's root. */
const toastLayer = () => within(document.querySelector<HTMLElement>('section.toasts')!)

export const EveryKind: Story = {
  play: async () => {
    const canvas = toastLayer()
    const toastOf = async (text: string) => (await canvas.findByText(text)).closest('.toast')!

    const success = await toastOf('Category saved')
    await expect(success).toHaveAttribute('role', 'status')
    await expect(background(success)).toBe('rgb(30, 123, 52)')

    const warning = await toastOf('Some translations are missing')
    await expect(warning).toHaveAttribute('role', 'status')
    await expect(warning).toHaveTextContent('Dutch texts are empty on 2 pages.')
    await expect(background(warning)).toBe('rgb(217, 115, 13)')

    const error = await toastOf('Login failed')
    await expect(error).toHaveAttribute('role', 'alert')
    await expect(background(error)).toBe('rgb(139, 0, 0)')

    const info = await toastOf('Copied to clipboard')
    await expect(info).toHaveAttribute('role', 'status')

    await expect(canvas.getAllByRole('status')).toHaveLength(3)
    await expect(canvas.getAllByRole('alert')).toHaveLength(1)
  },
}

/** Success leaves after 1.5 s while an error stays for 4 s (docs/product.md §9). */
export const Durations: Story = {
  render: () => <ToastsDemo show={showSuccessAndError} />,
  play: async () => {
    const canvas = toastLayer()
    // The toast fades in (toast-in), so wait until it is fully shown.
    await waitFor(() => expect(canvas.getByText('Category saved')).toBeVisible())
    await waitFor(() => expect(canvas.queryByText('Category saved')).toBeNull(), { timeout: 2500 })
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed')
  },
}

function showSuccessAndError() {
  return [toast.success('Category saved'), toast.error('Login failed')]
}
