import { msg } from '@lingui/core/macro'
import { labels } from '../../api/labels.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'

/** "Add Label" and "Open label…" (by value or id). */
export const labelRecords = recordCommands({
  resource: labels,
  path: '/labels',
  add: { label: msg`Add Label`, keywords: ['new label', 'create label', 'nieuw label'] },
  open: {
    label: msg`Open label`,
    placeholder: msg`Search labels by value or ID`,
    keywords: ['find label', 'edit label', 'label zoeken', 'label openen'],
  },
  describe: (label) => ({ label: label.value, detail: `#${label.id}` }),
})
export const labelCommands = labelRecords.commands
