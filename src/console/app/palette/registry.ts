import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Lang } from '../../../domain/lang.ts'
import type { ResolveClient } from '../../api/ResourceProvider.tsx'
import { createKeyedStore } from './keyedStore.ts'

export type CommandContext = {
  i18n: I18n
  lang: Lang
  pathname: string
  search: string
  navigate: (to: string) => void
  setLang: (lang: Lang) => void
  logout: () => void
  /** The API client to call: the real one, or a story's or test's fake (ResourceProvider). */
  client: ResolveClient
}

export type Command = {
  id: string
  group: CommandGroup
  label: MessageDescriptor
  /** Extra words the palette matches on (both languages' titles are added automatically). */
  keywords?: string[]
  /** A key sequence (['g', 'c']: press G, then C) or one chord (['Alt+Shift+Q']). */
  shortcut?: string[]
  run: (context: CommandContext) => void
  /** Hide the command where it makes no sense (e.g. "Switch to English" while English is on). */
  available?: (context: CommandContext) => boolean
  /**
   * Opens a second palette page that searches records ("Open label…"): `find` gets what the user
   * types and returns the matches, each of which runs when chosen.
   */
  search?: {
    placeholder: MessageDescriptor
    find: (query: string, context: CommandContext) => Promise<SearchResult[]>
  }
}

export type SearchResult = {
  id: string
  label: string
  /** The label's language when it is a translation reference (not in the interface language): marked so. */
  labelLang?: Lang
  detail?: string
  /** Likewise for the detail (a sub category's parent title). */
  detailLang?: Lang
  run: (context: CommandContext) => void
}

export const commandGroups = {
  navigation: msg`Go to`,
  create: msg`Create`,
  record: msg`This record`,
  preferences: msg`Language`,
  session: msg`Session`,
} satisfies Record<string, MessageDescriptor>
export type CommandGroup = keyof typeof commandGroups

const store = createKeyedStore<Command>()

/** Areas add their commands here at module load; the palette and the shortcuts read them. */
export function registerCommands(commands: Command[]) {
  store.put(commands.map((command) => [command.id, command] as const))
}

/** Removes commands that only apply for a while, e.g. those of an open record. */
export function unregisterCommands(ids: string[]) {
  store.remove(ids)
}

export const commandRegistry = { subscribe: store.subscribe, getSnapshot: store.getSnapshot }
