import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { InfoItemDrawer } from '../../src/console/areas/content/InfoItemDrawer.tsx'
import { page, toasts } from '../support/screen.ts'
import { ContentApis } from './ContentApis.tsx'
import { heatPumpPicture } from './fixtures.ts'
import { fakeInfoItemsApi, infoItemRows } from './infoItemFixtures.ts'

type InfoItemsFake = ReturnType<typeof fakeInfoItemsApi>

/** The info page drawer on its own, opened by the URL of the page it is placed on (`?new`, `?edit=1`). */
function InfoItemDrawerStory(api: InfoItemsFake) {
  return (
    <ContentApis fakes={{ infoItems: api }}>
      <InfoItemDrawer />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/InfoItemDrawer',
  component: InfoItemDrawerStory,
  args: fakeInfoItemsApi(),
  parameters: { route: '/stories?edit=2' } satisfies CanopyParameters,
} satisfies Meta<typeof InfoItemDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
type Drawer = Awaited<ReturnType<typeof drawerNamed>>
// The description's editor is its own chunk: the first story to show one waits for it.
const editor = (drawer: Drawer) => drawer.findByRole('textbox', { name: 'Description' }, { timeout: 15_000 })
const removeLabel = `Remove ${heatPumpPicture.description} from the list`

/**
 * A new info page: the title typed, the description clicked into and typed, a media added by
 * keyboard from the media drawer's Search; Add by mouse.
 */
export const New: Story = {
  parameters: { route: '/stories?new' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Info Page')
    const add = drawer.getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(drawer.getByLabelText('Title')).toHaveFocus()
    await userEvent.keyboard('Why trees')
    await expect(drawer.getByText('9 of 100 characters')).toBeVisible()

    await step('the description by mouse', async () => {
      const text = await editor(drawer)
      await userEvent.click(text)
      await userEvent.keyboard('Shade.')
      await waitFor(() => expect(text).toHaveTextContent('Shade.'))
    })

    await step('a media by keyboard', async () => {
      drawer.getByRole('button', { name: 'Add media' }).focus()
      await userEvent.keyboard('{Enter}')
      const media = await drawerNamed('Media')
      const upload = media.getByRole('tab', { name: 'Upload' })
      await waitFor(() => expect(upload).toHaveAttribute('aria-selected', 'true'))
      upload.focus()
      await userEvent.keyboard('{ArrowRight}')
      await expect(media.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true')
      media.getByLabelText('Search media by description').focus()
      await userEvent.keyboard('tiny{Enter}')
      const results = within(await media.findByRole('group', { name: 'Search results' }))
      results.getAllByRole('button')[0]!.focus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(page().queryByRole('dialog', { name: 'Media' })).toBeNull())
      await expect(drawer.getByRole('listitem', { name: /Tiny forest next to a garden/ })).toBeVisible()
    })

    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        { title: 'Why trees', description: expect.stringContaining('Shade.'), media: [9] },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved info page')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * An existing page, loaded by id, its description in the editor and its picture in the media list:
 * an emptied title is required; Tab goes on into the description, typed in; the picture
 * removed by mouse; Ctrl+Enter saves.
 */
export const Edit: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Info Page')
    const title = drawer.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('How a heat pump works'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await expect(drawer.getByText('ID 2')).toBeVisible()
    await expect(await drawer.findByText(/like a fridge in reverse/, {}, { timeout: 15_000 })).toBeVisible()

    await userEvent.clear(title)
    await expect(await drawer.findByText('Title is required.')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Edit' })).toBeDisabled()
    await userEvent.keyboard('Heat pumps')
    // Tab goes on into the description's text.
    await userEvent.tab()
    await expect(await editor(drawer)).toHaveFocus()
    await userEvent.keyboard('Simply. ')

    await userEvent.click(drawer.getByRole('button', { name: removeLabel }))
    await waitFor(() => expect(drawer.getByText('No media yet.')).toBeVisible())
    await expect(
      drawer.getByText('The media list has unsaved changes. Save the object to save the media link.'),
    ).toBeVisible()

    title.focus()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        {
          title: 'Heat pumps',
          // Typed where the editor put the caret; the rest of the text stays.
          description: expect.stringMatching(
            /Simply\..*like a fridge in reverse\.|like a fridge in reverse\..*Simply\./s,
          ),
          media: [],
          version: 1,
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved info page')).toBeVisible()
  },
}

/** Delete asks with "info page" in quotes. */
export const Delete: Story = {
  parameters: { route: '/stories?edit=1' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Info Page')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Why what you eat matters'))
    await userEvent.click(drawer.getByRole('button', { name: 'Delete' }))
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(
      confirm.getByText('Are you absolutely sure you want to delete this "info page"?'),
    ).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(1))
    await expect(await within(toasts()).findByText('Deleted info page')).toBeVisible()
  },
}

/**
 * In Dutch, the heat pump page has no Dutch title yet: the English one above the empty Titel, and
 * its Dutch description in the editor; "Engels overnemen" by keyboard copies the title in.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeInfoItemsApi(infoItemRows('nl')),
  play: async ({ args }) => {
    const drawer = await drawerNamed('Infopagina bewerken')
    await waitFor(() => expect(args.get).toHaveBeenCalledWith(2, 'nl'))
    const title = drawer.getByLabelText('Titel')
    const reference = await drawer.findByText('How a heat pump works', { selector: '[lang="en"]' })
    await expect(title.getAttribute('aria-describedby')).toContain(reference.id)
    await expect(
      await drawer.findByText(/als een omgekeerde koelkast/, {}, { timeout: 15_000 }),
    ).toBeVisible()
    drawer.getByRole('button', { name: /Engels overnemen/ }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(title).toHaveValue('How a heat pump works')
  },
}
