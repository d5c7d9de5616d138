import { and, eq } from 'drizzle-orm'
import { notificationSentSchema } from '../../domain/contracts/users.ts'
import { NO_PUSH_TOKEN_MESSAGE, sendNotificationSchema } from '../../domain/users.ts'
import type { ZodApp } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { notifications, users } from '../db/schema.ts'
import { badRequest, HttpError, notFound } from '../errors.ts'
import { isPushToken, type PushClient } from '../push/client.ts'

/**
 * `POST /api/notification/user` `{id, title, body}` → 201 `{id, status: 'sent', ticketId}` once the
 * push service took the message. 404 unknown user; 400 with the specified warning when the user has
 * no (usable) token or turned notifications off; 502 "The message could not be sent: <reason>."
 * when the service refused it, failed or did not answer. Every send is logged in `notifications`
 * (pending, then sent or failed with the reason) with the admin who sent it.
 */
export function registerNotificationRoutes(app: ZodApp, db: Db, push: PushClient) {
  app.post(
    '/notification/user',
    { schema: { body: sendNotificationSchema, response: { 201: notificationSentSchema } } },
    async (request, reply) => {
      const { id: userId, title, body } = request.body
      const [user] = await db
        .select({ enabled: users.enablePushNotifications, token: users.expoPushToken })
        .from(users)
        .where(eq(users.id, userId))
      if (!user) throw notFound('User')
      const { token } = user
      if (!user.enabled || !isPushToken(token)) throw badRequest(NO_PUSH_TOKEN_MESSAGE)

      // Logged before sending: a send cut short (a crash, a restart) still shows, as pending.
      const [record] = await db
        .insert(notifications)
        .values({ userId, sentBy: request.user?.id ?? null, title, body, status: 'pending' })
        .returning({ id: notifications.id })
      const id = record!.id
      const outcome = await push.send({ to: token, title, body })

      if (outcome.ok) {
        await db
          .update(notifications)
          .set({ status: 'sent', ticketId: outcome.ticketId })
          .where(eq(notifications.id, id))
        return reply.status(201).send({ id, status: 'sent' as const, ticketId: outcome.ticketId })
      }
      request.log.warn(
        { userId, notificationId: id, code: outcome.code, err: outcome.cause },
        `push failed: ${outcome.reason}`,
      )
      await db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({ status: 'failed', error: outcome.reason })
          .where(eq(notifications.id, id))
        // Expo's advice for DeviceNotRegistered: stop sending to the token. Only if it is still
        // the one that failed (the app may have registered a new one meanwhile).
        if (outcome.tokenGone) {
          await tx
            .update(users)
            .set({ expoPushToken: null })
            .where(and(eq(users.id, userId), eq(users.expoPushToken, token)))
        }
      })
      throw new HttpError(502, `The message could not be sent: ${outcome.reason}.`)
    },
  )
}
