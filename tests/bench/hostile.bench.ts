// How long one hostile request holds up everyone else: the real server over loopback HTTP, one
// hostile request at a time while `GET /api/status` is sent back to back (one always in flight); per input, the time to
// answer and the longest any status request waited. `HOSTILE_ONLY=probe` limits the list to the
// probe's two worst inputs (to compare with older code, where the megabyte inputs block for
// minutes or end the process).
import { BENCH_ADMIN, benchApp, openBenchDatabase } from './bench-server.ts'
import { ms, table } from './support.ts'

const bench = await openBenchDatabase()
const { database } = bench
const app = await benchApp(bench)
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const login = await fetch(`${base}/api/user/login-admin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(BENCH_ADMIN),
})
const token = ((await login.json()) as { accessToken: string }).accessToken

const person = { password: 'long enough', firstName: 'A', lastName: 'B' }
const inputs: { name: string; url: string; body: string; admin?: boolean }[] = [
  {
    name: 'register, e-mail a@ + 120,000 dots + @',
    url: '/api/user/register',
    body: JSON.stringify({ ...person, email: `a@${'.'.repeat(120_000)}@` }),
  },
  {
    name: 'category, 20 kB emoji',
    url: '/api/category',
    body: JSON.stringify({ title: 'x', emoji: '🌱'.repeat(10_000) }),
    admin: true,
  },
  {
    name: 'login, 1 MB e-mail',
    url: '/api/user/login-admin',
    body: JSON.stringify({ email: `a@${'.'.repeat(1_000_000)}@`, password: 'x' }),
  },
  {
    name: 'register, 1 MB first name',
    url: '/api/user/register',
    body: JSON.stringify({ ...person, email: 'a@b.c', firstName: 'n'.repeat(1_000_000) }),
  },
  {
    name: 'category, 1 MB emoji',
    url: '/api/category',
    body: JSON.stringify({ title: 'x', emoji: '🌱'.repeat(500_000) }),
    admin: true,
  },
  {
    name: 'data table, data nested 1,000,000 deep',
    url: '/api/data-table',
    body: `{"name":"x","data":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`,
    admin: true,
  },
].slice(0, process.env.HOSTILE_ONLY === 'probe' ? 2 : undefined)

const rows: Record<string, string | number>[] = []
for (const input of inputs) {
  let worstPing = 0
  let pinging = true
  const pings = (async () => {
    while (pinging) {
      const start = performance.now()
      await fetch(`${base}/api/status`).then((response) => response.arrayBuffer())
      worstPing = Math.max(worstPing, performance.now() - start)
    }
  })()
  await new Promise((resolve) => setTimeout(resolve, 20))
  const start = performance.now()
  const response = await fetch(`${base}${input.url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cms: '1',
      ...(input.admin ? { authorization: `Bearer ${token}` } : {}),
    },
    body: input.body,
  })
  await response.arrayBuffer()
  const took = performance.now() - start
  await new Promise((resolve) => setTimeout(resolve, 20))
  pinging = false
  await pings
  rows.push({
    input: input.name,
    status: response.status,
    answer: ms(took),
    'worst GET /api/status': ms(worstPing),
  })
}
table(rows)
await app.close()
await database.close()
