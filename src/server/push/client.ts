import { Expo } from 'expo-server-sdk'
import type { PushConfig } from './config.ts'
import { pushDispatcher } from './dispatcher.ts'
import { errorFailure, type PushFailure, ticketFailure, timeoutFailure } from './failures.ts'

export type PushMessage = { to: string; title: string; body: string }

/** What became of one message: taken by the service (with its ticket id), or why not. */
export type PushOutcome = { ok: true; ticketId: string | null } | ({ ok: false } & PushFailure)

export type PushClient = {
  send(message: PushMessage): Promise<PushOutcome>
  /** Ends the HTTP connections (the app closes it with itself). */
  close(): Promise<void>
}

/** Whether a stored token has the form of an Expo push token at all (anything else cannot work). */
export const isPushToken = (token: string | null): token is string => Expo.isExpoPushToken(token)

/**
 * User notifications through expo-server-sdk to the service at `config.url`. Never throws: every
 * failure (a refused ticket, an HTTP error, no connection, no answer within `timeoutMs`) comes back
 * as an outcome with a reason for the admin.
 */
export function createPushClient(config: PushConfig): PushClient {
  const dispatcher = pushDispatcher(config.url, config.timeoutMs)
  const expo = new Expo({
    httpAgent: dispatcher,
    ...(config.accessToken ? { accessToken: config.accessToken } : {}),
    // On a 429 the SDK waits and retries; within our time limit, or not at all.
    retryMinTimeout: Math.min(1000, config.timeoutMs),
  })

  const send = async (message: PushMessage): Promise<PushOutcome> => {
    const sending = expo.sendPushNotificationsAsync([{ ...message, sound: 'default' }])
    // Retries and the connection each have their own limits; this one bounds the whole send.
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), config.timeoutMs)
    })
    try {
      const result = await Promise.race([sending, deadline])
      if (result === 'timeout') {
        // The request still ends by itself (the dispatcher's own timeouts); nobody waits for it.
        sending.catch(() => {})
        return { ok: false, ...timeoutFailure() }
      }
      const [ticket] = result
      if (!ticket) return { ok: false, ...errorFailure(new Error('no ticket')) }
      return ticket.status === 'ok'
        ? { ok: true, ticketId: ticket.id ?? null }
        : { ok: false, ...ticketFailure(ticket) }
    } catch (error) {
      return { ok: false, ...errorFailure(error) }
    } finally {
      clearTimeout(timer)
    }
  }

  return { send, close: () => dispatcher.close() }
}
