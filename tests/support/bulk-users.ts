import type { Db } from '../../src/server/db/client.ts'
import { users } from '../../src/server/db/schema.ts'

/**
 * `count` registered app users, First0/Last0/user0@example.org on, inserted a thousand at a time (bulk
 * work); `lastNameOf(i)` gives other last names (a sort by last name then differs from the ids').
 */
export async function insertUsers(db: Db, count: number, lastNameOf = (i: number) => `Last${i}`) {
  for (let start = 0; start < count; start += 1000) {
    await db.insert(users).values(
      Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
        firstName: `First${start + i}`,
        lastName: lastNameOf(start + i),
        email: `user${start + i}@example.org`,
        level: 'registered-user' as const,
      })),
    )
  }
}
