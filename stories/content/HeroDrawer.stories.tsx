import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { HeroDrawer } from '../../src/console/areas/content/HeroDrawer.tsx'
import { page, toasts } from '../support/screen.ts'
import { ContentApis } from './ContentApis.tsx'
import { allotment, portrait } from './fixtures.ts'
import { fakeHeroesApi, heroRows } from './heroFixtures.ts'

type HeroesFake = ReturnType<typeof fakeHeroesApi>

/** The hero drawer on its own, opened by the URL of the page it is placed on (`?new`, `?edit=1`). */
function HeroDrawerStory(api: HeroesFake) {
  return (
    <ContentApis fakes={{ heroes: api }}>
      <HeroDrawer />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/HeroDrawer',
  component: HeroDrawerStory,
  args: fakeHeroesApi(),
  parameters: { route: '/stories?edit=1' } satisfies CanopyParameters,
} satisfies Meta<typeof HeroDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
type Drawer = Awaited<ReturnType<typeof drawerNamed>>
/** The media list's order, by the handles' names ("Drag …"). */
const mediaOrder = (drawer: Drawer) =>
  drawer
    .queryAllByRole('button', { name: /^Drag / })
    .map((handle) => handle.getAttribute('aria-label')?.replace('Drag ', ''))

/** A new hero: the name typed (required: emptied, it says so), a portrait added from Search by mouse; Add by mouse. */
export const New: Story = {
  parameters: { route: '/stories?new' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Hero')
    const add = drawer.getByRole('button', { name: 'Add' })
    const name = drawer.getByLabelText('Name')
    await expect(name).toHaveFocus()
    await expect(drawer.getByText('No media yet.')).toBeVisible()
    await userEvent.keyboard('Sam')
    await userEvent.clear(name)
    await expect(await drawer.findByText('Name is required.')).toBeVisible()
    await expect(add).toBeDisabled()
    await userEvent.keyboard('Sam Visser')

    await userEvent.click(drawer.getByRole('button', { name: 'Add media' }))
    const media = await drawerNamed('Media')
    await userEvent.click(media.getByRole('tab', { name: 'Search' }))
    await userEvent.type(media.getByLabelText('Search media by description'), 'rooftop{Enter}')
    const results = within(await media.findByRole('group', { name: 'Search results' }))
    await userEvent.click(results.getByRole('button', { name: /Rooftop garden/ }))
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Media' })).toBeNull())
    await expect(mediaOrder(drawer)).toEqual(['Rooftop garden'])

    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    await waitFor(() => expect(args.create).toHaveBeenCalledWith({ name: 'Sam Visser', media: [6] }, 'en'))
    await expect(await within(toasts()).findByText('Saved hero')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * A hero with two pictures: the portrait moved below the other by keyboard (Alt+↓ on its handle,
 * focus staying on it), then the other removed by keyboard; Ctrl+Enter saves the name and the
 * list as ids in order.
 */
export const Edit: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Hero')
    const name = drawer.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveValue('Fatima El Amrani'))
    await expect(args.get).toHaveBeenCalledWith(1, 'en')
    await expect(mediaOrder(drawer)).toEqual([portrait.description, allotment.description])

    const handle = drawer.getByRole('button', { name: `Drag ${portrait.description}` })
    handle.focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(mediaOrder(drawer)).toEqual([allotment.description, portrait.description]))
    await waitFor(() =>
      expect(drawer.getByRole('button', { name: `Drag ${portrait.description}` })).toHaveFocus(),
    )
    drawer.getByRole('button', { name: `Remove ${allotment.description} from the list` }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(mediaOrder(drawer)).toEqual([portrait.description]))

    await userEvent.type(name, ' (Utrecht)')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        1,
        { name: 'Fatima El Amrani (Utrecht)', media: [portrait.id], version: 1 },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved hero')).toBeVisible()
  },
}

/** Delete, by keyboard, asks with "hero" in quotes. */
export const Delete: Story = {
  parameters: { route: '/stories?edit=3' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Hero')
    await waitFor(() => expect(drawer.getByLabelText('Name')).toHaveValue('Jan de Boer'))
    drawer.getByRole('button', { name: 'Delete' }).focus()
    await userEvent.keyboard('{Enter}')
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(confirm.getByText('Are you absolutely sure you want to delete this "hero"?')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(3))
    await expect(await within(toasts()).findByText('Deleted hero')).toBeVisible()
  },
}

/** In Dutch, the green grandmother has no Dutch name yet: the English one above the empty Naam, copied by Alt+Shift+C. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeHeroesApi(heroRows('nl')),
  parameters: { route: '/stories?edit=2' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Held bewerken')
    await waitFor(() => expect(args.get).toHaveBeenCalledWith(2, 'nl'))
    const name = drawer.getByLabelText('Naam')
    const reference = await drawer.findByText('The green grandmother', { selector: '[lang="en"]' })
    await expect(name.getAttribute('aria-describedby')).toContain(reference.id)
    await expect(name).toHaveFocus()
    await userEvent.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}')
    await expect(name).toHaveValue('The green grandmother')
    await userEvent.clear(name)
    await userEvent.keyboard('De groene oma')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(2, { name: 'De groene oma', media: [], version: 1 }, 'nl'),
    )
  },
}
