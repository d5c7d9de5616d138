import { z } from 'zod'
import type { StoryItemDto } from '../contracts/story-items.ts'
import { type StoryItemKind, storyItemKinds } from '../enums.ts'
import { STORY_ITEM_LIST_MAX, storyItemMessages } from './story-items.ts'

// The story editor's page drawer (docs/product.md §2 "Story editor", §5 "Story item type is
// required"): which kind of page, and what it shows — one record, or for an action or initiative
// page a list of them in order (the first is the page's main one). The API's own schemas check the
// same (story-items.ts); this one types the form, where no kind is chosen yet as ''.

// The lists' length is checked for the kind chosen only: a list left from a kind chosen before
// is not sent (storyItemInput) and must not hold the form back.
const idList = z.array(z.number().int().positive())

export const storyItemFormSchema = z
  .object({
    kind: z
      .union([z.enum(storyItemKinds), z.literal('')], { error: storyItemMessages.kindRequired })
      .refine((kind) => kind !== '', { error: storyItemMessages.kindRequired }),
    contentId: z.number().int().positive().nullable(),
    actionIds: idList,
    initiativeIds: idList,
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if ((values.kind as string) === '') return
    if (values.kind === 'action' || values.kind === 'initiative') {
      const list = values.kind === 'action' ? 'actionIds' : 'initiativeIds'
      if (!values[list].length) issue(list, storyItemMessages.listRequired)
      else if (values[list].length > STORY_ITEM_LIST_MAX) issue(list, storyItemMessages.listTooLong)
    } else if (values.contentId === null) issue('contentId', storyItemMessages.contentRequired)
  })
export type StoryItemFormValues = z.input<typeof storyItemFormSchema>

/** A new page: of `kind` where the Add Item menu named one, else none chosen yet. */
export const emptyStoryItemForm = (kind: StoryItemKind | '' = ''): StoryItemFormValues => ({
  kind,
  contentId: null,
  actionIds: [],
  initiativeIds: [],
})

export const storyItemToForm = (record: StoryItemDto): StoryItemFormValues => ({
  kind: record.kind,
  contentId: record.contentId,
  actionIds: record.actionIds,
  initiativeIds: record.initiativeIds,
})

/**
 * The body the API takes from the form: only what the chosen kind shows (the other choices the
 * form may still hold, from a kind chosen before, are left out).
 */
export function storyItemInput(values: StoryItemFormValues) {
  const kind = values.kind as StoryItemKind
  return {
    kind,
    contentId: kind === 'action' || kind === 'initiative' ? null : values.contentId,
    actionIds: kind === 'action' ? values.actionIds : [],
    initiativeIds: kind === 'initiative' ? values.initiativeIds : [],
  }
}
