import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { InitiativeDrawer } from '../../src/console/areas/content/InitiativeDrawer.tsx'
import { emptyAddress } from '../../src/domain/content/address.ts'
import { page, toasts } from '../support/screen.ts'
import { ContentApis } from './ContentApis.tsx'
import { fakeInitiativesApi, initiativeRows } from './initiativeFixtures.ts'

type InitiativesFake = ReturnType<typeof fakeInitiativesApi>

/** The initiative drawer on /content, opened by the URL (`?new=initiative`, `?initiative=2`), with fake APIs. */
function InitiativeDrawerStory(api: InitiativesFake) {
  return (
    <ContentApis fakes={{ initiatives: api }}>
      <InitiativeDrawer />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/InitiativeDrawer',
  component: InitiativeDrawerStory,
  args: fakeInitiativesApi(),
  parameters: { route: '/content?initiative=2' } satisfies CanopyParameters,
} satisfies Meta<typeof InitiativeDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
const websiteInvalid = 'Website should be a web address starting with http:// or https://.'

/**
 * A new initiative: the title typed, Tab to the quiz title; a `javascript:` website is refused with
 * its message until it is a web address; the impact area chosen by keyboard; the street clicked
 * into, the address made specific by Space, a category by Space; Add by mouse.
 */
export const New: Story = {
  parameters: { route: '/content?new=initiative' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Initiative')
    const add = drawer.getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(drawer.getByLabelText('Title')).toHaveFocus()

    await step('title and quiz title by keyboard', async () => {
      await userEvent.keyboard('Tools')
      await userEvent.tab()
      await expect(drawer.getByLabelText('Quiz title')).toHaveFocus()
      await userEvent.keyboard('Drill?')
    })

    await step('a javascript: website is refused', async () => {
      const website = drawer.getByLabelText('Website')
      await expect(website).toHaveAttribute('placeholder', 'https://')
      await userEvent.click(website)
      await userEvent.keyboard('javascript:alert(1)')
      await expect(await drawer.findByText(websiteInvalid)).toBeVisible()
      await expect(website).toHaveAccessibleDescription(expect.stringContaining(websiteInvalid))
      await expect(add).toBeDisabled()
      await userEvent.clear(website)
      await userEvent.keyboard('https://t.nl')
      await waitFor(() => expect(drawer.queryByText(websiteInvalid)).toBeNull())
    })

    await step('the impact area by keyboard', async () => {
      const area = drawer.getByRole('combobox', { name: 'Impact area' })
      await expect(area).toHaveTextContent('Local')
      area.focus()
      await userEvent.keyboard('{Enter}')
      const options = await page().findByRole('listbox')
      await expect(
        within(options)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Local', 'National', 'Global'])
      await waitFor(() => expect(within(options).getByRole('option', { name: 'Local' })).toHaveFocus())
      await userEvent.keyboard('{ArrowDown}{Enter}')
      await waitFor(() => expect(area).toHaveTextContent('National'))
      await expect(area).toHaveFocus()
    })

    await step('the address: the street by mouse, specific by Space; a category by Space', async () => {
      const address = within(drawer.getByRole('group', { name: 'Address' }))
      await userEvent.click(address.getByLabelText('Street'))
      await userEvent.keyboard('Kade')
      await expect(address.getByLabelText('Country')).toHaveValue('NL')
      await expect(address.getByLabelText('Radius (km)')).toBeVisible()
      address.getByRole('switch', { name: 'Specific address' }).focus()
      await userEvent.keyboard(' ')
      await expect(address.getByRole('switch', { name: 'Specific address' })).toBeChecked()
      await expect(address.queryByLabelText('Radius (km)')).toBeNull()
      drawer.getByRole('checkbox', { name: '🍽️ Food waste' }).focus()
      await userEvent.keyboard(' ')
      await expect(drawer.getByRole('checkbox', { name: '🍽️ Food waste' })).toBeChecked()
    })

    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        {
          title: 'Tools',
          quizTitle: 'Drill?',
          website: 'https://t.nl',
          impactArea: 'national',
          address: { ...emptyAddress, street: 'Kade', isSpecific: true },
          categoryIds: [4],
          shortDescription: '',
          description: '',
          media: [],
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved initiative')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * An existing initiative, an area around Amsterdam: its radius and alternative addresses shown.
 * The impact area by mouse, another alternative address typed on a new line, the radius changed,
 * a category unticked by mouse, the short description and (Tab) the description by keyboard;
 * Ctrl+Enter saves.
 */
export const Edit: Story = {
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Initiative')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Energy cooperative Zuiderlicht'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await expect(drawer.getByLabelText('Quiz title')).toHaveValue('Who owns the wind turbine?')
    await expect(drawer.getByLabelText('Website')).toHaveValue('https://zuiderlicht.example.org')
    const address = within(drawer.getByRole('group', { name: 'Address' }))
    await expect(address.getByLabelText('City')).toHaveValue('Amsterdam')
    await expect(address.getByRole('switch', { name: 'Specific address' })).not.toBeChecked()
    await expect(address.getByLabelText('Radius (km)')).toHaveValue(25)
    await expect(address.getByLabelText('Alternative addresses')).toHaveValue('Zaandam\nHaarlem')
    await expect(address.getByLabelText('Alternative addresses')).toHaveAccessibleDescription(
      'One address per line.',
    )
    await expect(drawer.getByRole('checkbox', { name: '⚡ Energy' })).toBeChecked()

    await step('the impact area by mouse', async () => {
      await userEvent.click(drawer.getByRole('combobox', { name: 'Impact area' }))
      await userEvent.click(await page().findByRole('option', { name: 'Global' }))
      await expect(drawer.getByRole('combobox', { name: 'Impact area' })).toHaveTextContent('Global')
    })

    await step('the address: another alternative, a wider radius', async () => {
      await userEvent.click(address.getByLabelText('Alternative addresses'))
      await userEvent.keyboard('{Control>}{End}{/Control}{Enter}Almere')
      await expect(address.getByLabelText('Alternative addresses')).toHaveValue('Zaandam\nHaarlem\nAlmere')
      await userEvent.tripleClick(address.getByLabelText('Radius (km)'))
      await userEvent.keyboard('40')
      await expect(address.getByLabelText('Radius (km)')).toHaveValue(40)
    })

    await step('a category by mouse, the descriptions by keyboard', async () => {
      await userEvent.click(drawer.getByRole('checkbox', { name: '⚡ Energy' }))
      await userEvent.click(drawer.getByRole('checkbox', { name: '💧 Water' }))
      drawer.getByLabelText('Short description').focus()
      await userEvent.keyboard('{Control>}{End}{/Control} Join us.')
      await userEvent.tab()
      await expect(
        await drawer.findByRole('textbox', { name: 'Description' }, { timeout: 15_000 }),
      ).toHaveFocus()
      await userEvent.keyboard('Hi. ')
    })

    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({
          impactArea: 'global',
          address: expect.objectContaining({
            city: 'Amsterdam',
            radius: 40,
            alternative: ['Zaandam', 'Haarlem', 'Almere'],
          }),
          categoryIds: [9],
          shortDescription: 'Neighbours who own their solar roofs together. Join us.',
          description: expect.stringContaining('Hi.'),
          version: 1,
        }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved initiative')).toBeVisible()
  },
}

/**
 * What an initiative needs: a quiz title, a website, a two-letter country, a radius up to 1,000 km
 * once the address is no longer specific (the switch by mouse). The picture removed by mouse.
 */
export const Errors: Story = {
  parameters: { route: '/content?initiative=1' },
  play: async () => {
    const drawer = await drawerNamed('Edit Initiative')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Repair Café Utrecht'))
    const save = drawer.getByRole('button', { name: 'Edit' })
    const address = within(drawer.getByRole('group', { name: 'Address' }))
    await expect(address.queryByLabelText('Radius (km)')).toBeNull()
    await userEvent.click(address.getByRole('switch', { name: 'Specific address' }))
    await userEvent.type(address.getByLabelText('Radius (km)'), '2000')
    await expect(await drawer.findByText('Radius should be between 0 and 1,000 km.')).toBeVisible()
    await userEvent.click(
      drawer.getByRole('button', { name: 'Remove Volunteers repairing a toaster from the list' }),
    )
    await waitFor(() => expect(drawer.getByText('No media yet.')).toBeVisible())
    await userEvent.clear(drawer.getByLabelText('Quiz title'))
    await expect(await drawer.findByText('Quiz title is required.')).toBeVisible()
    await userEvent.clear(drawer.getByLabelText('Website'))
    await expect(await drawer.findByText('Website is required.')).toBeVisible()
    const country = within(drawer.getByRole('group', { name: 'Address' })).getByLabelText('Country')
    await userEvent.clear(country)
    await userEvent.type(country, 'N1')
    await expect(await drawer.findByText('Country should be a two-letter code, such as NL.')).toBeVisible()
    await expect(save).toBeDisabled()
  },
}

/** Delete asks with the kind in quotes. */
export const Delete: Story = {
  parameters: { route: '/content?initiative=3' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Initiative')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Plastic Soup Foundation'))
    await userEvent.click(drawer.getByRole('button', { name: 'Delete' }))
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(
      confirm.getByText('Are you absolutely sure you want to delete this "initiative"?'),
    ).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(3))
    await expect(await within(toasts()).findByText('Deleted initiative')).toBeVisible()
  },
}

/**
 * In Dutch, the Plastic Soup Foundation has no Dutch summary yet: the English one is shown above
 * the empty field, and "Engels overnemen" copies it in; the description is typed in by mouse.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeInitiativesApi(initiativeRows('nl')),
  parameters: { route: '/content?initiative=3' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Initiatief bewerken')
    await waitFor(() => expect(drawer.getByLabelText('Titel')).toHaveValue('Plastic Soup Foundation'))
    await expect(args.get).toHaveBeenCalledWith(3, 'nl')
    const short = drawer.getByLabelText('Korte beschrijving')
    await expect(short).toHaveValue('')
    const reference = drawer.getByText('Less plastic in the oceans, starting at the source.', {
      selector: '[lang="en"]',
    })
    await expect(short.getAttribute('aria-describedby')).toContain(reference.id)
    await expect(drawer.getByRole('combobox', { name: 'Impactgebied' })).toHaveTextContent('Wereldwijd')
    await userEvent.click(drawer.getByRole('button', { name: /Engels overnemen/ }))
    await expect(short).toHaveValue('Less plastic in the oceans, starting at the source.')
    // The description (in Dutch already) by mouse.
    const description = await drawer.findByRole('textbox', { name: 'Beschrijving' }, { timeout: 15_000 })
    await expect(description).toHaveTextContent('Campagnes tegen plastic voor eenmalig gebruik.')
    await userEvent.click(description)
    await userEvent.keyboard('Doe mee. ')
    await waitFor(() => expect(description).toHaveTextContent('Doe mee.'))
  },
}
