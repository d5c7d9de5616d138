import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

// A stand-in for Expo's push service (https://exp.host), on loopback, for the server tests: it
// serves the two endpoints expo-server-sdk calls and answers as the scenario says. Each test app
// gets its own (test-app.ts), so tests never reach the internet and never share a service.

/**
 * - `ok`: a ticket per message (`ticket-1`, …); receipts `ok`.
 * - `DeviceNotRegistered`, `MessageTooBig`, `InvalidCredentials`: an error ticket of that kind.
 * - `error500`: HTTP 500 with a text body. `unauthorized`: HTTP 401 as Expo's JSON error.
 * - `down`: the connection is closed without an answer.
 * - `slow`: answers `ok`, after `slowMs`.
 */
export type FakeExpoScenario =
  | 'ok'
  | 'DeviceNotRegistered'
  | 'MessageTooBig'
  | 'InvalidCredentials'
  | 'error500'
  | 'unauthorized'
  | 'down'
  | 'slow'

export type ReceivedPush = {
  path: string
  authorization: string | undefined
  /** The messages of a send, or `{ids}` of a receipts request. */
  body: unknown
}

export type FakeExpoPush = {
  /** The base URL to configure (EXPO_PUSH_URL). */
  url: string
  scenario: FakeExpoScenario
  /** How long `slow` waits before answering (ms). */
  slowMs: number
  /** Every request, in order. */
  received: ReceivedPush[]
  /** The messages sent (`to`, `title`, `body`, …) over all send requests. */
  messages(): Record<string, unknown>[]
  close(): Promise<void>
}

export const SEND_PATH = '/--/api/v2/push/send'
export const RECEIPTS_PATH = '/--/api/v2/push/getReceipts'

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  // The SDK gzips bodies over 1 KiB.
  const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
  return text ? JSON.parse(text) : null
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const errorTicket = (kind: string, to: unknown) => ({
  status: 'error',
  message: `"${String(to)}" ${kind === 'DeviceNotRegistered' ? 'is not a registered push notification recipient' : `failed: ${kind}`}`,
  details: { error: kind, expoPushToken: to },
})

export async function startFakeExpoPush(scenario: FakeExpoScenario = 'ok'): Promise<FakeExpoPush> {
  let tickets = 0
  const timers = new Set<NodeJS.Timeout>()
  const fake: FakeExpoPush = {
    url: '',
    scenario,
    slowMs: 2_000,
    received: [],
    messages: () =>
      fake.received
        .filter((request) => request.path === SEND_PATH)
        .flatMap((request) => request.body as Record<string, unknown>[]),
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0] ?? ''
    const body = await readBody(request)
    fake.received.push({ path, authorization: request.headers.authorization, body })
    if (request.method !== 'POST' || (path !== SEND_PATH && path !== RECEIPTS_PATH)) {
      return json(response, 404, { errors: [{ code: 'NOT_FOUND', message: `No route ${path}` }] })
    }
    switch (fake.scenario) {
      case 'down':
        request.socket.destroy()
        return
      case 'error500':
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end('Internal Server Error')
        return
      case 'unauthorized':
        return json(response, 401, {
          errors: [{ code: 'UNAUTHORIZED', message: 'The bearer token is invalid.' }],
        })
      case 'slow':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, fake.slowMs)
          timers.add(timer)
        })
        break
    }
    if (response.destroyed) return
    if (path === RECEIPTS_PATH) {
      const ids = ((body as { ids?: string[] } | null)?.ids ?? []) as string[]
      return json(response, 200, { data: Object.fromEntries(ids.map((id) => [id, { status: 'ok' }])) })
    }
    const messages = Array.isArray(body) ? (body as { to?: unknown }[]) : [body as { to?: unknown }]
    const data = messages.map((message) =>
      fake.scenario === 'ok' || fake.scenario === 'slow'
        ? { status: 'ok', id: `ticket-${++tickets}` }
        : errorTicket(fake.scenario, message?.to),
    )
    return json(response, 200, { data })
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 400, { errors: [{ code: 'BAD_REQUEST', message: String(error) }] })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}
