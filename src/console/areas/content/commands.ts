import { msg } from '@lingui/core/macro'
import { shownText } from '../../../domain/reference.ts'
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
  describe: (item) => {
    // A title missing in the interface language is shown (and was found) by its reference.
    const title = shownText(item, 'title')
    return { label: title.text || `#${item.id}`, labelLang: title.lang, detail: `#${item.id}` }
  },
})
export const contentCommands = infographicRecords.commands
