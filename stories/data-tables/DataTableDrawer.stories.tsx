import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { dataTablesApi } from '../../src/console/api/data-tables.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { DataTableDrawer } from '../../src/console/areas/data-tables/DataTableDrawer.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { dataTableQueryData, dataTableRows, fakeDataTablesApi } from './fixtures.ts'

/** The data table drawer on /data-tables, opened by the URL (`?new`, `?edit=2`). */
function DataTableDrawerStory(api: typeof dataTablesApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(dataTablesApi, api)]}>
        <DataTableDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Data tables/DataTableDrawer',
  component: DataTableDrawerStory,
  args: fakeDataTablesApi(),
  parameters: { route: '/data-tables?edit=2', queryData: dataTableQueryData() } satisfies CanopyParameters,
} satisfies Meta<typeof DataTableDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
const openDrawer = (name: 'Add Data Table' | 'Edit Data Table') => page().findByRole('dialog', { name })
const editorOf = (drawer: HTMLElement) => within(drawer).getByRole('textbox', { name: 'Data' })
const gutterOf = (drawer: HTMLElement) => drawer.querySelector<HTMLElement>('[data-testid="json-gutter"]')!

/** A new table: country nl, Add enabled once name and data are valid; data is sent parsed. */
export const New: Story = {
  parameters: { route: '/data-tables?new' },
  play: async ({ args }) => {
    const drawer = await openDrawer('Add Data Table')
    const add = within(drawer).getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(within(drawer).getByLabelText('Name')).toHaveFocus()
    await expect(within(drawer).getByLabelText('Country')).toHaveValue('nl')
    await userEvent.type(within(drawer).getByLabelText('Name'), 'bike-km')
    const editor = editorOf(drawer)
    await userEvent.click(editor)
    await userEvent.paste('{"bike": 0, "ebike": 0.01}')
    await waitFor(() => expect(add).toBeEnabled())
    // Ctrl+Enter saves from inside the editor too.
    await expect(editor).toHaveFocus()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        { name: 'bike-km', country: 'nl', data: { bike: 0, ebike: 0.01 } },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved Data Table')).toBeVisible()
  },
}

/** An existing table: its data pretty-printed with line numbers, and its legend (title, fields with units). */
export const EditWithLegend: Story = {
  play: async ({ args }) => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('flights'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    const editor = editorOf(drawer)
    await expect(editor).toHaveValue(JSON.stringify(dataTableRows()[1]!.data, null, 2))
    const lines = (editor as HTMLTextAreaElement).value.split('\n').length
    await expect(gutterOf(drawer).textContent).toBe(Array.from({ length: lines }, (_, i) => i + 1).join(''))
    const help = within(drawer).getByRole('region', { name: 'Flights by distance' })
    await expect(within(help).getByText(/Emissions per passenger per kilometre flown/)).toBeVisible()
    await expect(within(help).getByRole('rowheader', { name: /fromKm/ })).toBeVisible()
    await expect(within(help).getByText('kg CO2 per passenger-km')).toBeVisible()
    await expect(within(help).getByText('The data matches the shipped default.')).toBeVisible()
    await expect(within(help).getByRole('button', { name: 'Reset to default' })).toBeDisabled()
    // The CO2 calculation reads flights: it keeps its name and is not deleted.
    await expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeDisabled()
    await expect(within(drawer).getByLabelText('Name')).toHaveAttribute('readonly')
  },
}

/**
 * The car-fuel table of issue 18: a text value, a negative factor, three fields gone. Each problem
 * shows under the JSON, Save stays disabled; Reset to default mends it.
 */
export const BrokenCalculationTable: Story = {
  parameters: { route: '/data-tables?edit=1' },
  play: async ({ args }) => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('car-fuel'))
    const editor = editorOf(drawer)
    await userEvent.clear(editor)
    await userEvent.paste('{"lpg": "lots", "petrol": -5}')
    const problems = await within(drawer).findByRole('region', { name: 'Problems in the data' })
    await expect(within(problems).getByText('5 problems in the data:')).toBeVisible()
    await expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'petrol: Must be a number of 0 or more.',
      'diesel: This field is required.',
      'lpg: Must be a number of 0 or more.',
      'hybrid: This field is required.',
      'electric: This field is required.',
    ])
    await expect(
      within(drawer).getByText('The data does not fit what the CO2 calculation reads from this table.'),
    ).toBeVisible()
    await expect(editor).toHaveAccessibleDescription(/petrol: Must be a number of 0 or more\./)
    const save = within(drawer).getByRole('button', { name: 'Edit' })
    await expect(save).toBeDisabled()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await expect(args.update).not.toHaveBeenCalled()

    const help = within(drawer).getByRole('region', { name: 'Car emissions by fuel' })
    await userEvent.click(within(help).getByRole('button', { name: 'Reset to default' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Reset to default' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset to default' }))
    await waitFor(() =>
      expect(within(drawer).queryByRole('region', { name: 'Problems in the data' })).toBeNull(),
    )
    await expect(save).toBeEnabled()
  },
}

