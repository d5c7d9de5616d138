import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../../.storybook/parameters.ts'
import StoryEditorPage from '../../../src/console/areas/stories/editor/StoryEditorPage.tsx'
import { type ContentFakes, contentFakes } from '../../content/ContentApis.tsx'
import { page } from '../../support/screen.ts'
import { fakeStoriesApi, type StoriesFake } from '../fixtures.ts'
import { Address } from '../StoryApis.tsx'
import { EditorApis } from './EditorApis.tsx'
import { fakeStoryItemsApi, type StoryItemsFake } from './pageFixtures.ts'

type Args = { stories: StoriesFake; pages: StoryItemsFake; content: ContentFakes }

/**
 * The whole story editor at `/stories/{id}` (its header, buttons, grid and drawers), over the
 * stories of stories/stories, the pages given and the content records of stories/content.
 */
function StoryEditorStory({ stories, pages, content }: Args) {
  return (
    <EditorApis pages={pages} content={content} stories={stories}>
      <Routes>
        <Route
          path="stories/:id"
          element={
            <main>
              <StoryEditorPage />
            </main>
          }
        />
      </Routes>
      <Address />
    </EditorApis>
  )
}

const meta = {
  title: 'Stories/Editor/StoryEditor',
  component: StoryEditorStory,
  args: { stories: fakeStoriesApi(), pages: fakeStoryItemsApi([]), content: contentFakes() },
  argTypes: { stories: { control: false }, pages: { control: false }, content: { control: false } },
  parameters: { route: '/stories/1' } satisfies CanopyParameters,
} satisfies Meta<typeof StoryEditorStory>

export default meta
type Story = StoryObj<typeof meta>

const address = () => page().getByTestId('address').textContent

/**
 * "Cycling to work" without pages: the count says 0, the grid's place says how to add the first.
 * By keyboard, Enter on Add Item opens its menu of the six kinds on its first; ArrowDown three
 * times and Enter choose Infographic: the menu closes, the URL names a new infographic page and
 * its drawer opens with the type preset, the focus in the drawer.
 */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cycling to work' })).toBeVisible()
    await expect(args.stories.get).toHaveBeenCalledWith(1, 'en')
    await expect(await canvas.findByText('No pages yet. Add Item adds the first one.')).toBeVisible()
    await expect(args.pages.list).toHaveBeenCalledWith({ storyId: 1 }, 'en')
    await expect(canvas.getByText(/^0 pages/)).toBeVisible()
    await expect(canvas.queryAllByRole('list', { name: /^Column/ })).toEqual([])

    const add = canvas.getByRole('button', { name: 'Add Item' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await page().findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Actions page', 'Initiatives page', 'Info page', 'Infographic', 'Quiz question', 'Hero'])
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Actions page' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Infographic' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')

    await waitFor(() => expect(page().queryByRole('menu')).toBeNull())
    await waitFor(() => expect(address()).toBe('/stories/1?new=page&kind=info-graphic'))
    const drawer = within(await page().findByRole('dialog', { name: 'Add Page' }))
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Infographic')
    await expect(drawer.getByRole('combobox', { name: 'Infographic' })).toBeVisible()
    await waitFor(() =>
      expect(page().getByRole('dialog', { name: 'Add Page' }).contains(document.activeElement)).toBe(true),
    )
    await expect(args.pages.create).not.toHaveBeenCalled()
  },
}
