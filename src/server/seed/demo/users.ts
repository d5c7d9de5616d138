import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { daysBefore, seededRandom } from './random.ts'

const firstNames = [
  'Sanne',
  'Daan',
  'Emma',
  'Lucas',
  'Julia',
  'Noah',
  'Tess',
  'Sem',
  'Fleur',
  'Levi',
  'Lotte',
  'Finn',
  'Anouk',
  'Milan',
  'Eva',
  'Jesse',
  'Sophie',
  'Thijs',
  'Lieke',
  'Bram',
  'Maud',
  'Ruben',
  'Isa',
  'Joris',
  'Noor',
]
const lastNames = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'van Dijk',
]
const places = [
  { city: 'Utrecht', postalCode: '3511 AB', street: 'Oudegracht' },
  { city: 'Amsterdam', postalCode: '1012 JS', street: 'Damrak' },
  { city: 'Rotterdam', postalCode: '3011 AD', street: 'Coolsingel' },
  { city: 'Groningen', postalCode: '9711 LM', street: 'Herestraat' },
  { city: 'Eindhoven', postalCode: '5611 EM', street: 'Stratumseind' },
  { city: 'Nijmegen', postalCode: '6511 PA', street: 'Lange Hezelstraat' },
  { city: 'Zwolle', postalCode: '8011 MA', street: 'Diezerstraat' },
  { city: 'Leiden', postalCode: '2311 EK', street: 'Breestraat' },
]

export const DEMO_USER_COUNT = 80

/**
 * App users of every level: registered users with addresses, anonymous device users, a second
 * admin, and a few who asked for their account or data to be deleted. Registration dates span
 * 60 days and activity the last 30, so lists and statistics have something to show.
 */
export async function seedDemoUsers(db: Db, now: Date) {
  const random = seededRandom(2024)
  const rows: (typeof users.$inferInsert)[] = []
  for (let i = 0; i < DEMO_USER_COUNT; i++) {
    const level = i === 0 ? 'admin' : random.chance(0.35) ? 'device' : 'registered-user'
    const registeredDaysAgo = random.int(0, 60)
    const activeDaysAgo = Math.min(registeredDaysAgo, random.int(0, 30))
    const base = {
      level,
      deviceId: `device-${(1000 + i).toString(36)}-${random.int(1000, 9999)}`,
      enablePushNotifications: random.chance(0.6),
      expoPushToken: random.chance(0.7) ? `ExponentPushToken[demo${i.toString().padStart(4, '0')}]` : null,
      creationDate: daysBefore(now, registeredDaysAgo, random.int(7, 22)),
      activeDate: daysBefore(now, activeDaysAgo, random.int(7, 22)),
    } as const
    if (level === 'device') {
      rows.push({ ...base, requestedDataRemoval: random.chance(0.08) })
      continue
    }
    const firstName = random.pick(firstNames)
    const lastName = random.pick(lastNames)
    const place = random.pick(places)
    const hasAddress = random.chance(0.7)
    rows.push({
      ...base,
      firstName,
      lastName,
      email: `${firstName}.${lastName.replaceAll(' ', '')}.${i}@example.org`.toLowerCase(),
      ...(hasAddress
        ? {
            street: place.street,
            houseNumber: String(random.int(1, 220)),
            postalCode: place.postalCode,
            city: place.city,
            country: 'NL',
          }
        : {}),
      requestedAccountDeletion: random.chance(0.07),
      requestedDataRemoval: random.chance(0.05),
    })
  }
  // Active on the day of registration at the earliest, never before it.
  for (const row of rows) if (row.activeDate! < row.creationDate!) row.activeDate = row.creationDate
  await db.insert(users).values(rows)
}
