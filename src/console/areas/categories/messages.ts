import { msg } from '@lingui/core/macro'
import { CATEGORY_TITLE_MAX, categoryMessages } from '../../../domain/categories.ts'
import { registerValidationMessages } from '../../ui/forms/validationMessages.ts'

/** The category form's and the server's category texts (src/domain/categories.ts) in the interface language. */
registerValidationMessages({
  [categoryMessages.titleRequired]: msg`Title is required.`,
  [categoryMessages.titleTooLong]: msg`Title should be at most ${CATEGORY_TITLE_MAX} characters.`,
  [categoryMessages.emojiInvalid]: msg`Emoji should be a single emoji.`,
  [categoryMessages.parentInvalid]: msg`Parent should be a category id or empty.`,
  [categoryMessages.parentNotFound]: msg`Parent category not found.`,
  [categoryMessages.selfParent]: msg`A category cannot be its own parent.`,
  [categoryMessages.parentIsSub]: msg`A sub category cannot have sub categories.`,
  [categoryMessages.hasChildren]: msg`This category has sub categories, so it cannot become a sub category.`,
  [categoryMessages.deleteHasChildren]: msg`This category has sub categories.`,
  [categoryMessages.hierarchyIncomplete]: msg`The categories changed since the hierarchy was loaded. Reload and try again.`,
  [categoryMessages.backgroundImageRequired]: msg`This object requires a background-image`,
  'Type should be main or sub.': msg`Type should be main or sub.`,
  'isContent should be true or false.': msg`isContent should be true or false.`,
  'parentCategory and parentCategoryId name different parents.': msg`parentCategory and parentCategoryId name different parents.`,
  'The hierarchy must be a list of entries, each with an id, a parentCategoryId and an index.': msg`The hierarchy must be a list of entries, each with an id, a parentCategoryId and an index.`,
  'The hierarchy needs at least one entry.': msg`The hierarchy needs at least one entry.`,
  'The hierarchy takes at most 10000 entries.': msg`The hierarchy takes at most 10000 entries.`,
  'Each entry is an object with an id, a parentCategoryId and an index.': msg`Each entry is an object with an id, a parentCategoryId and an index.`,
})

/** The two values of the Type column and filter (SPEC §2). */
export const categoryTypeLabels = {
  main: msg`Main category`,
  sub: msg`Sub category`,
} as const
