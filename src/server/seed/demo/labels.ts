import type { Db } from '../../db/client.ts'
import { labels } from '../../db/schema.ts'
import { daysBefore } from './random.ts'

/** Label values with how many days ago (and at what hour) staff created them. */
export const demoLabels = [
  { value: 'Early adopter', daysAgo: 170, hour: 9 },
  { value: 'Beta tester', daysAgo: 152, hour: 14 },
  { value: 'Ambassador', daysAgo: 118, hour: 11 },
  { value: 'Utrecht pilot', daysAgo: 96, hour: 16 },
  { value: 'Newsletter', daysAgo: 61, hour: 10 },
  { value: 'Needs follow-up', daysAgo: 23, hour: 15 },
  { value: 'Workshop Rotterdam', daysAgo: 9, hour: 13 },
] as const

/** Labels spread over the last months; the users seed (users.ts) puts some of them on demo app users. */
export async function seedDemoLabels(db: Db, now: Date) {
  await db
    .insert(labels)
    .values(demoLabels.map((l) => ({ value: l.value, creationDate: daysBefore(now, l.daysAgo, l.hour) })))
}
