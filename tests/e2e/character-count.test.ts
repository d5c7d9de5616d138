import { apiCall, expect, openSignedIn, test } from './support/browser.ts'

// One definition of length for the field's counter and the server (issue 18): the counter said
// "120 of 100" for a title of 60 emoji that the server saved. An emoji is one character.

type Category = { id: number; title: string }
type Refusal = { error: string; fields?: Record<string, string> }

test('60 emoji in a 100-character title count as 60 and save; 101 are refused, in the same words', async ({
  page,
}) => {
  // Emoji of the Food category's own kind, mixed so the title is not one repeated code point.
  const emoji = (count: number) =>
    Array.from({ length: count }, (_, index) => ['🥦', '🥕', '🍎', '🌽'][index % 4]).join('')
  await openSignedIn(page, '/categories?new')
  const drawer = page.getByRole('dialog', { name: 'Add Category' })
  const title = drawer.getByLabel('Title')
  await title.fill(emoji(60))
  await drawer.getByText('60 of 100 characters').waitFor()
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await drawer.waitFor({ state: 'hidden' })
  const saved = (await apiCall<Category[]>(page, 'GET', 'category')).find((row) => row.title === emoji(60))
  expect(saved, 'the title of 60 emoji was saved whole').toBeTruthy()

  await page.goto('/categories?new')
  await title.fill(emoji(101))
  await drawer.getByText('101 of 100 characters').waitFor()
  await title.press('Tab')
  const message = 'Title should be at most 100 characters.'
  await drawer.getByText(message, { exact: true }).waitFor()
  expect(await drawer.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true)
  const refused = await apiCall<Refusal>(page, 'POST', 'category', { title: emoji(101) })
  expect(refused.fields?.title).toBe(message)

  await apiCall(page, 'DELETE', `category/${saved!.id}`)
})
