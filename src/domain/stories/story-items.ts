import { z } from 'zod'
import { storyItemKinds } from '../enums.ts'
import { listQuerySchema } from '../list.ts'
import { MAX_ID } from '../validation.ts'

/**
 * A story's pages (docs/product.md §3 Story item): each shows content of one kind, placed on the
 * story's grid (grid.ts). An action page or an initiative page lists one or more of them (the
 * first is the page's main one); the other kinds show one record (`contentId`). The content is
 * made in its own drawer (or picked) and linked here; it cannot be deleted while a page shows it.
 */
export const storyItemMessages = {
  /** docs/product.md §5: "Story item type is required." */
  kindRequired: 'Item type is required.',
  storyRequired: 'Story is required.',
  storyNotFound: 'The story does not exist.',
  contentRequired: 'Choose what this page shows.',
  contentNotFound: 'The chosen content does not exist.',
  contentOfKind: 'Only action and initiative pages list several; this page shows one record.',
  listRequired: 'Choose at least one.',
  listTooLong: 'A page lists at most 20.',
  idsInvalid: 'Should be a list of ids.',
  idRepeated: 'Each id may appear only once.',
  placeInvalid: 'Column and row are whole numbers from 0.',
  parentInvalid: 'The parent page should be another page of the same story.',
  displayTypeInvalid: 'Display type should be normal.',
} as const

/** How many records an action or initiative page lists at most. */
export const STORY_ITEM_LIST_MAX = 20
/** The most pages one story has (and one structure carries). */
export const STORY_ITEMS_MAX = 500
/** The largest column or row number a page may take. */
export const GRID_PLACE_MAX = 1_000

/** The kinds whose page lists records (`actionIds` / `initiativeIds`) instead of one `contentId`. */
export const listKinds = ['action', 'initiative'] as const

const idField = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message })

const placeField = z
  .number({ error: storyItemMessages.placeInvalid })
  .int({ error: storyItemMessages.placeInvalid })
  .min(0, { error: storyItemMessages.placeInvalid })
  .max(GRID_PLACE_MAX, { error: storyItemMessages.placeInvalid })

const idListField = z
  .array(idField(storyItemMessages.idsInvalid), { error: storyItemMessages.idsInvalid })
  .max(STORY_ITEM_LIST_MAX, { error: storyItemMessages.listTooLong })
  .refine((ids) => new Set(ids).size === ids.length, { error: storyItemMessages.idRepeated })

/** docs/product.md §3 names one display type, "normal". */
export const displayTypes = ['normal'] as const

const fields = {
  kind: z.enum(storyItemKinds, { error: storyItemMessages.kindRequired }),
  contentId: idField(storyItemMessages.contentNotFound).nullable().optional(),
  actionIds: idListField.optional(),
  initiativeIds: idListField.optional(),
  parentItemId: idField(storyItemMessages.parentInvalid).nullable().optional(),
  column: placeField.optional(),
  row: placeField.optional(),
  displayType: z.enum(displayTypes, { error: storyItemMessages.displayTypeInvalid }).optional(),
}

type ContentFields = {
  kind: string
  contentId?: number | null
  actionIds?: number[]
  initiativeIds?: number[]
}

/** What a page shows matches its kind: a list for action and initiative pages, one record otherwise. */
function contentMatchesKind(input: ContentFields, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
  if (input.kind === 'action' || input.kind === 'initiative') {
    const list = input.kind === 'action' ? 'actionIds' : 'initiativeIds'
    const other = input.kind === 'action' ? 'initiativeIds' : 'actionIds'
    if (!input[list]?.length) issue(list, storyItemMessages.listRequired)
    if (input[other]?.length) issue(other, storyItemMessages.contentOfKind)
    if (input.contentId !== undefined && input.contentId !== null)
      issue('contentId', storyItemMessages.contentOfKind)
  } else {
    if (input.contentId === undefined || input.contentId === null)
      issue('contentId', storyItemMessages.contentRequired)
    // Empty lists, as the API answers a page of another kind, are fine.
    if (input.actionIds?.length) issue('actionIds', storyItemMessages.contentOfKind)
    if (input.initiativeIds?.length) issue('initiativeIds', storyItemMessages.contentOfKind)
  }
}

/**
 * `POST /api/story-item`: the story, the kind and what it shows; left out, the place is the
 * column after the last page's, row 0 (grid.ts `newItemPlace`), the display type normal.
 */
export const storyItemCreateSchema = z
  .object({ storyId: idField(storyItemMessages.storyRequired), ...fields })
  .superRefine(contentMatchesKind)

/** `PUT /api/story-item/:id`: kind and content whole; the place and parent left out stay. */
export const storyItemUpdateSchema = z.object(fields).superRefine(contentMatchesKind)

/** `GET /api/story-item?storyId=`: one story's pages in reading order (column, then row). */
export const storyItemListQuerySchema = listQuerySchema.extend({
  storyId: z.coerce
    .number({ error: storyItemMessages.storyNotFound })
    .pipe(idField(storyItemMessages.storyNotFound))
    .optional(),
  kind: z.enum(storyItemKinds, { error: storyItemMessages.kindRequired }).optional(),
})

/** One page's place in `PUT /api/story/{id}/structure`. */
export const structureItemSchema = z.object({
  id: idField(storyItemMessages.idsInvalid),
  column: placeField,
  row: placeField,
})

/** Texts the structure's checks write. */
export const structureMessages = {
  itemsInvalid: 'Items should be a list of pages with their column and row.',
  tooManyItems: `A story has at most ${STORY_ITEMS_MAX} pages.`,
  itemRepeated: 'Each page may appear only once.',
  cellTaken: 'Two pages cannot share a cell.',
  notOfStory: 'This page belongs to another story.',
  missing: 'Every page of the story must be placed; reload the story and try again.',
  versionRequired: 'The story’s version is required.',
} as const

/**
 * `PUT /api/story/{id}/structure` (docs/product.md §7: "body: story and items"): the story's
 * version as loaded and every page's place. Saved in one transaction, normalised (grid.ts); a
 * story changed meanwhile answers 409.
 */
export const structureSchema = z.object({
  story: z.object(
    {
      id: idField(storyItemMessages.storyNotFound).optional(),
      version: z.number({ error: structureMessages.versionRequired }).int().positive().max(MAX_ID),
    },
    { error: structureMessages.versionRequired },
  ),
  items: z
    .array(structureItemSchema, { error: structureMessages.itemsInvalid })
    .max(STORY_ITEMS_MAX, { error: structureMessages.tooManyItems })
    .superRefine((items, context) => {
      const ids = new Set<number>()
      const cells = new Set<string>()
      items.forEach((item, position) => {
        if (ids.has(item.id))
          context.addIssue({
            code: 'custom',
            path: [position, 'id'],
            message: structureMessages.itemRepeated,
          })
        ids.add(item.id)
        const cell = `${item.column}:${item.row}`
        if (cells.has(cell))
          context.addIssue({ code: 'custom', path: [position], message: structureMessages.cellTaken })
        cells.add(cell)
      })
    }),
})
export type StructureInput = z.infer<typeof structureSchema>
