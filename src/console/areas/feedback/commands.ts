import { msg } from '@lingui/core/macro'
import { formatDateTime } from '../../../domain/dates.ts'
import { messagePreview } from '../../../domain/feedback.ts'
import { feedback } from '../../api/feedback.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'
import { senderLabel } from './sender.ts'

/**
 * "Open feedback…": searches the messages (by text, or a feedback by its id) and opens the chosen
 * one's detail; chosen without a search it goes to the list. There is no "Add": the app creates
 * feedback, not the CMS. The open feedback's own commands (Delete this feedback, …) come from its
 * detail drawer.
 *
 * "Feedback" is capitalised as the area's name, and keywords follow it, so that typing
 * "feedback" still puts "Go to Feedback" first.
 */
export const feedbackRecords = recordCommands({
  resource: feedback,
  path: '/feedback',
  open: {
    label: msg`Open feedback`,
    placeholder: msg`Search feedback messages`,
    keywords: ['message', 'screenshot', 'bericht', 'melding'],
  },
  describe: (record, { i18n, lang }) => ({
    label: messagePreview(record.message, 72),
    detail: `${senderLabel(record.user, i18n)} · ${formatDateTime(record.creationDate, lang)}`,
  }),
  openRuns: ({ navigate }) => navigate('/feedback'),
  searchLimit: 10,
})
export const feedbackCommands = feedbackRecords.commands
