import { asc } from 'drizzle-orm'
import { bptAnswerValues, type UserLevel } from '../../../domain/enums.ts'
import type { Db } from '../../db/client.ts'
import { type BptInfo, categories, labels, userInterests, userLabels, users } from '../../db/schema.ts'
import { activityDate, activityDaysAgo, daysBefore, type Random, seededRandom } from './random.ts'
import { insertInChunks } from './support.ts'
import { firstNames, lastNames, openAnswers, places, postalLetters } from './users-data.ts'

export const DEMO_USER_COUNT = 200
/** The first demo users are admins (besides the admin of the first start); they cannot log in. */
export const DEMO_ADMIN_COUNT = 3

/** When a user chose an interest: mostly on registering (the app asks), else on a later visit. */
const interestDate = (random: Random, user: typeof users.$inferInsert, now: Date) =>
  !user.activeDate || random.chance(0.6)
    ? user.creationDate!
    : activityDate(random, user.creationDate!, user.activeDate, now)

const tokenCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** An Expo push token as the app registers it. */
const pushToken = (random: Random) =>
  `ExponentPushToken[${Array.from({ length: 22 }, () => random.pick([...tokenCharacters])).join('')}]`

/** A Dutch postal code inside the city's range, e.g. "3512 KX". */
function postalCode(random: Random, [from, to]: readonly [number, number]) {
  const letters = `${random.pick([...postalLetters])}${random.pick([...postalLetters])}`
  return `${random.int(from, to)} ${/^S[ADS]$/.test(letters) ? 'SB' : letters}`
}

/** One to `max` options of a BPT question; "unknown" stands alone, "other" comes with the text typed. */
function options(random: Random, values: readonly string[], max: number, typed: string[]) {
  const picked = random.sample(values, random.int(1, max))
  if (picked.includes('unknown')) return [{ option: 'unknown', openAnswer: null }]
  return picked.map((option) => ({ option, openAnswer: option === 'other' ? random.pick(typed) : null }))
}

/** Answers to the behaviour and profile tracker: expertise per main category, motivation, behaviour, barriers. */
const bptInfo = (random: Random, expertiseCategories: number[]): BptInfo => ({
  expertise: random
    .sample(expertiseCategories, random.int(1, 3))
    .map((categoryId) => ({ categoryId, level: random.pick(bptAnswerValues.expertise) })),
  motivation: options(random, bptAnswerValues.motivation, 2, openAnswers.motivation),
  behavior: options(random, bptAnswerValues.behavior, 3, openAnswers.behavior),
  barriers: options(random, bptAnswerValues.barrier, 2, openAnswers.barriers),
})

/**
 * App users of every level: registered users (most with a Dutch address), anonymous device users
 * and a few more admins. Registrations span the last three months and users were last active in
 * the last six weeks (a few never). Most answered the behaviour and profile tracker and chose
 * interests; some carry labels, some a push token with notifications on or off, and several
 * asked for their account or their data to be deleted. What they did in the app is
 * user-activity.ts. Runs after the categories and labels seeds.
 */
export async function seedDemoUsers(db: Db, now: Date) {
  const random = seededRandom(2024)
  const categoryRows = await db
    .select({ id: categories.id, isContent: categories.isContent, parent: categories.parentCategoryId })
    .from(categories)
    .orderBy(asc(categories.id))
  const interestCategories = categoryRows.filter((c) => c.isContent).map((c) => c.id)
  const expertiseCategories = categoryRows.filter((c) => c.isContent && c.parent === null).map((c) => c.id)
  const labelIds = (await db.select({ id: labels.id }).from(labels).orderBy(asc(labels.id))).map((l) => l.id)

  const emails = new Set<string>()
  const rows: (typeof users.$inferInsert)[] = []
  for (let i = 0; i < DEMO_USER_COUNT; i++) {
    const level: UserLevel =
      i < DEMO_ADMIN_COUNT ? 'admin' : random.chance(0.35) ? 'device' : 'registered-user'
    const isAdmin = level === 'admin'
    // More registrations lately and on weekdays (the users per day statistics show it).
    const registeredDaysAgo = isAdmin ? random.int(100, 200) : activityDaysAgo(random, now, 90)
    // Most users were active lately (the app is growing), a few not for weeks.
    const activeDaysAgo = Math.min(
      registeredDaysAgo,
      isAdmin ? random.int(0, 10) : Math.floor(46 * random.next() ** 2),
    )
    const neverActive = !isAdmin && random.chance(0.06)
    const hasToken = !isAdmin && random.chance(0.65)
    const base = {
      level,
      deviceId: isAdmin ? null : `device-${(1000 + i).toString(36)}-${random.int(1000, 9999)}`,
      expoPushToken: hasToken ? pushToken(random) : null,
      // Notifications are asked for with the token, but either can change without the other.
      enablePushNotifications: random.chance(hasToken ? 0.7 : 0.25) && !isAdmin,
      creationDate: daysBefore(now, registeredDaysAgo, random.int(7, 22)),
      activeDate: neverActive ? null : daysBefore(now, activeDaysAgo, random.int(7, 22)),
      bptInfo: !isAdmin && random.chance(0.8) ? bptInfo(random, expertiseCategories) : null,
    }
    if (level === 'device') {
      rows.push({ ...base, requestedDataRemoval: random.chance(0.06) })
      continue
    }
    const firstName = random.pick(firstNames)
    const lastName = random.pick(lastNames)
    const name = `${firstName}.${lastName.replaceAll(' ', '')}`.toLowerCase()
    const email = `${emails.has(name) ? `${name}${i}` : name}@example.org`
    emails.add(name)
    const place = random.pick(places)
    const hasAddress = !isAdmin && random.chance(0.75)
    rows.push({
      ...base,
      firstName,
      lastName,
      email,
      ...(hasAddress
        ? {
            street: random.pick(place.streets),
            houseNumber: random.chance(0.15)
              ? `${random.int(1, 220)}-${random.int(1, 3)}`
              : `${random.int(1, 220)}`,
            postalCode: postalCode(random, place.digits),
            city: place.city,
            country: 'NL',
          }
        : {}),
      requestedAccountDeletion: !isAdmin && random.chance(0.06),
      requestedDataRemoval: !isAdmin && random.chance(0.05),
    })
  }
  // Active on the day of registration at the earliest, never before it.
  for (const row of rows)
    if (row.activeDate && row.activeDate < row.creationDate!) row.activeDate = row.creationDate
  const ids = await db.insert(users).values(rows).returning({ id: users.id })

  const interests: (typeof userInterests.$inferInsert)[] = []
  const links: (typeof userLabels.$inferInsert)[] = []
  rows.forEach((row, i) => {
    if (row.level === 'admin') return
    const userId = ids[i]!.id
    if (random.chance(0.75)) {
      for (const categoryId of random.sample(interestCategories, random.int(1, 4)))
        interests.push({ userId, categoryId, creationDate: interestDate(random, row, now) })
    }
    for (const labelId of labelIds) if (random.chance(0.12)) links.push({ userId, labelId })
  })
  await insertInChunks(db, userInterests, interests)
  await insertInChunks(db, userLabels, links)
}
