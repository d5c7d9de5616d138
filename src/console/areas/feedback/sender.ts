import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type FeedbackUser, feedbackUserName } from '../../../domain/feedback.ts'

/**
 * Who sent a feedback message, as the list, the detail and the palette show it: the name, else
 * the e-mail, else "User 12" (a device user without either); "Anonymous" without a user.
 */
export function senderLabel(user: FeedbackUser | null, i18n: I18n): string {
  if (!user) return i18n._(msg`Anonymous`)
  const id = user.id
  return feedbackUserName(user) ?? i18n._(msg`User ${id}`)
}
