import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

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