/** A row table names the row and column of each problem. */
export const BrokenRows: Story = {
  play: async () => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('flights'))
    const editor = editorOf(drawer)
    await userEvent.clear(editor)
    await userEvent.paste(
      JSON.stringify([
        { haul: 'short', fromKm: 0, kgCo2PerPassengerKm: 0.25 },
        { haul: 'long', fromKm: 2500, kgCo2PerPassengerKm: 150 },
        { haul: 'medium', fromKm: 700, kgCo2PerPassengerKm: 0.18 },
      ]),
    )
    const problems = await within(drawer).findByRole('region', { name: 'Problems in the data' })
    await expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'row 2 › kgCo2PerPassengerKm: Must be at most 2.',
      'row 3 › fromKm: Must be larger than in the row before.',
    ])
    await expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
  },
}

/** Another table is free-form JSON: no problems, Save enabled. */
export const FreeFormTable: Story = {
  args: fakeDataTablesApi(dataTableRows(8)),
  parameters: { route: '/data-tables?edit=8', queryData: dataTableQueryData('en', dataTableRows(8)) },
  play: async () => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('extra-table-8'))
    const editor = editorOf(drawer)
    await userEvent.clear(editor)
    await userEvent.paste('{"lpg": "lots", "petrol": -5}')
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeEnabled())
    await expect(within(drawer).queryByRole('region', { name: 'Problems in the data' })).toBeNull()
    await expect(within(drawer).getByLabelText('Name')).not.toHaveAttribute('readonly')
  },
}

/** gas, which the CO2 calculation reads: Delete is not offered, and the drawer says why first. */
export const CalculationTableIsKept: Story = {
  parameters: { route: '/data-tables?edit=6' },
  play: async ({ args }) => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('gas'))
    const reason = 'The CO2 calculation reads this table, so it cannot be deleted.'
    await expect(await within(drawer).findByText(reason)).toBeVisible()
    const remove = within(drawer).getByRole('button', { name: 'Delete' })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveAccessibleDescription(reason)
    await expect(
      within(drawer).getByText(
        'The CO2 calculation reads this table by its name, so the name cannot change.',
      ),
    ).toBeVisible()
    await expect(args.remove).not.toHaveBeenCalled()
  },
}

/** Invalid JSON: the message, the line and column, the line highlighted, and no way to submit. */
export const InvalidJson: Story = {
  parameters: { route: '/data-tables?new' },
  play: async () => {
    const drawer = await openDrawer('Add Data Table')
    await userEvent.type(within(drawer).getByLabelText('Name'), 'broken')
    const editor = editorOf(drawer) as HTMLTextAreaElement
    await userEvent.click(editor)
    await userEvent.paste('{\n  "a": 1\n  "b": 2\n}')
    await expect(await within(drawer).findByText('Data should be valid JSON.')).toBeVisible()
    const position = within(drawer).getByRole('button', { name: 'Error at line 3, column 3' })
    await expect(position).toBeVisible()
    await expect(drawer.querySelector('[data-testid="json-error-line"]')).not.toBeNull()
    await expect(gutterOf(drawer).querySelector('[data-error]')).toHaveTextContent('3')
    await expect(editor).toHaveAttribute('aria-invalid', 'true')
    await expect(within(drawer).getByRole('button', { name: 'Add' })).toBeDisabled()
    await expect(within(drawer).getByRole('button', { name: 'Format' })).toBeDisabled()
    // The position puts the cursor on the error.
    await userEvent.click(position)
    await expect(editor).toHaveFocus()
    await expect(editor.selectionStart).toBe('{\n  "a": 1\n  '.length)
  },
}

/**
 * Empty data and name rules, shown as you type: every broken name rule at once. (A new record
 * with nothing typed is reset to its empty start, so each check keeps the other field filled.)
 */
export const ValidationAsYouType: Story = {
  parameters: { route: '/data-tables?new' },
  play: async () => {
    const drawer = await openDrawer('Add Data Table')
    const name = within(drawer).getByLabelText('Name')
    await userEvent.type(name, 'My Table')
    await expect(
      await within(drawer).findByText('Name should be all lowercase. Name should not contain spaces.'),
    ).toBeVisible()
    const editor = editorOf(drawer)
    await userEvent.type(editor, '1')
    await userEvent.clear(editor)
    await expect(await within(drawer).findByText('Data is required.')).toBeVisible()
    await userEvent.type(editor, '42')
    await userEvent.clear(name)
    await expect(await within(drawer).findByText('Name is required.')).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Add' })).toBeDisabled()
  },
}

