import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ComponentProps, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { i18n } from '../../../src/console/app/i18n/i18n.ts'
import '../../../src/console/app/palette/appCommands.ts'
import { CommandPalette } from '../../../src/console/app/palette/CommandPalette.tsx'
import type { CommandContext } from '../../../src/console/app/palette/registry.ts'
import type { Lang } from '../../../src/domain/lang.ts'

/** What the shell would hand the palette, with every effect a spy. */
const spyContext = (lang: Lang): CommandContext => ({
  i18n,
  lang,
  pathname: '/',
  search: '',
  navigate: fn().mockName('navigate'),
  setLang: fn().mockName('setLang'),
  logout: fn().mockName('logout'),
  client: (client) => client,
})

/** Like the shell, the palette portals into an element inside the Radix theme. */
function PaletteFrame(props: ComponentProps<typeof CommandPalette>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  return (
    <div ref={setContainer}>{container ? <CommandPalette {...props} container={container} /> : null}</div>
  )
}

const meta = {
  title: 'App/CommandPalette',
  component: CommandPalette,
  args: { open: true, onOpenChange: fn(), context: spyContext('en') },
  argTypes: { context: { control: false }, container: { control: false } },
  render: (args) => <PaletteFrame {...args} />,
} satisfies Meta<typeof CommandPalette>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  args: { context: spyContext('en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('dialog', { name: 'Command palette' })).toBeVisible()
    const goTo = canvas.getByRole('group', { name: 'Go to' })
    const names = within(goTo)
      .getAllByRole('option')
      .map((option) => option.querySelector('span')?.textContent)
    await expect(names).toEqual(
      expect.arrayContaining([
        'Home',
        'Categories',
        'Users',
        'Stories',
        'Daily Quiz',
        'CO2 Quiz',
        'Behaviour and Profile Tracker',
        'Content',
        'Labels',
        'Data Tables',
        'Feedback',
        'Statistics',
      ]),
    )
    const categories = within(goTo).getByRole('option', { name: 'Categories' })
    const caps = [...categories.querySelectorAll('kbd')].map((kbd) => kbd.textContent)
    await expect(caps).toEqual(['G', 'C'])
    const logout = canvas.getByRole('option', { name: 'Log out' })
    await expect([...logout.querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual([
      'Alt',
      'Shift',
      'Q',
    ])
  },
}

export const FilterAndRun: Story = {
  args: { context: spyContext('en'), onOpenChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = await canvas.findByRole('combobox')
    await expect(input).toHaveFocus()
    await userEvent.type(input, 'lab')
    // cmdk matches loosely ("Data Tables" also holds l-a-b), but ranks Labels first and selects it.
    await waitFor(() => expect(canvas.queryByRole('option', { name: 'Categories' })).toBeNull())
    const [first] = canvas.getAllByRole('option')
    await expect(first).toHaveAccessibleName('Labels')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.queryByRole('option', { name: 'Users' })).toBeNull()
    await userEvent.keyboard('{Enter}')
    await expect(args.context.navigate).toHaveBeenCalledWith('/labels')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const NoMatch: Story = {
  args: { context: spyContext('en') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('combobox'), 'qqxxzz')
    await expect(await canvas.findByText('No matching command.')).toBeVisible()
    await expect(canvas.queryAllByRole('option')).toHaveLength(0)
    await userEvent.keyboard('{Enter}')
    await expect(args.context.navigate).not.toHaveBeenCalled()
  },
}

export const LanguageWhileEnglish: Story = {
  args: { context: spyContext('en') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const language = await canvas.findByRole('group', { name: 'Language' })
    await expect(within(language).getByRole('option', { name: 'Switch to Dutch' })).toBeVisible()
    await expect(within(language).queryByRole('option', { name: 'Switch to English' })).toBeNull()
    await userEvent.click(within(language).getByRole('option', { name: 'Switch to Dutch' }))
    await expect(args.context.setLang).toHaveBeenCalledWith('nl')
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { context: spyContext('nl') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const goTo = await canvas.findByRole('group', { name: 'Ga naar' })
    await expect(within(goTo).getByRole('option', { name: 'Gebruikers' })).toBeVisible()
    await expect(canvas.getByRole('option', { name: 'Naar Engels' })).toBeVisible()
    await expect(canvas.queryByRole('option', { name: 'Naar Nederlands' })).toBeNull()
  },
}
