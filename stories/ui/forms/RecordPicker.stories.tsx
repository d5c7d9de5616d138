import { Box } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { actions, actionsApi } from '../../../src/console/api/actions.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { useLanguage } from '../../../src/console/app/i18n/LanguageProvider.tsx'
import { RecordPicker } from '../../../src/console/ui/forms/RecordPicker.tsx'
import type { ActionDto } from '../../../src/domain/contracts/actions.ts'
import type { Lang } from '../../../src/domain/lang.ts'
import { shownText } from '../../../src/domain/reference.ts'
import { actionRows, fakeActionsApi } from '../../content/actionFixtures.ts'
import { page } from '../../support/screen.ts'

type Args = {
  /** The actions client (stories/content's four actions, searched by title). */
  api: ReturnType<typeof fakeActionsApi>
  /** The actions chosen before. */
  chosen: number[]
  error?: string
  onChoose: (row: ActionDto) => void
}

/**
 * The picker as the story editor's actions page uses it: the actions found by title in the
 * interface language, each chosen one added to the chosen list (and marked in the picker's list).
 */
function ActionPicker({ api, chosen: initial, error, onChoose }: Args) {
  const { lang } = useLanguage()
  const [chosen, setChosen] = useState(initial)
  const bindings = useMemo(() => [provide(actionsApi, api)], [api])
  return (
    <ResourceProvider bindings={bindings}>
      <Box p="5" maxWidth="480px">
        <RecordPicker
          resource={actions}
          lang={lang as Lang}
          label="Add an action"
          placeholder="Search actions by title"
          listLabel="Actions"
          noMatch={(term) => `Nothing matches "${term}".`}
          describe={(row) => shownText(row, 'title')}
          chosenIds={chosen}
          onChoose={(row) => {
            onChoose(row)
            setChosen((now) => [...now, row.id])
          }}
          status={chosen.length ? `Chosen: ${chosen.join(', ')}` : undefined}
          error={error}
        />
      </Box>
    </ResourceProvider>
  )
}

const meta = {
  title: 'UI/Forms/RecordPicker',
  component: ActionPicker,
  args: { api: fakeActionsApi(), chosen: [1], onChoose: fn().mockName('onChoose') },
  argTypes: { api: { control: false }, onChoose: { control: false } },
} satisfies Meta<typeof ActionPicker>

export default meta
type Story = StoryObj<typeof meta>

const search = () => page().getByRole('combobox', { name: 'Add an action' })
const list = () => page().getByRole('listbox', { name: 'Actions' })
/** Each match: its text (title and #id) and whether it is marked chosen. */
const options = () =>
  page()
    .queryAllByRole('option')
    .map((option) => [option.textContent, option.getAttribute('aria-selected')])
/** The match the keyboard is on (the field's active descendant). */
const active = () =>
  document.getElementById(search().getAttribute('aria-activedescendant') ?? '')?.textContent

/**
 * Before anything is typed: every action, the chosen one marked, the first match active; the
 * field controls the list and the keys stay in it.
 */
export const Default: Story = {
  play: async ({ args }) => {
    await waitFor(() =>
      expect(options()).toEqual([
        ['Cycle to work#1', 'true'],
        ['Eat vegetarian three days a week#2', 'false'],
        ['Turn the thermostat down one degree#3', 'false'],
        ['Switch to a green energy supplier#4', 'false'],
      ]),
    )
    await expect(args.api.list).toHaveBeenCalledWith({ page: 1, pageSize: 20 }, 'en')
    await expect(search()).toHaveAttribute('aria-controls', list().id)
    await expect(search()).toHaveAttribute('placeholder', 'Search actions by title')
    await expect(active()).toBe('Cycle to work#1')
    await expect(page().getByRole('status')).toHaveTextContent('Chosen: 1')
  },
}

