import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import type { InfographicDto } from '../../src/domain/infographics.ts'
import { apiCall, expect, openSignedIn, palette, test } from './support/browser.ts'

// Translation work in Dutch (issue 18): where a Dutch text is missing, the console shows the
// English one marked EN (lists, the Missing translations filter, pickers, the checklist, the
// palette), beside the empty drawer field with Alt+Shift+C to copy it, and a Dutch search finds
// the item by its English title.

/** A suffix that keeps this run's records apart from the demo content and from earlier runs. */
const unique = () => Math.random().toString(36).slice(2, 7)

async function toDutch(page: Page) {
  await page.keyboard.press('Alt+Shift+N')
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl')
}

/** A text shown as the English reference: in an element of that language, beside the EN tag. */
async function expectEnglishReference(scope: Locator, text: string) {
  const reference = scope.locator('[lang="en"]', { hasText: text }).first()
  await reference.waitFor()
  expect(await reference.textContent()).toBe(text)
  const tag = reference.locator('xpath=../*[@role="img"]')
  expect(await tag.getAttribute('aria-label')).toBe('Engels')
  expect(await tag.textContent()).toBe('EN')
}

/** A content list row: the kinds' ids overlap (action 3, infographic 3), so by kind and id. */
const contentRow = (page: Page, kind: string, id: number) =>
  page.getByRole('grid').locator(`tbody tr[id$="-row-${kind}-${id}"]`)

const rowWithId = (page: Page, id: number) =>
  page
    .getByRole('grid')
    .locator('tbody tr[aria-rowindex]')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) })

describe('translation work in Dutch', () => {
  test('the English text stands in, marked EN, and the drawer copies it in with one key', async ({
    page,
  }) => {
    const suffix = unique()
    await openSignedIn(page, '/content')
    // Made in English only, as a new record often is.
    const parent = await apiCall<CategoryDto>(page, 'POST', 'category', { title: `Oceans ${suffix}` })
    const sub = await apiCall<CategoryDto>(page, 'POST', 'category', {
      title: `Microplastics ${suffix}`,
      parentCategoryId: parent.id,
    })
    const title = `Plastic in rivers ${suffix}`
    const item = await apiCall<InfographicDto>(page, 'POST', 'info-graphic', {
      title,
      description: `## Why it matters ${suffix}\n\nRivers carry plastic to the sea.`,
      categoryIds: [sub.id],
    })
    await toDutch(page)

    // The Content list, paged on the server: searching the English title in Dutch finds it; its
    // title and category are the English ones, marked EN; the State stays "missing".
    await page.getByRole('searchbox', { name: 'Titel' }).fill(`rivers ${suffix}`)
    await expect.poll(() => page.getByRole('grid').locator('tbody tr[aria-rowindex]').count()).toBe(1)
    const row = contentRow(page, 'info-graphic', item.id)
    await expectEnglishReference(row, title)
    await expectEnglishReference(row, `Microplastics ${suffix}`)
    expect(await row.getByRole('img', { name: 'Vertalingen ontbreken' }).count()).toBe(1)

    // The drawer: the English title beside the empty Title; Alt+Shift+C copies it in as a start.
    await row.click()
    const drawer = page.getByRole('dialog', { name: 'Infographic bewerken' })
    const titleField = drawer.getByRole('textbox', { name: 'Titel', exact: true })
    await titleField.waitFor()
    expect(await titleField.inputValue()).toBe('')
    await expectEnglishReference(drawer, title)
    await expectEnglishReference(drawer, `Microplastics ${suffix}`)
    await titleField.click()
    await page.keyboard.press('Alt+Shift+C')
    await expect.poll(() => titleField.inputValue()).toBe(title)
    expect(await titleField.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type(' (NL)')
    // The description's English, copied with the mouse into the rich text field.
    const description = drawer.locator('[data-field-reference="description"]')
    await description.getByText('Rivers carry plastic to the sea.').waitFor()
    await description.getByRole('button', { name: 'Engels overnemen' }).click()
    await drawer.locator('[contenteditable="true"]').getByText('Rivers carry plastic to the sea.').waitFor()
    await drawer.getByRole('button', { name: 'Bewerken' }).click()
    await expect
      .poll(async () => {
        const stored = await page.evaluate(
          async (id) => (await fetch(`/api/info-graphic/${id}`, { headers: { lang: 'nl' } })).json(),
          item.id,
        )
        return [stored.title, stored.description]
      })
      .toEqual([`${title} (NL)`, `## Why it matters ${suffix}\n\nRivers carry plastic to the sea.`])

    // The palette's "Open content…" finds another item by its English title, marked EN.
    const other = await apiCall<InfographicDto>(page, 'POST', 'info-graphic', {
      title: `Bottle deposits ${suffix}`,
    })
    await page.keyboard.press('Control+k')
    const { dialog, input } = palette(page, 'nl')
    await input.fill('inhoud openen')
    await page.keyboard.press('Enter')
    await dialog.getByPlaceholder('Zoek inhoud op titel of ID').fill(`Bottle deposits ${suffix}`)
    const result = dialog.getByRole('option', { name: new RegExp(`Bottle deposits ${suffix}`) })
    await result.waitFor()
    await expectEnglishReference(result, `Bottle deposits ${suffix}`)
    await page.keyboard.press('Escape')
    expect(other.id).toBeGreaterThan(item.id)
  })

  test('the Missing translations filter, the parent picker and the checklist show the English names', async ({
    page,
  }) => {
    const suffix = unique()
    await openSignedIn(page, '/categories')
    const parent = await apiCall<CategoryDto>(page, 'POST', 'category', { title: `Oceans ${suffix}` })
    await toDutch(page)

    // Missing translations: every row reads its English title, none "Geen titel in deze taal".
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Vertalingen ontbreken' }).click()
    await expect.poll(() => page.url()).toContain('state=missing')
    await expectEnglishReference(rowWithId(page, parent.id), `Oceans ${suffix}`)
    await expectEnglishReference(page.getByRole('grid'), 'Food waste')
    expect(await page.getByRole('grid').getByText('Geen titel in deze taal').count()).toBe(0)

    // The parent picker of a category names the new main category by its English title.
    await page.goto('/categories?edit=2')
    const drawer = page.getByRole('dialog', { name: 'Categorie bewerken' })
    await drawer.getByRole('textbox', { name: 'Titel', exact: true }).waitFor()
    await drawer.getByRole('combobox', { name: 'Bovenliggende categorie' }).click()
    const option = page.getByRole('option', { name: new RegExp(`Oceans ${suffix}`) })
    await option.waitFor()
    await expectEnglishReference(option, `Oceans ${suffix}`)
    expect(await page.getByRole('option', { name: `#${parent.id}` }).count()).toBe(0)
    await page.keyboard.press('Escape')

    // The infographic's category checklist names it, and Food waste, by their English titles.
    await page.goto('/content?new=info-graphic')
    const add = page.getByRole('dialog', { name: 'Infographic toevoegen' })
    const checklist = add.getByRole('group', { name: 'Categorieën' })
    await checklist.waitFor()
    await expectEnglishReference(checklist, `Oceans ${suffix}`)
    await expectEnglishReference(checklist, 'Food waste')
  })
})
