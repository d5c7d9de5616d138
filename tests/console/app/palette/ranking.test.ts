import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import '../../../../src/console/app/palette/appCommands.ts'
import { loadAreaCommands } from '../../../../src/console/app/palette/areaCommands.ts'
import { paletteGroupOrder } from '../../../../src/console/app/palette/CommandPalette.tsx'
import { rankCommands, scoreCommand } from '../../../../src/console/app/palette/ranking.ts'
import { type Command, commandRegistry } from '../../../../src/console/app/palette/registry.ts'
import { formDrawerCommands } from '../../../../src/console/ui/drawer/useFormDrawerCommands.ts'
import { messages as dutch } from '../../../../src/locales/nl/messages.po'

const noop = () => {}
const openRecord = formDrawerCommands({
  canSave: true,
  canDelete: true,
  conflict: false,
  submit: async () => {},
  actions: { delete: noop, close: noop, reload: noop, overwrite: noop },
})

const i18n = setupI18n()
// Area commands load with the signed-in shell, lazily.
beforeAll(() => loadAreaCommands())
beforeAll(() => {
  i18n.load({ en: {}, nl: dutch })
})

/** The palette's commands as it ranks them: titles and keywords in `lang`. */
function rankable(commands: Command[], lang: 'en' | 'nl') {
  i18n.activate(lang)
  return commands.map((command) => ({
    id: command.id,
    group: command.group,
    label: i18n._(command.label),
    keywords: command.keywords ?? [],
  }))
}

const first = (query: string, commands: Command[], lang: 'en' | 'nl' = 'en') =>
  rankCommands(query, rankable(commands, lang), paletteGroupOrder)[0]?.id

describe('palette ranking: what Enter runs after typing', () => {
  const pages = () => commandRegistry.getSnapshot()
  const withRecord = () => [...pages(), ...openRecord]

  it.each([
    ['Add Label', 'create.labels'],
    ['add label', 'create.labels'],
    ['add data table', 'create.data-tables'],
    ['Add Category', 'create.categories'],
    ['open label', 'open.labels'],
    ['add user', 'create.users'],
    ['open user', 'open.users'],
    ['users', 'go.users'],
    ['Categories', 'go.categories'],
    ['labels', 'go.labels'],
    ['data tables', 'go.data-tables'],
    ['feedback', 'go.feedback'],
    ['log out', 'session.logout'],
    ['dutch', 'lang.nl'],
    ['sort', 'hierarchy.categories'],
    ['CO2 values', 'go.co2quiz-values'],
  ])('"%s" → %s', (query, expected) => {
    expect(first(query, pages())).toBe(expected)
  })

  it.each([
    ['save', 'record.save'],
    ['close', 'record.close'],
    ['delete', 'record.delete'],
    ['Add Label', 'create.labels'],
    ['labels', 'go.labels'],
  ])('with a record open, "%s" → %s', (query, expected) => {
    expect(first(query, withRecord())).toBe(expected)
  })

  it.each([
    ['opslaan', 'record.save'],
    ['label toevoegen', 'create.labels'],
    ['categorieën', 'go.categories'],
    ['categorieen', 'go.categories'],
  ])('in Dutch, "%s" → %s', (query, expected) => {
    expect(first(query, withRecord(), 'nl')).toBe(expected)
  })

  it('"create" offers every Add command, before anything else', () => {
    const ranked = rankCommands('create', rankable(pages(), 'en'), paletteGroupOrder).map((c) => c.id)
    expect(ranked.slice(0, 5).sort()).toEqual([
      'create.categories',
      'create.data-tables',
      'create.labels',
      'create.stories',
      'create.users',
    ])
  })

  it('lists the open record’s commands first when nothing is typed', () => {
    const ranked = rankCommands('', rankable(withRecord(), 'en'), paletteGroupOrder).map((c) => c.id)
    expect(ranked.slice(0, 3)).toEqual(['record.save', 'record.delete', 'record.close'])
  })

  it('still finds by fuzzy letters, and drops what does not match at all', () => {
    const ranked = rankCommands('dtbl', rankable(pages(), 'en'), paletteGroupOrder).map((c) => c.id)
    expect(ranked[0]).toMatch(/data-tables/)
    expect(scoreCommand('zzzz', { id: 'x', group: 'navigation', label: 'Labels', keywords: [] })).toBe(0)
  })
})
