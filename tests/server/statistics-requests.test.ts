import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATISTICS_DAYS } from '../../src/domain/constants.ts'
import {
  type StatsSeries,
  statisticsSeriesLayout,
  statisticsSeriesNames,
  statisticsStackKeys,
} from '../../src/domain/contracts/statistics.ts'
import { setProcessTimeZone, testTimeZone, zoneDays } from './support/statistics-days.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/statistics/<name> on an empty database, and what every one of them asks of a request:
// an admin's session, no query string, `lang` en or nl (docs/choices.md "Statistics").

const zone = testTimeZone()
const day = zoneDays(zone)
let restoreZone = () => {}
let empty: TestApp
beforeAll(async () => {
  restoreZone = setProcessTimeZone(zone)
  empty = await createTestApp()
})
afterAll(async () => {
  await empty?.close()
  restoreZone()
})

describe('an empty database, sign-in and the request', () => {
  it('answers 30 days of zeros for a day series and an empty list for a category series', async () => {
    for (const name of statisticsSeriesNames) {
      const response = await empty.asAdmin('GET', `/api/statistics/${name}`)
      expect(response.statusCode, name).toBe(200)
      const body: StatsSeries = response.json()
      if (statisticsSeriesLayout[name] === 'category') {
        expect(body, name).toEqual([])
        continue
      }
      expect(body.map((entry) => entry.label)).toEqual(day.labels)
      expect(body[STATISTICS_DAYS - 1]!.label).toBe(day.label(0))
      // The CO2 scan stacks categories: with no scan there are none.
      const keys = name === 'user-co2' ? [] : [...statisticsStackKeys[name]]
      for (const entry of body)
        expect(entry.stackedValues).toEqual(keys.map((label) => ({ label, value: 0 })))
    }
  })

  it('answers 401 without a session and 403 to a user who is not an admin', async () => {
    const user = await empty.createUser({ level: 'registered-user' })
    const session = await empty.sessionFor(user.id)
    for (const name of statisticsSeriesNames) {
      const url = `/api/statistics/${name}`
      const anonymous = await empty.app.inject({ method: 'GET', url, headers: { cms: '1' } })
      expect(anonymous.statusCode, name).toBe(401)
      const notAdmin = await empty.app.inject({
        method: 'GET',
        url,
        headers: { cms: '1', cookie: session.cookie },
      })
      expect(notAdmin.statusCode, name).toBe(403)
    }
  })

  it('refuses a query string and a language other than en or nl with a 400 naming it', async () => {
    for (const name of statisticsSeriesNames) {
      const query = await empty.asAdmin('GET', `/api/statistics/${name}?days=7`)
      expect(query.statusCode, name).toBe(400)
      expect(query.json().fields).toEqual({ days: 'Unknown field "days".' })
      const french = await empty.asAdmin('GET', `/api/statistics/${name}`, undefined, { lang: 'fr' })
      expect(french.statusCode, name).toBe(400)
      expect(french.json().fields).toHaveProperty('lang')
      const dutch = await empty.asAdmin('GET', `/api/statistics/${name}`, undefined, { lang: 'nl' })
      expect(dutch.statusCode, name).toBe(200)
    }
  })
})
