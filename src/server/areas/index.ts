import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../db/client.ts'
import { seedDemoCategories } from '../seed/demo/categories.ts'
import { seedDemoDataTables } from '../seed/demo/data-tables.ts'
import { seedDemoFeedback } from '../seed/demo/feedback.ts'
import type { DemoSeed } from '../seed/demo/index.ts'
import { seedDemoLabels } from '../seed/demo/labels.ts'
import { seedDemoUsers } from '../seed/demo/users.ts'
import { categoriesRoutes } from './categories.routes.ts'
import { dataTablesRoutes } from './data-tables.routes.ts'
import { feedbackRoutes } from './feedback.routes.ts'
import { labelsRoutes } from './labels.routes.ts'
import { usersRoutes } from './users.routes.ts'

/** What every area's routes may use. */
export type AreaOptions = { db: Db; dataDir: string }

export type ServerArea = {
  name: string
  /** Its routes below /api, admin-only (app.ts registers them behind the admin guard). */
  routes: FastifyPluginAsyncZod<AreaOptions> | FastifyPluginAsyncZod<{ db: Db }>
  /** Its demo content for a first start (SEED_DEMO). */
  demo?: DemoSeed
}

/**
 * The server's manifest: every CMS area, once. A new area adds one line here; the app registers
 * its routes, the seed its demo content, and the route sweep, the fuzzer, the OpenAPI document and
 * the string-cap check find its routes without being told. Order is the demo's dependency order
 * (users before the feedback they sent).
 */
export const serverAreas: ServerArea[] = [
  { name: 'users', routes: usersRoutes, demo: seedDemoUsers },
  { name: 'categories', routes: categoriesRoutes, demo: seedDemoCategories },
  { name: 'feedback', routes: feedbackRoutes, demo: seedDemoFeedback },
  { name: 'labels', routes: labelsRoutes, demo: seedDemoLabels },
  { name: 'data-tables', routes: dataTablesRoutes, demo: seedDemoDataTables },
]
