import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { feedbackApi } from '../../src/console/api/feedback.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { FeedbackDetail } from '../../src/console/areas/feedback/FeedbackDetail.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { formatDateTime } from '../../src/domain/dates.ts'
import {
  anonymousWithout,
  brokenScreenshotSrc,
  fakeFeedbackApi,
  storyScreenshotSrc,
  withScreenshot,
} from './fixtures.ts'

/** A fake feedback API (its calls are the args the play functions check) and where screenshots load. */
type Args = typeof feedbackApi & { screenshotSrc: (uuid: string) => string }

/** The detail drawer as the feedback page mounts it (open record from the URL), with the toasts. */
function DetailDemo({ screenshotSrc, ...api }: Args) {
  return (
    <>
      <ResourceProvider bindings={[provide(feedbackApi, api)]}>
        <FeedbackDetail screenshotSrc={screenshotSrc} />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Feedback/FeedbackDetail',
  component: DetailDemo,
  // Two messages; any other id is unknown (404).
  args: { ...fakeFeedbackApi([withScreenshot, anonymousWithout]), screenshotSrc: storyScreenshotSrc },
  argTypes: { screenshotSrc: { control: false } },
  parameters: { route: `/feedback?edit=${withScreenshot.id}` },
} satisfies Meta<typeof DetailDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
// A modal drawer hides the rest of the page from the accessibility tree, so find toasts by place.
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
const openDrawer = async () => {
  const drawer = await page().findByRole('dialog', { name: 'Feedback' })
  await within(drawer).findByRole('heading', { name: 'Message' })
  return drawer
}

/** A named user's bug report with its screenshot: constrained in size, a link to the full image. */
export const WithScreenshot: Story = {
  play: async ({ args }) => {
    const drawer = await openDrawer()
    await expect(args.get).toHaveBeenCalledWith(withScreenshot.id, 'en')
    const body = within(drawer)
    await expect(body.getByText('ID 101')).toBeVisible()
    await expect(body.getByText('Sanne de Vries')).toBeVisible()
    await expect(body.getByText('sanne.devries@example.org')).toBeVisible()
    await expect(body.getByText(formatDateTime(withScreenshot.creationDate, 'en'))).toBeVisible()
    // The whole message, line breaks kept.
    await expect(body.getByText(/iPhone 13, iOS 17\./).textContent).toBe(withScreenshot.message)

    const image = body.getByRole<HTMLImageElement>('img', { name: 'Screenshot sent with the feedback' })
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0))
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(380)
    const link = body.getByRole('link', { name: 'Screenshot sent with the feedback' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    await expect(link).toHaveAccessibleDescription('Opens full size in a new tab.')
    await expect(body.queryByText('No screenshot')).toBeNull()
  },
}

/** Sent without an account or a screenshot: "Anonymous" and the placeholder. */
export const WithoutScreenshot: Story = {
  parameters: { route: `/feedback?edit=${anonymousWithout.id}` },
  play: async () => {
    const body = within(await openDrawer())
    await expect(body.getByText('Anonymous')).toBeVisible()
    await expect(body.getByText('Sent without an account')).toBeVisible()
    await expect(body.getByText('No screenshot')).toBeVisible()
    await expect(body.queryByRole('img', { name: 'Screenshot sent with the feedback' })).toBeNull()
    await expect(body.queryByText('The screenshot file could not be loaded.')).toBeNull()
  },
}

/** The file is named but does not load: the placeholder says so instead of a broken image. */
export const ScreenshotFailsToLoad: Story = {
  args: { screenshotSrc: brokenScreenshotSrc },
  play: async () => {
    const body = within(await openDrawer())
    await expect(await body.findByText('No screenshot')).toBeVisible()
    await expect(body.getByText('The screenshot file could not be loaded.')).toBeVisible()
    await expect(body.queryByRole('img', { name: 'Screenshot sent with the feedback' })).toBeNull()
  },
}

/** Delete asks first (docs/product.md §5), focus on Cancel; confirming deletes, says so and closes. */
export const DeleteAsksFirst: Story = {
  play: async ({ args }) => {
    const drawer = await openDrawer()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this feedback?'),
    ).toBeVisible()
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    // Cancel keeps it.
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await expect(args.remove).not.toHaveBeenCalled()
    await expect(page().getByRole('dialog', { name: 'Feedback' })).toBeVisible()

    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const again = await page().findByRole('alertdialog', { name: 'Delete' })
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(withScreenshot.id))
    await expect(await within(toasts()).findByText('Deleted feedback')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** The server refuses: an error toast, and the drawer stays open with the reason. */
export const DeleteFails: Story = {
  args: { remove: fn(async (_id: number): Promise<{ id: number }> => Promise.reject(new Error('offline'))) },
  play: async () => {
    const drawer = await openDrawer()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await within(toasts()).findByText('Failed to delete feedback')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await expect(drawer).toBeVisible()
    await expect(within(drawer).getByRole('alert')).toHaveTextContent('Failed to delete feedback')
    await expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeEnabled()
  },
}

/** An unknown id (deleted meanwhile): the error and Try again. */
export const LoadFails: Story = {
  parameters: { route: '/feedback?edit=999' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Feedback' })
    await expect(await within(drawer).findByRole('button', { name: 'Try again' })).toBeVisible()
    // The server's reason (a fake's refusal is read like the server's answer).
    await expect(within(drawer).getByRole('alert')).toHaveTextContent('Not found.')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(args.get).toHaveBeenCalledTimes(2))
  },
}

/** Esc closes the drawer. */
export const EscapeCloses: Story = {
  play: async () => {
    await openDrawer()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { route: `/feedback?edit=${anonymousWithout.id}` },
  play: async () => {
    const drawer = await page().findByRole('dialog')
    await waitFor(() =>
      expect(within(drawer).getByText(formatDateTime(anonymousWithout.creationDate, 'nl'))).toBeVisible(),
    )
  },
}
