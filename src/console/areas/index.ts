import type { ComponentType } from 'react'
import type { Command } from '../app/palette/registry.ts'
import type { RouteId } from '../app/routing/routes.ts'

export type AreaModule = { default: ComponentType }

/**
 * A built area, as the console knows it: the page of a route of docs/product.md §2 (src/console/app/routing/
 * routes.ts names them all; an unbuilt one shows "Not built yet"), loaded with its own chunk, and
 * its palette commands, which load with the signed-in shell (not with the login page) so the
 * palette finds records before the page was ever opened.
 */
export type Area = {
  route: RouteId
  page: () => Promise<AreaModule>
  commands?: () => Promise<readonly Command[]>
}

/** The console's manifest: a new area adds one line here. */
export const areas: readonly Area[] = [
  { route: 'home', page: () => import('./home/HomePage.tsx') },
  { route: 'login', page: () => import('./login/LoginPage.tsx') },
  { route: 'register', page: () => import('./register/RegisterPage.tsx') },
  {
    route: 'categories',
    page: () => import('./categories/CategoriesPage.tsx'),
    commands: () => import('./categories/commands.ts').then((m) => m.categoryCommands),
  },
  {
    route: 'users',
    page: () => import('./users/UsersPage.tsx'),
    commands: () => import('./users/commands.ts').then((m) => m.userCommands),
  },
  {
    route: 'stories',
    page: () => import('./stories/StoriesPage.tsx'),
    commands: () => import('./stories/commands.ts').then((m) => m.storyCommands),
  },
  { route: 'story', page: () => import('./stories/editor/StoryEditorPage.tsx') },
  {
    route: 'quiz-of-the-day',
    page: () => import('./quiz-of-the-day/QuizOfTheDayPage.tsx'),
  },
  {
    route: 'co2quiz',
    page: () => import('./co2-quiz/questions/QuestionsPage.tsx'),
    commands: () => import('./co2-quiz/commands.ts').then((m) => m.co2QuizCommands),
  },
  { route: 'co2quiz-values', page: () => import('./co2-quiz/values/ValuesPage.tsx') },
  { route: 'co2quiz-averages', page: () => import('./co2-quiz/averages/AveragesPage.tsx') },
  {
    route: 'bpt',
    page: () => import('./bpt/BptPage.tsx'),
    commands: () => import('./bpt/commands.ts').then((m) => m.bptCommands),
  },
  {
    route: 'content',
    page: () => import('./content/ContentPage.tsx'),
    commands: () => import('./content/commands.ts').then((m) => m.contentCommands),
  },
  {
    route: 'labels',
    page: () => import('./labels/LabelsPage.tsx'),
    commands: () => import('./labels/commands.ts').then((m) => m.labelCommands),
  },
  {
    route: 'data-tables',
    page: () => import('./data-tables/DataTablesPage.tsx'),
    commands: () => import('./data-tables/commands.ts').then((m) => m.dataTableCommands),
  },
  {
    route: 'feedback',
    page: () => import('./feedback/FeedbackPage.tsx'),
    commands: () => import('./feedback/commands.ts').then((m) => m.feedbackCommands),
  },
  {
    route: 'statistics',
    page: () => import('./statistics/StatisticsHubPage.tsx'),
    commands: () => import('./statistics/commands.ts').then((m) => m.statisticsCommands),
  },
  { route: 'statistics-chart', page: () => import('./statistics/StatisticsChartPage.tsx') },
]
