import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readPushConfig } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { FileStore } from '../files/store.ts'
import { createPushClient } from '../push/client.ts'
import type { PushConfig } from '../push/config.ts'
import { registerNotificationRoutes } from './notifications.routes.ts'
import { registerUserErase } from './users.erase.ts'
import { registerUserFull } from './users.full.ts'
import { registerUserReads } from './users.list.ts'
import { registerUserRecordDeletes } from './users.records.ts'
import { registerUserWrites } from './users.writes.ts'

export type UsersAreaOptions = {
  db: Db
  /** Where feedback screenshots live (removed with a user's data). */
  files: FileStore
  /** The push service for notifications; from the environment when not given. */
  push?: PushConfig
}

/**
 * The Users area (docs/product.md §2 "Users", "User drawer", §7 "Users"): the list and deletion requests,
 * one user and their full record, the drawer's writes, removals of users, their data and single
 * records, and push notifications. Each file below declares its routes and answers.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersAreaOptions> = async (app, { db, files, push }) => {
  const pushClient = createPushClient(push ?? readPushConfig(process.env))
  app.addHook('onClose', () => pushClient.close())
  registerUserReads(app, db)
  registerUserFull(app, db)
  registerUserWrites(app, db)
  registerUserErase(app, db, files)
  registerUserRecordDeletes(app, db)
  registerNotificationRoutes(app, db, pushClient)
}
