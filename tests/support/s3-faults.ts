import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A proxy in front of a test bucket that misbehaves on demand, as buckets do in production: it
// refuses writes (a policy or a full quota: 403 AccessDenied), answers too late (an overloaded or
// far endpoint), or drops the connection (a network cut). `pass` forwards everything untouched.

export type BucketFault = 'pass' | 'refuse-writes' | 'slow' | 'drop'

export type FaultyBucket = {
  endpoint: string
  fault: BucketFault
  /** How long `slow` holds each request before forwarding it. */
  slowMs: number
  /** Requests seen, as `METHOD /path`. */
  seen: string[]
  close(): Promise<void>
}

const accessDenied = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`

export async function startFaultyBucket(target: string): Promise<FaultyBucket> {
  const upstream = new URL(target)
  const state: FaultyBucket = {
    endpoint: '',
    fault: 'pass',
    slowMs: 5000,
    seen: [],
    close: async () => {},
  }
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const proxied = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    proxied.on('error', () => response.destroy())
    request.pipe(proxied)
  }
  const server = createServer((request, response) => {
    state.seen.push(`${request.method} ${request.url}`)
    const fault = state.fault
    if (fault === 'drop') {
      request.socket.destroy()
      return
    }
    if (fault === 'refuse-writes' && (request.method === 'PUT' || request.method === 'DELETE')) {
      request.resume()
      response.writeHead(403, { 'content-type': 'application/xml' }).end(accessDenied)
      return
    }
    if (fault === 'slow') {
      const timer = setTimeout(() => forward(request, response), state.slowMs)
      request.socket.on('close', () => clearTimeout(timer))
      return
    }
    forward(request, response)
  })
  const sockets = new Set<import('node:net').Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  return state
}

/** An endpoint nobody listens on: a port that was free a moment ago. */
export async function unreachableEndpoint(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
