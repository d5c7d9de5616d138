import { describe, expect, it } from 'vitest'
import { errorFailure, ticketFailure } from '../../src/server/push/failures.ts'

// What the admin reads when a push send fails, for the cases the fake service does not play.

describe('push failures in words', () => {
  it('names a ticket error Expo may add later by its own message, clipped', () => {
    const failure = ticketFailure({
      status: 'error',
      message: 'x'.repeat(500),
      details: { error: 'ExpoError' },
    })
    expect(failure.reason).toMatch(/^the push service refused it \(x+…\)$/)
    expect(failure.reason.length).toBeLessThan(260)
    expect(failure).toMatchObject({ code: 'ExpoError', tokenGone: false })
  })

  it('only DeviceNotRegistered makes the token go', () => {
    expect(
      ticketFailure({ status: 'error', message: 'm', details: { error: 'DeviceNotRegistered' } }).tokenGone,
    ).toBe(true)
    expect(
      ticketFailure({ status: 'error', message: 'm', details: { error: 'MessageRateExceeded' } }),
    ).toMatchObject({
      reason: 'too many messages were sent to this device; try again later',
      tokenGone: false,
    })
    expect(ticketFailure({ status: 'error', message: 'Unknown' }).reason).toBe(
      'the push service refused it (Unknown)',
    )
  })

  it('tells rate limits, timeouts, unreachable services and nonsense apart', () => {
    expect(errorFailure(Object.assign(new Error('429'), { statusCode: 429 })).reason).toBe(
      'the push service is receiving too many requests; try again later',
    )
    const timeout = new TypeError('fetch failed', {
      cause: Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' }),
    })
    expect(errorFailure(timeout).reason).toBe('the push service did not answer in time')
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    })
    expect(errorFailure(refused)).toMatchObject({
      reason: 'the push service could not be reached',
      code: 'ECONNREFUSED',
    })
    expect(errorFailure(new Error('Expected Expo to respond with 1 ticket but got 0')).reason).toBe(
      'the push service gave an answer this server does not understand',
    )
    expect(errorFailure(new TypeError('x is not a function')).reason).toBe(
      'the push service gave an answer this server does not understand',
    )
  })
})
