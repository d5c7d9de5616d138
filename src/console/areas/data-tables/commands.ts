import { msg } from '@lingui/core/macro'
import { dataTables } from '../../api/data-tables.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'
import { dataSizeMessage } from './dataSize.ts'

/** "Add Data Table" and "Open Data Table…" (by name or id, each with its size). */
export const dataTableRecords = recordCommands({
  resource: dataTables,
  path: '/data-tables',
  add: { label: msg`Add Data Table`, keywords: ['new data table', 'create data table', 'nieuwe datatabel'] },
  open: {
    label: msg`Open Data Table`,
    placeholder: msg`Search Data Tables by name or ID`,
    keywords: ['find data table', 'edit data table', 'datatabel zoeken', 'datatabel openen'],
  },
  describe: (table, context) => ({
    label: table.name,
    detail: `#${table.id} · ${context.i18n._(dataSizeMessage(table.size))}`,
  }),
})
export const dataTableCommands = dataTableRecords.commands
