import { describe, expect, it } from 'vitest'
import type { StoryItemDto } from '../../src/domain/contracts/story-items.ts'
import {
  emptyStoryItemForm,
  type StoryItemFormValues,
  storyItemFormSchema,
  storyItemInput,
  storyItemToForm,
} from '../../src/domain/stories/story-item-form.ts'
import { STORY_ITEM_LIST_MAX } from '../../src/domain/stories/story-items.ts'

// The story editor's page form (src/domain/stories/story-item-form.ts, docs/product.md §2 "Story
// editor", §5 "Story item type is required"): which kind of page, what it shows, and the body the
// API is sent from it.

const form = (more: Partial<StoryItemFormValues> = {}): StoryItemFormValues => ({
  ...emptyStoryItemForm(),
  ...more,
})

/** The form's messages, by field ("" for the form itself). */
function issuesOf(values: unknown) {
  const result = storyItemFormSchema.safeParse(values)
  if (result.success) return []
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

describe('storyItemFormSchema', () => {
  it("a page without a kind says 'Item type is required.', and nothing else", () => {
    expect(issuesOf(form())).toEqual([{ path: 'kind', message: 'Item type is required.' }])
    // What it would show is not asked about before the kind is known.
    expect(issuesOf(form({ actionIds: ids(STORY_ITEM_LIST_MAX) }))).toEqual([
      { path: 'kind', message: 'Item type is required.' },
    ])
  })

  it("a kind the editor does not know is refused with the same 'Item type is required.'", () => {
    expect(issuesOf(form({ kind: 'video' as never, contentId: 3 }))).toEqual([
      { path: 'kind', message: 'Item type is required.' },
    ])
    expect(issuesOf(form({ kind: undefined as never, contentId: 3 }))).toEqual([
      { path: 'kind', message: 'Item type is required.' },
    ])
  })

  it.each(['info', 'info-graphic', 'hero', 'question'] as const)(
    "a %s page without its record says 'Choose what this page shows.' on contentId",
    (kind) => {
      expect(issuesOf(form({ kind }))).toEqual([
        { path: 'contentId', message: 'Choose what this page shows.' },
      ])
      // Ids chosen for a list kind before do not stand in for the record.
      expect(issuesOf(form({ kind, actionIds: [1], initiativeIds: [2] }))).toEqual([
        { path: 'contentId', message: 'Choose what this page shows.' },
      ])
    },
  )

  it("an actions page with no actions says 'Choose at least one.' on actionIds (a contentId does not count)", () => {
    expect(issuesOf(form({ kind: 'action' }))).toEqual([
      { path: 'actionIds', message: 'Choose at least one.' },
    ])
    expect(issuesOf(form({ kind: 'action', contentId: 4, initiativeIds: [1] }))).toEqual([
      { path: 'actionIds', message: 'Choose at least one.' },
    ])
  })

  it("an initiatives page with no initiatives says 'Choose at least one.' on initiativeIds", () => {
    expect(issuesOf(form({ kind: 'initiative', actionIds: [1] }))).toEqual([
      { path: 'initiativeIds', message: 'Choose at least one.' },
    ])
  })

  it("a page lists at most 20: 21 ids say 'A page lists at most 20.' on that list", () => {
    expect(STORY_ITEM_LIST_MAX).toBe(20)
    expect(issuesOf(form({ kind: 'action', actionIds: ids(21) }))).toEqual([
      { path: 'actionIds', message: 'A page lists at most 20.' },
    ])
    expect(issuesOf(form({ kind: 'initiative', initiativeIds: ids(21) }))).toEqual([
      { path: 'initiativeIds', message: 'A page lists at most 20.' },
    ])
    expect(issuesOf(form({ kind: 'action', actionIds: ids(20) }))).toEqual([])
  })

  it('a list left from a kind chosen before holds nothing back: only the chosen kind is checked', () => {
    expect(issuesOf(form({ kind: 'info', contentId: 3, actionIds: ids(21) }))).toEqual([])
    expect(issuesOf(form({ kind: 'initiative', initiativeIds: [1], actionIds: ids(21) }))).toEqual([])
  })

  it('ids are whole positive numbers', () => {
    expect(issuesOf(form({ kind: 'info', contentId: 0 })).map((issue) => issue.path)).toEqual(['contentId'])
    expect(issuesOf(form({ kind: 'info', contentId: 1.5 })).map((issue) => issue.path)).toEqual(['contentId'])
    expect(issuesOf(form({ kind: 'action', actionIds: [2, -1] })).map((issue) => issue.path)).toEqual([
      'actionIds.1',
    ])
  })

  it.each([
    form({ kind: 'info', contentId: 7 }),
    form({ kind: 'info-graphic', contentId: 1 }),
    form({ kind: 'hero', contentId: 2 }),
    form({ kind: 'question', contentId: 9 }),
    form({ kind: 'action', actionIds: [3, 1] }),
    form({ kind: 'initiative', initiativeIds: [2] }),
    // What another kind chose before is left in the form, and does not stop it.
    form({ kind: 'info', contentId: 7, actionIds: [1, 2] }),
    form({ kind: 'action', contentId: 7, actionIds: [1], initiativeIds: [4] }),
  ])('a page that shows what its kind needs passes ($kind)', (values) => {
    expect(issuesOf(values)).toEqual([])
    expect(storyItemFormSchema.parse(values)).toEqual(values)
  })
})

describe('storyItemInput', () => {
  it('sends only what the chosen kind shows: the record for a one-record page, no lists', () => {
    const values = form({ kind: 'info', contentId: 7, actionIds: [1, 2], initiativeIds: [3] })
    expect(storyItemInput(values)).toEqual({ kind: 'info', contentId: 7, actionIds: [], initiativeIds: [] })
    expect(storyItemInput(form({ kind: 'hero', contentId: 2 }))).toEqual({
      kind: 'hero',
      contentId: 2,
      actionIds: [],
      initiativeIds: [],
    })
  })

  it('an actions page sends its actions in order, no record and no initiatives', () => {
    const values = form({ kind: 'action', contentId: 7, actionIds: [4, 2, 9], initiativeIds: [3] })
    expect(storyItemInput(values)).toEqual({
      kind: 'action',
      contentId: null,
      actionIds: [4, 2, 9],
      initiativeIds: [],
    })
  })

  it('an initiatives page sends its initiatives, no record and no actions', () => {
    const values = form({ kind: 'initiative', contentId: 7, actionIds: [1], initiativeIds: [3, 5] })
    expect(storyItemInput(values)).toEqual({
      kind: 'initiative',
      contentId: null,
      actionIds: [],
      initiativeIds: [3, 5],
    })
  })

  it('leaves the form as it was', () => {
    const values = form({ kind: 'info', contentId: 7, actionIds: [1, 2] })
    storyItemInput(values)
    expect(values).toEqual(form({ kind: 'info', contentId: 7, actionIds: [1, 2] }))
  })
})

describe('emptyStoryItemForm and storyItemToForm', () => {
  it('a new page has no kind unless the Add Item menu named one, and shows nothing yet', () => {
    expect(emptyStoryItemForm()).toEqual({ kind: '', contentId: null, actionIds: [], initiativeIds: [] })
    expect(emptyStoryItemForm('info')).toEqual({
      kind: 'info',
      contentId: null,
      actionIds: [],
      initiativeIds: [],
    })
    expect(issuesOf(emptyStoryItemForm('action'))).toEqual([
      { path: 'actionIds', message: 'Choose at least one.' },
    ])
    // A fresh form each time: one drawer's changes never reach the next one's.
    expect(emptyStoryItemForm().actionIds).not.toBe(emptyStoryItemForm().actionIds)
  })

  const saved: StoryItemDto = {
    id: 31,
    storyId: 3,
    kind: 'action',
    parentItemId: null,
    column: 1,
    row: 0,
    displayType: 'normal',
    contentId: null,
    actionIds: [4, 2],
    initiativeIds: [],
    content: [
      { id: 4, title: 'Switch to a green energy supplier', translated: false, picture: null },
      { id: 2, title: 'Eat vegetarian three days a week', translated: true, picture: null },
    ],
    translated: false,
    version: 5,
  }

  it('a saved page fills the form with its kind and what it shows, nothing of its place or cards', () => {
    expect(storyItemToForm(saved)).toEqual({
      kind: 'action',
      contentId: null,
      actionIds: [4, 2],
      initiativeIds: [],
    })
    expect(storyItemToForm({ ...saved, kind: 'question', contentId: 8, actionIds: [] })).toEqual({
      kind: 'question',
      contentId: 8,
      actionIds: [],
      initiativeIds: [],
    })
  })

  it('a saved page passes the form as it is and goes back to the API unchanged', () => {
    const values = storyItemToForm(saved)
    expect(issuesOf(values)).toEqual([])
    expect(storyItemInput(values)).toEqual({
      kind: 'action',
      contentId: null,
      actionIds: [4, 2],
      initiativeIds: [],
    })
  })
})
