import type { ComponentType } from 'react'
import type { Command } from '../app/palette/registry.ts'
import { categoryCommands } from './categories/commands.ts'
import { contentCommands } from './content/commands.ts'
import { dataTableCommands } from './data-tables/commands.ts'
import { feedbackCommands } from './feedback/commands.ts'
import { labelCommands } from './labels/commands.ts'
import { userCommands } from './users/commands.ts'

export type AreaModule = { default: ComponentType }

/**
 * A built area, as the console knows it: the page of a route of SPEC §2 (src/console/app/routing/
 * routes.ts names them all; an unbuilt one shows "Not built yet"), loaded with its own chunk, and
 * its palette commands, which load with the shell so the palette finds records before the page
 * was ever opened.
 */
export type Area = {
  route: string
  page: () => Promise<AreaModule>
  commands?: readonly Command[]
}

/** The console's manifest: a new area adds one line here. */
export const areas: readonly Area[] = [
  { route: 'home', page: () => import('./home/HomePage.tsx') },
  { route: 'login', page: () => import('./login/LoginPage.tsx') },
  { route: 'register', page: () => import('./register/RegisterPage.tsx') },
  { route: 'categories', page: () => import('./categories/CategoriesPage.tsx'), commands: categoryCommands },
  { route: 'users', page: () => import('./users/UsersPage.tsx'), commands: userCommands },
  { route: 'content', page: () => import('./content/ContentPage.tsx'), commands: contentCommands },
  { route: 'labels', page: () => import('./labels/LabelsPage.tsx'), commands: labelCommands },
  {
    route: 'data-tables',
    page: () => import('./data-tables/DataTablesPage.tsx'),
    commands: dataTableCommands,
  },
  { route: 'feedback', page: () => import('./feedback/FeedbackPage.tsx'), commands: feedbackCommands },
]
