import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_ORDER_ITEMS } from '../../../domain/ordering.ts'
import { genericMessages } from '../../../domain/validation.ts'

/**
 * The validation texts of SPEC §5 as the domain schemas and the server write them (English),
 * mapped to catalog messages, so forms and server errors show in the chosen language.
 */
const messages: Record<string, MessageDescriptor> = {
  'E-mail is required.': msg`E-mail is required.`,
  'E-mail must be valid.': msg`E-mail must be valid.`,
  'Password is required.': msg`Password is required.`,
  'Password must be at least 8 characters.': msg`Password must be at least 8 characters.`,
  'Password is too long.': msg`Password is too long.`,
  'First name is required.': msg`First name is required.`,
  'Last name is required.': msg`Last name is required.`,
  'First name is too long.': msg`First name is too long.`,
  'Last name is too long.': msg`Last name is too long.`,
  [genericMessages.object]: msg`This should be an object.`,
  [genericMessages.string]: msg`This should be text.`,
  [genericMessages.boolean]: msg`This should be true or false.`,
  [genericMessages.number]: msg`This should be a number.`,
  [genericMessages.array]: msg`This should be a list.`,
  [genericMessages.other]: msg`This value has the wrong type.`,
  [genericMessages.tooLong]: msg`This text is too long.`,
  [genericMessages.tooBig]: msg`This value is too large.`,
  [genericMessages.tooSmall]: msg`This value is too small.`,
  [genericMessages.invalid]: msg`This value is not valid.`,
  // Lists (src/domain/list.ts): what a table's query can be told.
  'Search text is too long.': msg`Search text is too long.`,
  'Page must be a number.': msg`Page must be a number.`,
  'Page must be a whole number.': msg`Page must be a whole number.`,
  'Page starts at 1.': msg`Page starts at 1.`,
  'Page is too large.': msg`Page is too large.`,
  'Page size must be a number.': msg`Page size must be a number.`,
  'Page size must be a whole number.': msg`Page size must be a whole number.`,
  'Page size is at least 1.': msg`Page size is at least 1.`,
  'Page size is at most 500.': msg`Page size is at most 500.`,
  'Sort is a field name, optionally prefixed with -.': msg`Sort is a field name, optionally prefixed with -.`,
  'State should be translated or missing.': msg`State should be translated or missing.`,
  'Level must be device, registered-user or admin.': msg`Level must be device, registered-user or admin.`,
  // Ordering (src/domain/ordering.ts) and ids.
  'Order must be a list of entries, each with an id and an index.': msg`Order must be a list of entries, each with an id and an index.`,
  'Order needs at least one entry.': msg`Order needs at least one entry.`,
  [`Order takes at most ${MAX_ORDER_ITEMS} entries.`]: msg`Order takes at most ${MAX_ORDER_ITEMS} entries.`,
  'Each entry is an object with an id and an index.': msg`Each entry is an object with an id and an index.`,
  'Each id may appear only once.': msg`Each id may appear only once.`,
  'Id must be a number.': msg`Id must be a number.`,
  'Id must be a whole number.': msg`Id must be a whole number.`,
  'Id must be a positive number.': msg`Id must be a positive number.`,
  'Id is out of range.': msg`Id is out of range.`,
  'Index must be a number.': msg`Index must be a number.`,
  'Index must be a whole number.': msg`Index must be a whole number.`,
  'Index starts at 0.': msg`Index starts at 0.`,
  'Index is out of range.': msg`Index is out of range.`,
  'Level is required.': msg`Level is required.`,
}

/** Each area adds the validation texts of its forms (its own `messages.ts`). */
export function registerValidationMessages(more: Record<string, MessageDescriptor>) {
  Object.assign(messages, more)
}

export function translateValidation(i18n: I18n, text: string | undefined): string | undefined {
  if (!text) return undefined
  const descriptor = messages[text]
  return descriptor ? i18n._(descriptor) : text
}
