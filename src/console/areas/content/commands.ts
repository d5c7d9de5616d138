import { msg } from '@lingui/core/macro'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import { contentTypes } from '../../../domain/enums.ts'
import { shownText } from '../../../domain/reference.ts'
import { contentApi } from '../../api/content.ts'
import type { Command, CommandContext, SearchResult } from '../../app/palette/registry.ts'
import { recordPath } from '../../ui/drawer/drawerParams.ts'
import { CONTENT_DRAWER_PARAMS, CONTENT_PATH, contentKindNames, contentParams } from './contentKinds.ts'

// The content area's palette commands: "Add action" … "Add quiz question", each opening its
// drawer for a new record, and "Open content…", which searches every kind on the server.

const ID_QUERY = /^[1-9][0-9]{0,8}$/

const addLabels = {
  action: msg`Add action`,
  'info-graphic': msg`Add infographic`,
  initiative: msg`Add initiative`,
  question: msg`Add quiz question`,
} as const

const addKeywords = {
  action: ['new action', 'nieuwe actie'],
  'info-graphic': ['new infographic', 'nieuwe infographic'],
  initiative: ['new initiative', 'nieuw initiatief'],
  question: ['new question', 'nieuwe vraag', 'quiz'],
} as const

/** Every kind's record on /content matching `query` (its title, or its id). */
async function findContent(query: string, context: CommandContext): Promise<SearchResult[]> {
  const client = context.client(contentApi)
  const q = query.trim()
  const rows = await client.list(
    { q: ID_QUERY.test(q) ? undefined : q || undefined, page: 1, pageSize: 20 },
    context.lang,
  )
  const matching = ID_QUERY.test(q) ? rows.filter((row) => String(row.id) === q) : rows
  return matching.map((row) => {
    const title = shownText(row, 'title')
    return {
      id: `content-${row.type}-${row.id}`,
      label: title.text || `#${row.id}`,
      labelLang: title.lang,
      detail: `${context.i18n._(contentKindNames[row.type].one)} #${row.id}`,
      run: (next) =>
        next.navigate(recordPath(CONTENT_PATH, next, contentParams[row.type], row.id, CONTENT_DRAWER_PARAMS)),
    }
  })
}

export const contentCommands: Command[] = [
  ...contentTypes.map(
    (kind): Command => ({
      id: `create.content.${kind}`,
      group: 'create',
      label: addLabels[kind],
      keywords: [...addKeywords[kind]],
      run: (context) =>
        context.navigate(
          recordPath(CONTENT_PATH, context, contentParams[kind], UNSAVED_ID, CONTENT_DRAWER_PARAMS),
        ),
    }),
  ),
  {
    id: 'open.content',
    group: 'navigation',
    label: msg`Open content`,
    keywords: ['find action', 'find initiative', 'find question', 'find infographic', 'inhoud zoeken'],
    search: { placeholder: msg`Search content by title or ID`, find: findContent },
    run: () => {},
  },
]
