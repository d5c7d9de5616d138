import { msg } from '@lingui/core/macro'
import { appRoutes } from '../routing/routes.ts'
import { shortcutsDialog } from '../shell/shortcutsDialogStore.ts'
import { type Command, registerCommands } from './registry.ts'

const goTo: Command[] = [
  ...appRoutes
    .filter((route) => route.palette)
    .map(
      (route): Command => ({
        id: `go.${route.id}`,
        group: 'navigation',
        label: route.title,
        keywords: [route.path],
        shortcut: route.shortcut,
        run: ({ navigate }) => navigate(route.path),
      }),
    ),
]

const preferences: Command[] = [
  {
    id: 'lang.en',
    group: 'preferences',
    label: msg`Switch to English`,
    keywords: ['EN', 'language', 'taal', 'English', 'Engels'],
    shortcut: ['Alt+Shift+E'],
    available: ({ lang }) => lang !== 'en',
    run: ({ setLang }) => setLang('en'),
  },
  {
    id: 'lang.nl',
    group: 'preferences',
    label: msg`Switch to Dutch`,
    keywords: ['NL', 'language', 'taal', 'Nederlands', 'Dutch'],
    shortcut: ['Alt+Shift+N'],
    available: ({ lang }) => lang !== 'nl',
    run: ({ setLang }) => setLang('nl'),
  },
]

const help: Command[] = [
  {
    id: 'help.shortcuts',
    group: 'preferences',
    label: msg`Keyboard shortcuts`,
    keywords: ['keys', 'help', 'sneltoetsen', 'toetsen', '?'],
    shortcut: ['?'],
    run: () => shortcutsDialog.set(true),
  },
]

const session: Command[] = [
  {
    id: 'session.logout',
    group: 'session',
    label: msg`Log out`,
    keywords: ['sign out', 'uitloggen', 'afmelden'],
    shortcut: ['Alt+Shift+Q'],
    run: ({ logout }) => logout(),
  },
]

registerCommands([...goTo, ...preferences, ...help, ...session])
