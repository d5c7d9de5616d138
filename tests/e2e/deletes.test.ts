import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { FeedbackDto } from '../../src/domain/feedback.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'

// Issue 18, "Words": each delete logged a 404 in the browser console, as the deleted record was
// asked for again (its query refreshed with the rest of the resource). A delete asks for the
// list again, never for the record it removed: no failed request, no console error.

const unique = () => Math.random().toString(36).slice(2, 7)

/** Every failed answer and console error from now on. */
function watchFailures(page: Page) {
  const failures: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`)
  })
  return failures
}

/** Requests under way, so a test can wait until the console has stopped asking. */
function watchRequests(page: Page) {
  let open = 0
  page.on('request', () => {
    open += 1
  })
  const done = () => {
    open -= 1
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return async () => {
    // Quiet for a while: the refetches a delete starts have all been answered.
    let quietSince = Date.now()
    await expect
      .poll(
        () => {
          if (open > 0) quietSince = Date.now()
          return Date.now() - quietSince
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(750)
  }
}

type Deletable = {
  name: string
  list: string
  /** The drawer's parameter in the list's URL: `edit` (`?edit=12`), or the content kind's (`?info-graphic=12`). */
  param?: string
  /** The record to delete, made through the API (or found in the demo data); its id. */
  make: (page: Page) => Promise<number>
  drawer: string
  deleted: string
}

const deletables: Deletable[] = [
  {
    name: 'a label',
    list: '/labels',
    make: async (page) =>
      (await apiCall<{ id: number }>(page, 'POST', 'user-label', { value: `Gone ${unique()}` })).id,
    drawer: 'Edit Label',
    deleted: 'Deleted label',
  },
  {
    name: 'a category',
    list: '/categories',
    make: async (page) =>
      (await apiCall<{ id: number }>(page, 'POST', 'category', { title: `Gone ${unique()}` })).id,
    drawer: 'Edit Category',
    deleted: 'Deleted category',
  },
  {
    name: 'a data table',
    list: '/data-tables',
    make: async (page) =>
      (
        await apiCall<{ id: number }>(page, 'POST', 'data-table', {
          name: `gone-${unique()}`,
          data: { a: 1 },
        })
      ).id,
    drawer: 'Edit Data Table',
    deleted: 'Deleted Data Table',
  },
  {
    name: 'a feedback item',
    list: '/feedback',
    make: async (page) => (await apiCall<FeedbackDto[]>(page, 'GET', 'feedback'))[0]!.id,
    drawer: 'Feedback',
    deleted: 'Deleted feedback',
  },
  {
    name: 'a user',
    list: '/users',
    make: async (page) =>
      (
        await apiCall<{ id: number }>(page, 'POST', 'user', {
          firstName: 'Gone',
          lastName: unique(),
          email: `gone-${unique()}@example.com`,
          level: 'registered-user',
        })
      ).id,
    drawer: 'Edit User',
    deleted: 'Deleted user',
  },
  {
    name: 'an infographic',
    list: '/content',
    param: 'info-graphic',
    make: async (page) =>
      (await apiCall<{ id: number }>(page, 'POST', 'info-graphic', { title: `Gone ${unique()}` })).id,
    drawer: 'Edit Infographic',
    deleted: 'Deleted infographic',
  },
  {
    name: 'an action with steps',
    list: '/content',
    param: 'action',
    make: async (page) =>
      (
        await apiCall<{ id: number }>(page, 'POST', 'action', {
          title: `Gone ${unique()}`,
          type: 'action',
          steps: [{ description: 'One' }, { description: 'Two' }],
        })
      ).id,
    drawer: 'Edit Action',
    deleted: 'Deleted action',
  },
]

describe('deleting asks for nothing that is gone', () => {
  test('no failed request and no console error after deleting a label, a category, a data table, a feedback item, a user, an infographic, an action', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    const quiet = watchRequests(page)
    for (const item of deletables) {
      const id = await item.make(page)
      await page.goto(`${item.list}?${item.param ?? 'edit'}=${id}`)
      const drawer = page.getByRole('dialog', { name: item.drawer })
      await drawer.getByText(`ID ${id}`).waitFor()
      await drawer.getByRole('button', { name: 'Delete', exact: true }).waitFor()
      await quiet()
      const failures = watchFailures(page)
      await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
      await page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click()
      await page.locator('section.toasts').getByText(item.deleted, { exact: true }).first().waitFor()
      await drawer.waitFor({ state: 'hidden' })
      await quiet()
      expect(failures, item.name).toEqual([])
    }
  })
})
