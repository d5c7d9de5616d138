// POST /api/co2-results on PGlite with the demo quiz (issue 22): one person's answers to every
// question of the 31-question quiz counted by the engine, the quiz, values, averages and the data
// tables read fresh each time. Target p50 ≤ 10 ms (app.inject, one at a time).
import { rmSync } from 'node:fs'
import type { Co2QuizView } from '../../src/domain/contracts/co2-quiz.ts'
import { BENCH_ADMIN, benchApp, openBenchDatabase } from './bench-server.ts'
import { ms, table, timed } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 300)
const TARGET_MS = 10

const bench = await openBenchDatabase({ demo: true })
const app = await benchApp(bench)
const login = await app.inject({ method: 'POST', url: '/api/user/login-admin', payload: BENCH_ADMIN })
const headers = { authorization: `Bearer ${login.json().accessToken as string}` }

const quiz = (await app.inject({ method: 'GET', url: '/api/co2-quiz', headers })).json<Co2QuizView>()
/** Every question answered: its first answer (an Other one with a number), a typed 10 where it asks for one. */
const answers = quiz.questions
  .filter((question) => question.questionType !== 'parts-question')
  .map((question) => {
    const first = question.answers[0]
    if (!first) return { questionId: question.id, answerId: null, inputValue: 10 }
    return { questionId: question.id, answerId: first.id, inputValue: first.isOther ? 10 : null }
  })

const post = () =>
  app.inject({
    method: 'POST',
    url: '/api/co2-results',
    headers: { ...headers, appversion: '1.4.0' },
    payload: { answers },
  })
const first = await post()
if (first.statusCode !== 200)
  throw new Error(`POST /api/co2-results answered ${first.statusCode}: ${first.body}`)

const { p50, p95 } = await timed(RUNS, post, 30)
table([
  {
    request: `POST /api/co2-results (${answers.length} answers, ${quiz.questions.length} questions)`,
    p50: ms(p50),
    p95: ms(p95),
    target: `≤ ${TARGET_MS} ms p50`,
    met: p50 <= TARGET_MS ? 'yes' : 'NO',
    total: `${first.json<{ total: number }>().total} kg`,
  },
])
await app.close()
await bench.database.close()
rmSync(bench.dataDir, { recursive: true, force: true })
