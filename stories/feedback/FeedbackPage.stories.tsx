import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { feedback, feedbackApi } from '../../src/console/api/feedback.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import FeedbackPage from '../../src/console/areas/feedback/FeedbackPage.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { PAGE_SIZE } from '../../src/domain/constants.ts'
import { formatDateTime } from '../../src/domain/dates.ts'
import type { FeedbackDto } from '../../src/domain/feedback.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { fakeFeedbackApi, feedbackRows, storyScreenshotSrc } from './fixtures.ts'

/** 30 messages: the first page holds 25 of them. */
const all = feedbackRows(30)

/**
 * List pages already in the query cache, as the server would answer them; any other page (a
 * filter, say) is asked of the fake API.
 */
function listData(lang: Lang, pages: { q?: string; page: number; rows: FeedbackDto[]; total: number }[]) {
  return pages.map(
    ({ q, page, rows, total }) =>
      [feedback.keys.page(lang, { q, page, pageSize: PAGE_SIZE }), { rows, total }] as [
        readonly unknown[],
        unknown,
      ],
  )
}

const firstPage = { page: 1, rows: all.slice(0, PAGE_SIZE), total: all.length }
const quizMatches = all.filter((row) => row.message.includes('quiz'))

/** The Feedback page as the router shows it, with a fake API and the app's toasts. */
function PageDemo(api: typeof feedbackApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(feedbackApi, api)]}>
        <FeedbackPage screenshotSrc={storyScreenshotSrc} />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Feedback/FeedbackPage',
  component: PageDemo,
  args: fakeFeedbackApi(all),
  parameters: {
    route: '/feedback',
    queryData: [
      ...listData('en', [firstPage, { page: 2, rows: all.slice(PAGE_SIZE), total: all.length }]),
      [feedback.keys.detail('en', all[0]!.id), all[0]],
    ],
  } satisfies CanopyParameters,
} satisfies Meta<typeof PageDemo>

export default meta
type Story = StoryObj<typeof meta>

const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]

/** ID, Message, User, Date; newest first; 25 per page. */
export const List: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
    const grid = canvas.getByRole('grid', { name: 'Feedback' })
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await expect(headers).toEqual(['ID', 'Message', 'User', 'Date'])

    await step('the first page: 25 rows, newest first', async () => {
      const rows = rowsOf(grid)
      await expect(rows).toHaveLength(25)
      await expect(rows[0]).toHaveTextContent(String(all[0]!.id))
      await expect(rows[0]).toHaveTextContent('Sanne de Vries')
      await expect(rows[0]).toHaveTextContent(formatDateTime(all[0]!.creationDate, 'en'))
      await expect(canvas.getByText('Page 1 of 2')).toBeVisible()
      // No name: the e-mail; no e-mail either: the user's id; no user: Anonymous.
      await expect(rows[2]).toHaveTextContent('anouk@example.org')
      await expect(rows[3]).toHaveTextContent(`User ${all[3]!.user!.id}`)
      await expect(rows[4]).toHaveTextContent('Anonymous')
      await expect(within(rows[0]!).getByRole('img', { name: 'With screenshot' })).toBeInTheDocument()
      await expect(within(rows[2]!).queryByRole('img', { name: 'With screenshot' })).toBeNull()
    })

    await step('the second page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await expect(await canvas.findByText('Page 2 of 2')).toBeVisible()
      await expect(rowsOf(grid)).toHaveLength(5)
    })
  },
}

/** The message filter asks the server (`?q=`), and goes back to page 1. */
export const FilterByMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Feedback' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Message' }), 'quiz')
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(quizMatches.length))
    await expect(args.page).toHaveBeenCalledWith({ q: 'quiz', page: 1, pageSize: PAGE_SIZE }, 'en')
    for (const row of rowsOf(grid)) await expect(row).toHaveTextContent('quiz')
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible()
  },
}

/** A click on a row opens its detail drawer. */
export const RowOpensDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Feedback' })
    await userEvent.click(rowsOf(grid)[0]!)
    const drawer = await within(document.body).findByRole('dialog', { name: 'Feedback' })
    await expect(await within(drawer).findByText(`ID ${all[0]!.id}`)).toBeVisible()
    await expect(within(drawer).getByRole('img', { name: 'Screenshot sent with the feedback' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: fakeFeedbackApi([]),
  parameters: { queryData: listData('en', [{ page: 1, rows: [], total: 0 }]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No feedback yet.')).toBeVisible()
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { queryData: listData('nl', [firstPage]) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(25))
    await expect(rowsOf(grid)[0]).toHaveTextContent(formatDateTime(all[0]!.creationDate, 'nl'))
  },
}
