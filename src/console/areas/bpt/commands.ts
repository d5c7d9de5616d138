import { msg } from '@lingui/core/macro'
import { shownText } from '../../../domain/reference.ts'
import { bptQuestions } from '../../api/bpt-questions.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'
import type { Command } from '../../app/palette/registry.ts'
import { recordParam } from '../../ui/drawer/drawerParams.ts'
import { bptSortParam } from './sort/useBptSortParam.ts'

// The BPT area's palette commands: add and open its questions, and Sort and Hierarchy. Named
// "BPT question" where other areas have questions (the CO2 quiz's, content's quiz questions), so
// the palette's first match is the one meant.

/** The page's drawers: a question's (`?new`, `?edit=`) and Sort and Hierarchy (`?hierarchy`). */
const SORT = bptSortParam.names[0]!
const DRAWER_PARAMS = [...recordParam.names, SORT] as const

export const bptQuestionRecords = recordCommands({
  resource: bptQuestions,
  path: '/bpt',
  drawerParams: DRAWER_PARAMS,
  add: { label: msg`Add BPT question`, keywords: ['tracker', 'profile', 'new question', 'nieuwe vraag'] },
  open: {
    label: msg`Open BPT question`,
    placeholder: msg`Search BPT questions by text or ID`,
    keywords: ['tracker', 'profile', 'find question', 'vraag zoeken'],
  },
  describe: (question) => {
    const text = shownText(question, 'text')
    return { label: text.text || `#${question.id}`, labelLang: text.lang, detail: `#${question.id}` }
  },
})

export const bptCommands: Command[] = [
  ...bptQuestionRecords.commands,
  {
    id: 'bpt.sort',
    group: 'navigation',
    label: msg`Sort BPT questions`,
    keywords: ['tracker', 'order', 'hierarchy', 'volgorde'],
    run: (context) => context.navigate(bptQuestionRecords.pathTo(context, { flag: SORT })),
  },
]
