import { msg } from '@lingui/core/macro'
import { formatDateTime } from '../../../domain/dates.ts'
import { messagePreview } from '../../../domain/feedback.ts'
import { feedbackApi } from '../../api/feedback.ts'
import { registerCommands } from '../../app/palette/registry.ts'
import { editPath } from '../../ui/drawer/drawerParams.ts'
import { senderLabel } from './sender.ts'

/** How many matches the palette lists. */
const SEARCH_LIMIT = 10

/**
 * The feedback area's palette commands: "Open Feedback…" searches the messages through the API
 * and opens the chosen one's detail. (There is no "Add": the app creates feedback, not the CMS.)
 * The open feedback's own commands (Delete this feedback, …) come from its detail drawer.
 *
 * "Feedback" is capitalised as the area's name, and keywords follow it, so that typing
 * "feedback" still puts "Go to Feedback" first.
 */
registerCommands([
  {
    id: 'open.feedback',
    group: 'navigation',
    label: msg`Open Feedback`,
    keywords: ['message', 'screenshot', 'bericht', 'melding'],
    run: ({ navigate }) => navigate('/feedback'),
    search: {
      placeholder: msg`Search feedback messages`,
      find: async (query, { i18n, lang }) => {
        const { rows } = await feedbackApi.page({ q: query, page: 1, pageSize: SEARCH_LIMIT })
        return rows.map((feedback) => ({
          id: `feedback-${feedback.id}`,
          label: messagePreview(feedback.message, 72),
          detail: `${senderLabel(feedback.user, i18n)} · ${formatDateTime(feedback.creationDate, lang)}`,
          run: ({ navigate }) => navigate(editPath('/feedback', feedback.id)),
        }))
      },
    },
  },
])