/** Format pretty-prints; Tab indents two spaces; Ctrl+M lets Tab move the focus instead; Esc still closes. */
export const FormatAndTab: Story = {
  parameters: { route: '/data-tables?new' },
  play: async () => {
    const drawer = await openDrawer('Add Data Table')
    const editor = editorOf(drawer) as HTMLTextAreaElement
    await userEvent.click(editor)
    await userEvent.paste('{"petrol":0.19,"diesel":[1,2]}')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Format' }))
    await expect(editor).toHaveValue('{\n  "petrol": 0.19,\n  "diesel": [\n    1,\n    2\n  ]\n}')
    await expect(gutterOf(drawer).textContent).toBe('1234567')

    await userEvent.click(editor)
    editor.setSelectionRange(0, 0)
    await userEvent.keyboard('{Tab}')
    await expect(editor.value.startsWith('  {')).toBe(true)
    await expect(editor).toHaveFocus()
    await expect(within(drawer).getByText(/Press Ctrl\+M to let Tab move the focus/)).toBeVisible()
    await userEvent.keyboard('{Control>}m{/Control}')
    await expect(within(drawer).getByText(/Tab moves the focus/)).toBeVisible()
    await userEvent.keyboard('{Tab}')
    await expect(editor).not.toHaveFocus()

    // Esc in the editor still closes the drawer (asking first: there are changes).
    await userEvent.click(editor)
    await userEvent.keyboard('{Escape}')
    await expect(await page().findByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible()
  },
}

/** A changed shipped table: "Reset to default" asks, then puts the shipped data back. */
export const ResetToDefault: Story = {
  args: fakeDataTablesApi(
    dataTableRows().map((row) => (row.id === 1 ? { ...row, data: { petrol: 0.2, diesel: 0.18 } } : row)),
  ),
  parameters: { route: '/data-tables?edit=1' },
  play: async ({ args }) => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('car-fuel'))
    const help = within(drawer).getByRole('region', { name: 'Car emissions by fuel' })
    await userEvent.click(within(help).getByRole('button', { name: 'Reset to default' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Reset to default' })
    await expect(within(confirm).getByText(/shipped default of car-fuel/)).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset to default' }))
    const shipped = dataTableRows()[0]!.data
    await waitFor(() => expect(editorOf(drawer)).toHaveValue(JSON.stringify(shipped, null, 2)))
    await expect(within(help).getByText('The data matches the shipped default.')).toBeVisible()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        1,
        { name: 'car-fuel', country: 'nl', data: shipped, version: 1 },
        'en',
      ),
    )
  },
}

/** Delete (of a table the calculation does not read) asks with docs/product.md §5's text first. */
export const Delete: Story = {
  args: fakeDataTablesApi(dataTableRows(8)),
  parameters: { route: '/data-tables?edit=8', queryData: dataTableQueryData('en', dataTableRows(8)) },
  play: async ({ args }) => {
    const drawer = await openDrawer('Edit Data Table')
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('extra-table-8'))
    const remove = within(drawer).getByRole('button', { name: 'Delete' })
    await waitFor(() => expect(remove).toBeEnabled())
    await userEvent.click(remove)
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this Data Table?'),
    ).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(8))
  },
}

/** The problems in Dutch, beside the JSON. */
export const DutchProblems: Story = {
  globals: { locale: 'nl' },
  parameters: { route: '/data-tables?edit=1', queryData: dataTableQueryData('nl') },
  play: async () => {
    const drawer = await page().findByRole('dialog')
    await waitFor(() => expect(within(drawer).getByLabelText('Naam')).toHaveValue('car-fuel'))
    const editor = within(drawer).getByRole('textbox', { name: /Data/ })
    await userEvent.clear(editor)
    await userEvent.paste('{"lpg": "lots", "petrol": -5, "diesel": 0.18, "hybrid": 0.13, "electric": 9}')
    const problems = await within(drawer).findByRole('region', { name: 'Problemen in de data' })
    await expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'petrol: Moet een getal van 0 of meer zijn.',
      'lpg: Moet een getal van 0 of meer zijn.',
      'electric: Mag hoogstens 1 zijn.',
    ])
    await expect(within(drawer).getByRole('button', { name: 'Bewerken' })).toBeDisabled()
    await expect(
      await within(drawer).findByText(
        'De CO2-berekening leest deze tabel, dus ze kan niet worden verwijderd.',
      ),
    ).toBeVisible()
  },
}

/** The legend in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { queryData: dataTableQueryData('nl') },
  play: async () => {
    const drawer = await page().findByRole('dialog')
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /Data/ })).not.toHaveValue(''))
    await expect(within(drawer).getByRole('heading', { name: 'Vliegreizen per afstand' })).toBeVisible()
  },
}
