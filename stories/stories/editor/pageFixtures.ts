import { fn } from 'storybook/test'
import type { CreateInputOf } from '../../../src/console/api/resource.ts'
import type { storyItemsApi } from '../../../src/console/api/story-items.ts'
import type { StoryItemContent, StoryItemDto } from '../../../src/domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../../src/domain/enums.ts'
import { portrait } from '../../content/fixtures.ts'
import { memoryResource } from '../../support/memoryResource.ts'

// A story's pages (story items) as `/api/story-item?storyId=` answers them, for the story editor's
// stories: the records each shows as its card shows them (the titles of stories/content's
// fixtures), and an in-memory fake of the pages' client.

/** A record a page shows, as the card reads it: its title, translated, no picture unless said. */
export const shows = (id: number, title: string, more: Partial<StoryItemContent> = {}): StoryItemContent => ({
  id,
  title,
  translated: true,
  picture: null,
  ...more,
})

/** A page of story 1 at `[column, row]` showing `content` (the ids follow from its kind). */
export function storyPage(
  id: number,
  kind: StoryItemKind,
  [column, row]: [number, number],
  content: StoryItemContent[],
  more: Partial<StoryItemDto> = {},
): StoryItemDto {
  const ids = content.map((record) => record.id)
  return {
    id,
    storyId: 1,
    kind,
    parentItemId: null,
    column,
    row,
    displayType: 'normal',
    contentId: kind === 'action' || kind === 'initiative' ? null : (ids[0] ?? null),
    actionIds: kind === 'action' ? ids : [],
    initiativeIds: kind === 'initiative' ? ids : [],
    content,
    translated: content.every((record) => record.translated),
    version: 1,
    ...more,
  }
}

/** The actions of stories/content/actionFixtures.ts, as a page's cards show them. */
export const cycleToWork = shows(1, 'Cycle to work')
export const eatVegetarian = shows(2, 'Eat vegetarian three days a week')
export const thermostat = shows(3, 'Turn the thermostat down one degree')

/**
 * A typical story in three columns: a hero (with a picture) above an info page; an actions page
 * listing three actions; a quiz question, an infographic and an initiatives page.
 */
export const typicalPages: StoryItemDto[] = [
  storyPage(11, 'hero', [0, 0], [shows(1, 'Fatima, allotment gardener', { picture: portrait })]),
  storyPage(12, 'info', [0, 1], [shows(1, 'Why what you eat matters')]),
  storyPage(13, 'action', [1, 0], [cycleToWork, eatVegetarian, thermostat]),
  storyPage(14, 'question', [2, 0], [shows(5, 'How far can you cycle in an hour?')]),
  storyPage(15, 'info-graphic', [2, 1], [shows(2, 'Heat pump or gas boiler?')]),
  storyPage(16, 'initiative', [2, 2], [shows(1, 'Repair Café Utrecht')]),
]

const kindsInTurn: StoryItemKind[] = ['info', 'action', 'question', 'info-graphic', 'hero', 'initiative']

/** `columns` columns of `rows` pages each, "Page 1" to "Page n" in reading order, of every kind in turn. */
export function manyPages(columns: number, rows: number): StoryItemDto[] {
  return Array.from({ length: columns * rows }, (_, index) => {
    const column = Math.floor(index / rows)
    const kind = kindsInTurn[index % kindsInTurn.length]!
    return storyPage(100 + index, kind, [column, index % rows], [shows(index + 1, `Page ${index + 1}`)])
  })
}

type PageCreate = CreateInputOf<typeof storyItemsApi>
type PageUpdate = Parameters<typeof storyItemsApi.update>[1]

/**
 * An in-memory pages API over `rows` (stories/support/memoryResource.ts): every call a spy. A
 * saved page answers with what it was sent; the records it shows come with the page it was (the
 * fake does not look titles up).
 */
export function fakeStoryItemsApi(rows: StoryItemDto[] = typicalPages) {
  const client = memoryResource<StoryItemDto, PageCreate, PageUpdate>(rows, {
    create: (input, id) => ({
      ...storyPage(id, input.kind, [rows.length, 0], []),
      storyId: input.storyId,
      contentId: input.contentId ?? null,
      actionIds: input.actionIds ?? [],
      initiativeIds: input.initiativeIds ?? [],
    }),
    update: (row, input) => ({
      ...row,
      kind: input.kind,
      contentId: input.contentId ?? null,
      actionIds: input.actionIds ?? [],
      initiativeIds: input.initiativeIds ?? [],
    }),
  })
  return {
    ...client,
    removeFrom: fn(async (_storyId: number, id: number) => ({ id })).mockName('removeFrom'),
  }
}
export type StoryItemsFake = ReturnType<typeof fakeStoryItemsApi>
