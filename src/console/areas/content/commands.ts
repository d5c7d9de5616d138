import { msg } from '@lingui/core/macro'
import { infographics } from '../../api/infographics.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'

/** "Add Infographic" and "Open infographic…" (by title or id). */
export const infographicRecords = recordCommands({
  resource: infographics,
  path: '/content',
  add: { label: msg`Add Infographic`, keywords: ['new infographic', 'nieuwe infographic'] },
  open: {
    label: msg`Open infographic`,
    placeholder: msg`Search infographics by title or ID`,
    keywords: ['find infographic', 'edit infographic', 'infographic zoeken'],
  },
  describe: (item) => ({ label: item.title || `#${item.id}`, detail: `#${item.id}` }),
})
export const contentCommands = infographicRecords.commands
