import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../../.storybook/parameters.ts'
import { co2Questions, co2QuestionsApi } from '../../../src/console/api/co2-questions.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { Co2HierarchyDrawer } from '../../../src/console/areas/co2-quiz/hierarchy/Co2HierarchyDrawer.tsx'
import { Toasts } from '../../../src/console/ui/toasts/Toasts.tsx'
import type { Co2QuestionDto } from '../../../src/domain/contracts/co2-questions.ts'
import { STALE_WRITE_MESSAGE } from '../../../src/domain/errors.ts'
import { apiRefusal, memoryResource } from '../../support/memoryResource.ts'
import { AQUARIUM, AQUARIUM_LIGHT, MOTOR, quizRows } from '../overview/fixtures.ts'

type Api = typeof co2QuestionsApi

const fakeApi = (rows: Co2QuestionDto[] = quizRows()) =>
  memoryResource<Co2QuestionDto, object>(rows, {
    create: (input, id) => ({ ...rows[0]!, ...input, id }),
    update: (row, input) => ({ ...row, ...input }),
  }) as unknown as Api

/** Sort and Hierarchy on /co2quiz, opened by the URL (`?hierarchy`), over a fake questions client. */
function HierarchyStory(api: Api) {
  return (
    <>
      <ResourceProvider bindings={[provide(co2QuestionsApi, api)]}>
        <Co2HierarchyDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'CO2 quiz/Sort and Hierarchy',
  component: HierarchyStory,
  args: fakeApi(),
  parameters: {
    route: '/co2quiz?hierarchy',
    queryData: [[co2Questions.keys.list('en', {}), quizRows()]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof HierarchyStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
const drawer = () => page().findByRole('dialog', { name: 'Sort and Hierarchy' })
/** The ids of the rows in one list (the top-level questions, or one question's sub questions). */
const idsIn = (list: HTMLElement) =>
  [...list.querySelectorAll(':scope > li > [role="group"]')].map((row) =>
    Number(row.getAttribute('data-ordering-item')),
  )
const topLevel = (dialog: HTMLElement) =>
  idsIn(within(dialog).getByRole('list', { name: 'Questions in quiz order' }))
const subsOf = (dialog: HTMLElement, title: string) =>
  idsIn(within(dialog).getByRole('list', { name: `Sub questions of ${title}` }))
const status = (dialog: HTMLElement) => dialog.querySelector('.hierarchy-drag-status')?.textContent

/** The tree: top-level questions in quiz order, the motorbike's two sub questions, a zone under each, the empty target. */
export const Tree: Story = {
  play: async () => {
    const dialog = await drawer()
    await expect(topLevel(dialog)).toEqual([1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15])
    await expect(subsOf(dialog, 'How many kilometres a year do you ride a motorbike?')).toEqual([8, 9])
    await expect(within(dialog).getByText('Drop here to make it a top-level question')).toBeVisible()
    await expect(
      within(dialog).getByText('Drop here to make it a sub question of Do you have an aquarium?'),
    ).toBeVisible()
    // Keyboard users start on the first drag handle.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Drag Do you drive a car?' })).toHaveFocus(),
    )
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}

/**
 * By keyboard (dnd-kit's keyboard sensor): Space picks the aquarium's light question up, ArrowUp
 * moves it over the aquarium's drop zone, Space drops it there: a sub question. Ctrl+Enter saves
 * its parent as an update (with the version read) and then the whole order.
 */
export const KeyboardDragMakesSubQuestion: Story = {
  play: async ({ args }) => {
    const dialog = await drawer()
    within(dialog).getByRole('button', { name: 'Drag How many hours a day is its light on?' }).focus()
    await userEvent.keyboard(' ')
    await waitFor(() =>
      expect(status(dialog)).toBe('How many hours a day is its light on?: back in its place.'),
    )
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() =>
      expect(status(dialog)).toBe(
        'How many hours a day is its light on?: sub question of Do you have an aquarium?, position 1 of 1.',
      ),
    )
    await userEvent.keyboard(' ')
    await waitFor(() => expect(subsOf(dialog, 'Do you have an aquarium?')).toEqual([AQUARIUM_LIGHT]))
    // The screen reader heard it.
    await waitFor(() =>
      expect([...dialog.querySelectorAll('[aria-live]')].map((region) => region.textContent)).toContain(
        'Moved. How many hours a day is its light on?: sub question of Do you have an aquarium?, position 1 of 1.',
      ),
    )
    await expect(within(dialog).getByText('Unsaved changes')).toBeVisible()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(args.order).toHaveBeenCalled())
    await expect(args.update).toHaveBeenCalledTimes(1)
    await expect(args.update).toHaveBeenCalledWith(
      AQUARIUM_LIGHT,
      { title: 'How many hours a day is its light on?', parentQuestionId: AQUARIUM, version: 1 },
      'en',
    )
    await expect(args.order).toHaveBeenCalledWith(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((id, index) => ({ id, index })),
    )
    await expect(
      await within(toasts()).findByText('Saved the order and hierarchy of the questions'),
    ).toBeVisible()
  },
}

/**
 * One level only: the motorbike has sub questions, so dropping it on the aquarium's zone is
 * refused, visibly and with the reason; nothing is pending and Escape cancels the next drag
 * without closing the drawer.
 */
export const RefusedSecondLevel: Story = {
  play: async () => {
    const dialog = await drawer()
    const motor = 'How many kilometres a year do you ride a motorbike?'
    within(dialog)
      .getByRole('button', { name: `Drag ${motor}` })
      .focus()
    await userEvent.keyboard(' ')
    // Over its sub questions, its own zone, then the first flight question and that one's zone.
    const targets = ['[data-ordering-item="8"]', '[data-ordering-item="9"]', `[data-zone="into-${MOTOR}"]`]
    targets.push('[data-ordering-item="10"]', '[data-zone="into-10"]')
    for (const target of targets) {
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(dialog.querySelector(target)).toHaveAttribute('data-drop'))
    }
    const reason = `${motor} has sub questions, so it cannot become a sub question. Only one level is allowed.`
    await waitFor(() => expect(status(dialog)).toBe(reason))
    await expect(dialog.querySelector('[data-zone="into-10"]')).toHaveAttribute('data-drop', 'refused')
    await userEvent.keyboard(' ')
    await expect(await within(dialog).findByText(reason)).toBeVisible()
    await expect(topLevel(dialog)).toContain(MOTOR)
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    // Its row menu says so too: it cannot go under anything.
    const motorRow = within(dialog).getByRole('group', { name: motor })
    await expect(within(motorRow).getByRole('combobox', { name: 'Make sub question of…' })).toBeDisabled()

    within(dialog).getByRole('button', { name: 'Drag What do you eat?' }).focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowUp}')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(status(dialog)).toBeUndefined())
    await expect(page().getByRole('dialog', { name: 'Sort and Hierarchy' })).toBeVisible()
  },
}

