import { asc, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { labels, userLabels, users } from '../../db/schema.ts'
import { daysBefore, seededRandom } from './random.ts'

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

/** Labels spread over the last months, and a few of them on demo app users (label chips in the user drawer). */
export async function seedDemoLabels(db: Db, now: Date) {
  const rows = await db
    .insert(labels)
    .values(demoLabels.map((l) => ({ value: l.value, creationDate: daysBefore(now, l.daysAgo, l.hour) })))
    .returning({ id: labels.id })
  const random = seededRandom(7)
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.level, 'admin'))
    .orderBy(asc(users.id))
  const links: (typeof userLabels.$inferInsert)[] = []
  for (const person of people) {
    for (const label of rows) if (random.chance(0.12)) links.push({ userId: person.id, labelId: label.id })
  }
  if (links.length) await db.insert(userLabels).values(links)
}
