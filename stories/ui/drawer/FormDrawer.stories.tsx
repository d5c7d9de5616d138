import { Button } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { z } from 'zod'
import { FormDrawer } from '../../../src/console/ui/drawer/FormDrawer.tsx'
import { useDrawerParam } from '../../../src/console/ui/drawer/useDrawerParam.ts'
import { Field } from '../../../src/console/ui/forms/Field.tsx'
import { Toasts } from '../../../src/console/ui/toasts/Toasts.tsx'
import { STALE_WRITE_MESSAGE } from '../../../src/domain/errors.ts'

const schema = z.object({ value: z.string().trim().min(1, { error: 'Value is required.' }) })
type Values = z.infer<typeof schema>

type Props = {
  load: (id: number) => Promise<{ values: Values; version: number | null }>
  save: (id: number, values: Values, lang: string, version: number | null) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
}

/** A one-field drawer (like Labels) with the opener buttons a list page would have. */
function LabelDrawerDemo({ load, save, remove }: Props) {
  const { openNew, openEdit } = useDrawerParam()
  return (
    <>
      <Button onClick={openNew}>Add Label</Button> <Button onClick={() => openEdit(3)}>Open label 3</Button>
      <FormDrawer<Values>
        titles={{ add: 'Add Label', edit: 'Edit Label' }}
        schema={schema}
        defaults={{ value: '' }}
        load={load}
        save={save}
        remove={remove}
        messages={{
          saved: 'Saved label',
          saveFailed: 'Failed to save label',
          confirmDelete: 'Are you absolutely sure you want to delete this label?',
        }}
      >
        {(form) => (
          <Field label="Value" error={form.formState.errors.value?.message} {...form.register('value')} />
        )}
      </FormDrawer>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'UI/Drawer/FormDrawer',
  component: LabelDrawerDemo,
  args: {
    load: fn(async () => ({ values: { value: 'Early adopter' }, version: 4 })),
    save: fn(async (id: number, values: Values) => ({ id: id === -1 ? 9 : id, ...values })),
    remove: fn(async (id: number) => ({ id })),
  },
  parameters: { route: '/labels' },
} satisfies Meta<typeof LabelDrawerDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
// A modal drawer hides the rest of the page from the accessibility tree, so find toasts by place.
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!

export const NewRecord: Story = {
  parameters: { route: '/labels?new' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    const add = within(drawer).getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull()
    await userEvent.type(within(drawer).getByLabelText('Value'), 'Ambassador')
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(-1, { value: 'Ambassador' }, 'en', null))
    await expect(await within(toasts()).findByText('Saved label')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** Ctrl+Enter on an invalid form: every message shows and the first field in error has the focus. */
export const SaveShortcutOnInvalidForm: Story = {
  parameters: { route: '/labels?new' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    const input = within(drawer).getByLabelText('Value')
    // Focus elsewhere in the drawer (its close button), then the save shortcut.
    within(drawer).getByRole('button', { name: 'Close' }).focus()
    await expect(input).not.toHaveFocus()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await expect(await within(drawer).findByText('Value is required.')).toBeVisible()
    await waitFor(() => expect(input).toHaveFocus())
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(args.save).not.toHaveBeenCalled()
  },
}

export const EditRecord: Story = {
  parameters: { route: '/labels?edit=3' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    await waitFor(() => expect(within(drawer).getByLabelText('Value')).toHaveValue('Early adopter'))
    await expect(args.load).toHaveBeenCalledWith(3, 'en')
    await expect(within(drawer).getByText('ID 3')).toBeVisible()
    const input = within(drawer).getByLabelText('Value')
    await userEvent.clear(input)
    await expect(await within(drawer).findByText('Value is required.')).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
    await userEvent.type(input, 'Early bird')
    // Ctrl+Enter saves from anywhere in the drawer.
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(3, { value: 'Early bird' }, 'en', 4))
  },
}

export const SaveFails: Story = {
  args: {
    save: fn(
      async (_id: number, _values: Values): Promise<Values & { id: number }> =>
        Promise.reject(new Error('offline')),
    ),
  },
  parameters: { route: '/labels?edit=3' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Early adopter'))
    await userEvent.type(input, '!')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await expect(await within(toasts()).findByText('Failed to save label')).toBeVisible()
    // Still open, the input kept.
    await expect(drawer).toBeVisible()
    await expect(within(drawer).getByLabelText('Value')).toHaveValue('Early adopter!')
  },
}

const staleWrite = { status: 409, error: 'conflict', message: STALE_WRITE_MESSAGE, version: 5 }

/**
 * Someone else saved the record since it was opened: the save is refused (409) and the drawer
 * says so, keeping the input; Overwrite saves the input again with their version.
 */
export const ChangedBySomeoneElseOverwrite: Story = {
  args: {
    save: fn(async (id: number, values: Values, _lang: string, version: number | null) =>
      version === 4 ? Promise.reject(staleWrite) : { id, ...values },
    ),
  },
  parameters: { route: '/labels?edit=3' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Early adopter'))
    await userEvent.type(input, '!')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    const notice = await within(drawer).findByRole('alert')
    await expect(notice).toHaveTextContent('Changed by someone else since you opened it.')
    await expect(input).toHaveValue('Early adopter!')
    await expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
    // Keyboard first: the choice has the focus.
    await expect(within(notice).getByRole('button', { name: 'Reload (theirs)' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.save).toHaveBeenLastCalledWith(3, { value: 'Early adopter!' }, 'en', 5))
    await expect(await within(toasts()).findByText('Saved label')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

let loads = 0

/** Reload drops the input and shows the record as it is now; the next save sends its version. */
export const ChangedBySomeoneElseReload: Story = {
  args: {
    // The first load shows version 4; after someone else's save, the record is at version 5.
    load: fn(async () =>
      loads++ === 0
        ? { values: { value: 'Early adopter' }, version: 4 }
        : { values: { value: 'Early adopters' }, version: 5 },
    ),
    save: fn(async (id: number, values: Values, _lang: string, version: number | null) =>
      version === 4 ? Promise.reject(staleWrite) : { id, ...values },
    ),
  },
  parameters: { route: '/labels?edit=3' },
  beforeEach: () => {
    loads = 0
  },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Early adopter'))
    await userEvent.type(input, '!')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Reload (theirs)' }))
    const reloaded = await within(page().getByRole('dialog')).findByLabelText('Value')
    await waitFor(() => expect(reloaded).toHaveValue('Early adopters'))
    // The drawer's conflict notice is gone (the toasts, a live region, still say the save failed).
    await expect(within(page().getByRole('dialog')).queryByRole('alert')).toBeNull()
    await userEvent.type(reloaded, ' 2025')
    await userEvent.click(within(page().getByRole('dialog')).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.save).toHaveBeenLastCalledWith(3, { value: 'Early adopters 2025' }, 'en', 5),
    )
  },
}

export const UnsavedChangesAskBeforeClosing: Story = {
  parameters: { route: '/labels?edit=3' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Early adopter'))
    await userEvent.type(input, ' 2')
    await userEvent.keyboard('{Escape}')
    const confirm = await page().findByRole('alertdialog', { name: 'Discard changes?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(page().getByRole('dialog', { name: 'Edit Label' })).toBeVisible())
    await expect(within(drawer).getByLabelText('Value')).toHaveValue('Early adopter 2')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(
      within(await page().findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    )
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

export const DeleteAsksFirst: Story = {
  parameters: { route: '/labels?edit=3' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    await waitFor(() => expect(within(drawer).getByLabelText('Value')).toHaveValue('Early adopter'))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this label?'),
    ).toBeVisible()
    // Focus starts on the safe choice.
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(3))
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

export const LoadFails: Story = {
  args: {
    load: fn(async (): Promise<{ values: Values; version: number }> => Promise.reject(new Error('gone'))),
  },
  parameters: { route: '/labels?edit=3' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    await expect(await within(drawer).findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { route: '/labels?new' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    await expect(within(drawer).getByRole('button', { name: 'Toevoegen' })).toBeDisabled()
    await expect(within(drawer).getByRole('button', { name: 'Wijzigingen ongedaan maken' })).toBeDisabled()
  },
}

export const NewRecordKeepsItsMessages: Story = {
  parameters: { route: '/labels?new' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    const input = within(drawer).getByLabelText('Value')
    await userEvent.type(input, 'A')
    await userEvent.clear(input)
    // Back to untouched, but the message stays: the form is not reset under the user's hands.
    await expect(await within(drawer).findByText('Value is required.')).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Add' })).toBeDisabled()
  },
}
