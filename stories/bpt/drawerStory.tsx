import { userEvent, within } from 'storybook/test'
import { BptQuestionDrawer } from '../../src/console/areas/bpt/BptQuestionDrawer.tsx'
import type { BptType } from '../../src/domain/enums.ts'
import { page } from '../support/screen.ts'
import { BptApis, type BptFakes, fakeBptApi } from './BptApis.tsx'
import { bptQuestionRows } from './fixtures.ts'

// What the BPT drawer's stories share: the drawer on /bpt over a fake API, and a person's hands.

/** The question drawer on /bpt, opened by the URL (`?new`, `?edit=4`), over a fake API. */
export function BptDrawerStory(fakes: BptFakes) {
  return (
    <BptApis fakes={fakes}>
      <BptQuestionDrawer />
    </BptApis>
  )
}

/** The question set without the question of `type`, so a new question can take it. */
export const fakesWithout = (type: BptType): BptFakes => ({
  questions: fakeBptApi(bptQuestionRows().filter((question) => question.type !== type)),
})

export const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
export type Drawer = Awaited<ReturnType<typeof drawerNamed>>

/** Picks `option` in the drawer's select `label` with the mouse. */
export async function choose(scope: Drawer, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }))
  await userEvent.click(await page().findByRole('option', { name: option }))
}

/** The answer `position` (from 1) of `count`, as the user finds it. */
export const answer = (drawer: Drawer, position: number, count: number) =>
  within(drawer.getByRole('group', { name: `Answer ${position} of ${count}` }))

/** The question's own text field (each answer has one too). */
export const questionText = (drawer: Drawer) => drawer.getAllByLabelText('Text')[0]!
