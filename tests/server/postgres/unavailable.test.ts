import { createServer, type Server, type Socket } from 'node:net'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/server/db/client.ts'
import { installErrorHandling } from '../../../src/server/errors.ts'

// PostgreSQL only (the server-postgres project): a database that cannot be reached answers 503
// quickly, and the error handler tells a lost database from a bug.
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
const terminated = withCode('terminating connection due to administrator command', '57P01')

const unavailable: [string, unknown][] = [
  ['57P01 admin_shutdown', terminated],
  [
    '57P02 crash_shutdown',
    withCode('terminating connection because of crash of another server process', '57P02'),
  ],
  ['57P03 cannot_connect_now', withCode('the database system is starting up', '57P03')],
  ['57014 query_canceled', withCode('canceling statement due to statement timeout', '57014')],
  ['08006 connection_failure', withCode('connection failure', '08006')],
  ['53300 too_many_connections', withCode('sorry, too many clients already', '53300')],
  ['ECONNREFUSED', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['ECONNRESET', withCode('read ECONNRESET', 'ECONNRESET')],
  ['EPIPE', withCode('write EPIPE', 'EPIPE')],
  ['ETIMEDOUT', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
  ['EHOSTUNREACH', withCode('connect EHOSTUNREACH', 'EHOSTUNREACH')],
  [
    'AggregateError of refused addresses',
    new AggregateError([withCode('refused', 'ECONNREFUSED')], 'connect'),
  ],
  ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
  ['Connection terminated', new Error('Connection terminated')],
  ['not queryable', new Error('Client has encountered a connection error and is not queryable')],
  ['connect timeout', new Error('timeout exceeded when trying to connect')],
  ['PGlite closed', new Error('PGlite is closed')],
  ['Drizzle-wrapped 57P01', new DrizzleQueryError('insert into "labels"', [], terminated)],
  [
    'Drizzle-wrapped rollback after a cut',
    new DrizzleQueryError(
      'rollback',
      [],
      new Error('Client has encountered a connection error and is not queryable', { cause: terminated }),
    ),
  ],
]

const others: [string, unknown, number][] = [
  ['22P02 invalid_text_representation', withCode('invalid input syntax', '22P02'), 400],
  ['23505 unique_violation', new DrizzleQueryError('insert', [], withCode('duplicate key', '23505')), 409],
  ['53100 disk_full', withCode('could not extend file', '53100'), 500],
  ['a bug', new Error('Cannot read properties of undefined'), 500],
]

let app: FastifyInstance
let thrown: unknown
beforeAll(async () => {
  app = Fastify()
  installErrorHandling(app)
  app.get('/throw', async () => {
    throw thrown
  })
  await app.ready()
})
afterAll(() => app?.close())

describe('the error handler', () => {
  it.each(unavailable)('answers 503 unavailable to %s', async (_name, error) => {
    thrown = error
    const response = await app.inject({ method: 'GET', url: '/throw' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ error: 'unavailable', message: expect.stringMatching(/database/) })
    expect(response.headers['retry-after']).toBe('2')
  })

  it.each(others)('keeps %s apart from a lost database', async (_name, error, status) => {
    thrown = error
    const response = await app.inject({ method: 'GET', url: '/throw' })
    expect(response.statusCode).toBe(status)
  })
})

/** A route that queries a database at `url`, behind the real error handling. */
async function appOn(url: string) {
  const database = await openDatabase({ url, onConnectionError: () => {} })
  const queryApp = Fastify()
  installErrorHandling(queryApp)
  queryApp.get('/query', async () => {
    await database.db.execute(sql`select 1`)
    return { ok: true }
  })
  await queryApp.ready()
  return {
    app: queryApp,
    close: async () => {
      await queryApp.close()
      await database.close()
    },
  }
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  )

describe('a database that cannot be reached', () => {
  it('answers 503 when nothing listens on its port', async () => {
    const closed = createServer()
    const port = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))

    const target = await appOn(`postgres://canopy:canopy@127.0.0.1:${port}/canopy`)
    try {
      const response = await target.app.inject({ method: 'GET', url: '/query' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ error: 'unavailable' })
    } finally {
      await target.close()
    }
  })

  it('answers 503 within the connection timeout when the server accepts but never answers', async () => {
    // Accepts the TCP connection and then says nothing, like a host that hangs.
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => {})
    })
    const port = await listen(silent)
    const target = await appOn(`postgres://canopy:canopy@127.0.0.1:${port}/canopy`)
    try {
      const started = Date.now()
      const response = await target.app.inject({ method: 'GET', url: '/query' })
      const elapsed = Date.now() - started
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ error: 'unavailable' })
      // The default connection timeout is 5 s: not the minutes of a TCP timeout, nor for ever.
      expect(elapsed).toBeGreaterThanOrEqual(4_500)
      expect(elapsed).toBeLessThan(8_000)
    } finally {
      await target.close()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  }, 15_000)
})
