import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../db/client.ts'
import type { FileStore } from '../files/store.ts'
import { seedDemoBpt } from '../seed/demo/bpt.ts'
import { seedDemoCategories } from '../seed/demo/categories.ts'
import { seedDemoCo2 } from '../seed/demo/co2.ts'
import { seedDemoCo2Results } from '../seed/demo/co2-results.ts'
import { seedDemoContent } from '../seed/demo/content.ts'
import { seedDemoDataTables } from '../seed/demo/data-tables.ts'
import { seedDemoFeedback } from '../seed/demo/feedback.ts'
import type { DemoSeed } from '../seed/demo/index.ts'
import { seedDemoLabels } from '../seed/demo/labels.ts'
import { seedDemoMedia } from '../seed/demo/media.ts'
import { seedDemoStories } from '../seed/demo/stories.ts'
import { seedDemoUserActivity } from '../seed/demo/user-activity.ts'
import { seedDemoUsers } from '../seed/demo/users.ts'
import { actionsRoutes } from './actions.routes.ts'
import { answerStatsRoutes } from './answer-stats.routes.ts'
import { bptQuestionsRoutes } from './bpt-questions.routes.ts'
import { categoriesRoutes } from './categories.routes.ts'
import { co2Routes } from './co2-quiz.routes.ts'
import { contentListRoutes } from './content-list.routes.ts'
import { dataTablesRoutes } from './data-tables.routes.ts'
import { feedbackRoutes } from './feedback.routes.ts'
import { heroesRoutes } from './heroes.routes.ts'
import { infoItemsRoutes } from './info-items.routes.ts'
import { infographicsRoutes } from './infographics.routes.ts'
import { initiativesRoutes } from './initiatives.routes.ts'
import { labelsRoutes } from './labels.routes.ts'
import { mediaRoutes } from './media.routes.ts'
import { quizQuestionsRoutes } from './quiz-questions.routes.ts'
import { statisticsRoutes } from './statistics.routes.ts'
import { storiesRoutes } from './stories.routes.ts'
import { storyItemsRoutes } from './story-items.routes.ts'
import { usersRoutes } from './users.routes.ts'

/** What every area's routes may use: the database, the data folder and the file store (media, screenshots). */
export type AreaOptions = { db: Db; dataDir: string; files: FileStore }

export type ServerArea = {
  name: string
  /**
   * Its routes below /api, admin-only (app.ts registers them behind the admin guard). An area
   * whose routes are not built yet has none, and may already bring its demo content.
   */
  routes?:
    | FastifyPluginAsyncZod<AreaOptions>
    | FastifyPluginAsyncZod<{ db: Db }>
    | FastifyPluginAsyncZod<{ db: Db; files: FileStore }>
  /** Its demo content for a first start (SEED_DEMO), one seed or several run in order. */
  demo?: DemoSeed | DemoSeed[]
}

/**
 * The server's manifest: every CMS area, once, and the one place routes are registered (each
 * area's routes are one plugin; a resource of the CRUD kit is served by `registerCrud` inside it).
 * A new area adds one line here; the app registers
 * its routes, the seed its demo content, and the route sweep, the fuzzer, the OpenAPI document and
 * the string-cap check find its routes without being told. Order is the demo's dependency order:
 * categories and labels before the content that names them and the users who carry them, media
 * after the categories whose lists hold them, content before the users' activity on it, users
 * before the feedback they sent.
 */
export const serverAreas: ServerArea[] = [
  { name: 'categories', routes: categoriesRoutes, demo: seedDemoCategories },
  { name: 'labels', routes: labelsRoutes, demo: seedDemoLabels },
  { name: 'media', routes: mediaRoutes, demo: seedDemoMedia },
  // The content area: its list across types, then each content type's own routes; the demo's
  // content comes with the list.
  { name: 'content', routes: contentListRoutes, demo: seedDemoContent },
  { name: 'actions', routes: actionsRoutes },
  { name: 'initiatives', routes: initiativesRoutes },
  { name: 'infographics', routes: infographicsRoutes },
  { name: 'quiz-questions', routes: quizQuestionsRoutes },
  { name: 'answer-stats', routes: answerStatsRoutes },
  { name: 'info-items', routes: infoItemsRoutes },
  { name: 'heroes', routes: heroesRoutes },
  { name: 'stories', routes: storiesRoutes, demo: seedDemoStories },
  { name: 'story-items', routes: storyItemsRoutes },
  { name: 'co2', routes: co2Routes, demo: seedDemoCo2 },
  // Before the users, whose demo bptInfo answers these questions.
  { name: 'bpt', routes: bptQuestionsRoutes, demo: seedDemoBpt },
  { name: 'users', routes: usersRoutes, demo: [seedDemoUsers, seedDemoUserActivity] },
  { name: 'feedback', routes: feedbackRoutes, demo: seedDemoFeedback },
  { name: 'data-tables', routes: dataTablesRoutes, demo: seedDemoDataTables },
  // Last: its demo counts the demo users' CO2 answers with the data tables (the CO2 scan statistics).
  { name: 'statistics', routes: statisticsRoutes, demo: seedDemoCo2Results },
]
