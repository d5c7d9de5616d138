import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

// An overloaded server says so at once (503, in the error shape, with Retry-After) instead of
// queueing requests for ever; it serves again as soon as the event loop keeps up.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ maxEventLoopDelayMs: 50 })
})
afterAll(() => t?.close())

const blockEventLoop = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy: what a runaway computation does to every other request
  }
}

it('answers 503 while the event loop lags past MAX_EVENT_LOOP_DELAY_MS, then serves again', {
  timeout: 20_000,
}, async () => {
  expect((await t.asAdmin('GET', '/api/user-label')).statusCode).toBe(200)
  blockEventLoop(1_500)
  // under-pressure samples the delay once a second: the next sample sees the block.
  let busy: Awaited<ReturnType<TestApp['asAdmin']>> | undefined
  await expect
    .poll(
      async () => {
        const response = await t.asAdmin('GET', '/api/user-label')
        if (response.statusCode === 503) busy = response
        return response.statusCode
      },
      { timeout: 3_000, interval: 50 },
    )
    .toBe(503)
  expect(busy?.json()).toEqual({
    error: 'unavailable',
    message: 'The server is busy. Try again in a moment.',
  })
  expect(busy?.headers['retry-after']).toBe('5')
  await expect
    .poll(async () => (await t.asAdmin('GET', '/api/user-label')).statusCode, {
      timeout: 5_000,
      interval: 100,
    })
    .toBe(200)
})