/** After the drawer read the questions, another editor made the aquarium's light a sub question of the diet. */
const changedMeanwhile = quizRows({ [AQUARIUM_LIGHT]: { parentQuestionId: 13, type: 'sub', version: 2 } })

/**
 * Saved after someone else changed a question (409): the notice and the drawer say so, and the
 * questions are read again: their stored hierarchy replaces the moves, and nothing was ordered.
 */
export const SaveConflict: Story = {
  args: (() => {
    const api = fakeApi()
    let changed = false
    api.update = fn(async () => {
      changed = true
      throw apiRefusal(409, 'conflict', STALE_WRITE_MESSAGE, { version: 2 })
    })
    api.list = fn(async () => (changed ? changedMeanwhile : quizRows()))
    return api
  })(),
  play: async ({ args }) => {
    const dialog = await drawer()
    const light = within(dialog).getByRole('group', { name: 'How many hours a day is its light on?' })
    await userEvent.click(within(light).getByRole('combobox', { name: 'Make sub question of…' }))
    await userEvent.click(await page().findByRole('option', { name: 'Do you have an aquarium?' }))
    await waitFor(() => expect(subsOf(dialog, 'Do you have an aquarium?')).toEqual([AQUARIUM_LIGHT]))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    const said =
      'Someone else changed these questions since the drawer opened. Their order and hierarchy as stored now are shown: make your moves again.'
    await expect(await within(toasts()).findByText(said)).toBeVisible()
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(said)
    await waitFor(() => expect(subsOf(dialog, 'What do you eat?')).toEqual([AQUARIUM_LIGHT]))
    await expect(
      within(dialog).queryByRole('list', { name: 'Sub questions of Do you have an aquarium?' }),
    ).toBeNull()
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await expect(args.order).not.toHaveBeenCalled()
  },
}

/** Closing with moves that are not saved asks first. */
export const UnsavedChangesAskFirst: Story = {
  play: async ({ args }) => {
    const dialog = await drawer()
    const diet = within(dialog).getByRole('group', { name: 'What do you eat?' })
    await userEvent.click(within(diet).getByRole('button', { name: 'Move up' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Discard changes?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await expect(args.update).not.toHaveBeenCalled()
  },
}