/**
 * By keyboard: a few letters ask the server for the matching titles; ↓ and ↑ move through them,
 * Enter chooses the active one, which is marked. Enter on a match chosen already chooses nothing.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(options()).toHaveLength(4))
    await userEvent.click(search())
    await userEvent.keyboard('t')
    await waitFor(() =>
      expect(args.api.list).toHaveBeenLastCalledWith({ q: 't', page: 1, pageSize: 20 }, 'en'),
    )
    await userEvent.keyboard('h')
    await waitFor(() =>
      expect(options()).toEqual([
        ['Eat vegetarian three days a week#2', 'false'],
        ['Turn the thermostat down one degree#3', 'false'],
      ]),
    )
    await expect(active()).toBe('Eat vegetarian three days a week#2')
    // ↓ stops at the last match.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(active()).toBe('Turn the thermostat down one degree#3')
    await userEvent.keyboard('{ArrowUp}')
    await expect(active()).toBe('Eat vegetarian three days a week#2')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledTimes(1))
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }))
    await waitFor(() => expect(options()[1]).toEqual(['Turn the thermostat down one degree#3', 'true']))
    await expect(page().getByRole('status')).toHaveTextContent('Chosen: 1, 3')
    await expect(search()).toHaveFocus()
    // Chosen already: Enter does not choose it again, nor does a click.
    await userEvent.keyboard('{Enter}')
    await userEvent.click(within(list()).getByRole('option', { name: /^Turn the thermostat/ }))
    await expect(args.onChoose).toHaveBeenCalledTimes(1)
  },
}

/** By mouse: a click on a match chooses it; the field keeps the focus. */
export const ChooseByMouse: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(options()).toHaveLength(4))
    await userEvent.click(search())
    await userEvent.click(within(list()).getByRole('option', { name: /^Eat vegetarian/ }))
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))
    await waitFor(() => expect(options()[1]).toEqual(['Eat vegetarian three days a week#2', 'true']))
    await expect(search()).toHaveFocus()
  },
}

/** A title nothing has: the list says so with the words typed (trimmed), and Enter chooses nothing. */
export const NoMatch: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(options()).toHaveLength(4))
    await userEvent.click(search())
    await userEvent.keyboard(' zeppelin ')
    // Said outside the list, which is gone: a listbox holds options only.
    await expect(await page().findByText('Nothing matches "zeppelin".')).toBeVisible()
    await expect(options()).toEqual([])
    await expect(page().queryByRole('listbox')).toBeNull()
    await expect(search()).toHaveAttribute('aria-expanded', 'false')
    await expect(search()).not.toHaveAttribute('aria-activedescendant')
    await expect(args.api.list).toHaveBeenLastCalledWith({ q: 'zeppelin', page: 1, pageSize: 20 }, 'en')
    await userEvent.keyboard('{Enter}')
    await expect(args.onChoose).not.toHaveBeenCalled()
  },
}

/** The form's message for the field (translated where it is one of the domain's): said as an alert. */
export const WithError: Story = {
  args: { chosen: [], error: 'Choose at least one.' },
  play: async () => {
    await waitFor(() => expect(options()).toHaveLength(4))
    await expect(page().getByRole('alert')).toHaveTextContent('Choose at least one.')
    await expect(search()).toHaveAttribute('aria-invalid', 'true')
    await expect(options().every(([, selected]) => selected === 'false')).toBe(true)
  },
}

/** The list failing to load says so. */
export const ListFails: Story = {
  args: {
    api: { ...fakeActionsApi(), list: fn(async () => Promise.reject(new Error('offline'))) },
  },
  play: async () => {
    await expect(await page().findByText('The list could not be loaded.')).toBeVisible()
    await expect(options()).toEqual([])
    await expect(page().queryByRole('listbox')).toBeNull()
  },
}

/**
 * In Dutch: the titles in Dutch; the action with no Dutch title yet shows its English one in an
 * element of its language, tagged EN.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { api: fakeActionsApi(actionRows('nl')) },
  play: async ({ args }) => {
    await waitFor(() => expect(options()).toHaveLength(4))
    await expect(args.api.list).toHaveBeenCalledWith({ page: 1, pageSize: 20 }, 'nl')
    await expect(options()[0]).toEqual(['Fiets naar je werk#1', 'true'])
    const english = within(list()).getByText('Switch to a green energy supplier')
    await expect(english).toHaveAttribute('lang', 'en')
    await expect(within(list()).getByRole('img', { name: 'Engels' })).toHaveTextContent('EN')
  },
}
