import { asc, eq } from 'drizzle-orm'
import { SCREENSHOT_FILE } from '../../../domain/feedback.ts'
import type { Db } from '../../db/client.ts'
import { feedback, users } from '../../db/schema.ts'
import type { DemoSeedContext } from './index.ts'
import { daysBefore, seededRandom } from './random.ts'
import { renderScreenshot, type ScreenshotSpec } from './screenshots.ts'
import { demoFiles } from './support.ts'

type From = 'registered' | 'device' | 'anonymous'

type DemoFeedback = {
  message: string
  from: From
  daysAgo: number
  hour: number
  screenshot?: ScreenshotSpec
}

/** Bug reports, suggestions and praise, in Dutch and English, as app users write them. */
export const demoFeedback: DemoFeedback[] = [
  {
    message:
      "Bij de quiz van vandaag kon ik het antwoord 'Ongeveer 0,5 kg' niet aantikken. Er gebeurde gewoon niets, ook niet na het opnieuw opstarten van de app. iPhone 13, iOS 17.",
    from: 'registered',
    daysAgo: 1,
    hour: 8,
    screenshot: {
      screen: 'quiz',
      title: 'Quiz van de dag',
      lang: 'nl',
      mark: { x: 8, y: 404, width: 374, height: 72 },
    },
  },
  {
    message:
      'Love the new footprint overview! Seeing the ring fill up really motivates me to keep cycling to work. Thanks, team!',
    from: 'registered',
    daysAgo: 2,
    hour: 19,
    screenshot: { screen: 'home', title: 'Home', lang: 'en' },
  },
  {
    message:
      "Zou het mogelijk zijn om acties te herhalen? 'Maandag vegetarisch eten' doe ik elke week, maar ik kan hem maar één keer afvinken.",
    from: 'registered',
    daysAgo: 4,
    hour: 12,
    screenshot: {
      screen: 'actions',
      title: 'Mijn acties',
      lang: 'nl',
      mark: { x: 8, y: 238, width: 374, height: 108 },
    },
  },
  {
    message:
      "The total on the CO2 scan doesn't change when I update my car answers. I switched to an electric car last month, but it still says 7.4 tonnes.",
    from: 'registered',
    daysAgo: 6,
    hour: 21,
    screenshot: {
      screen: 'co2',
      title: 'CO2 scan',
      lang: 'en',
      mark: { x: 8, y: 584, width: 374, height: 88 },
    },
  },
  {
    message:
      'De kaart met initiatieven toont het Repair café op de verkeerde plek. Het zit aan de Oudegracht, niet bij het park.',
    from: 'device',
    daysAgo: 8,
    hour: 10,
    screenshot: {
      screen: 'map',
      title: 'In de buurt',
      lang: 'nl',
      mark: { x: 168, y: 268, width: 64, height: 96 },
    },
  },
  {
    message:
      "Small typo in the story 'A week without a car': the second paragraph says 'bycicle' instead of 'bicycle'.",
    from: 'registered',
    daysAgo: 10,
    hour: 15,
    screenshot: {
      screen: 'story',
      title: 'Stories',
      lang: 'en',
      mark: { x: 12, y: 572, width: 340, height: 64 },
    },
  },
  {
    message: 'Wat een leuke app! Mijn kinderen doen elke ochtend aan het ontbijt de quiz van de dag mee.',
    from: 'anonymous',
    daysAgo: 12,
    hour: 7,
  },
  {
    message:
      "In dark mode the badges I haven't earned yet are almost invisible. Maybe give them an outline or a lock icon?",
    from: 'registered',
    daysAgo: 14,
    hour: 23,
    screenshot: {
      screen: 'profile',
      title: 'Profile',
      lang: 'en',
      dark: true,
      mark: { x: 300, y: 352, width: 76, height: 64 },
    },
  },
  {
    message: 'Graag een herinnering op zondagavond om mijn acties voor de week te kiezen.',
    from: 'registered',
    daysAgo: 17,
    hour: 20,
  },
  {
    message:
      "The 'Next' button is hidden behind the tab bar on my small phone (iPhone SE). I have to scroll down to reach it every time.",
    from: 'anonymous',
    daysAgo: 19,
    hour: 13,
    screenshot: {
      screen: 'quiz',
      title: 'Daily quiz',
      lang: 'en',
      mark: { x: 8, y: 686, width: 374, height: 72 },
    },
  },
  {
    message:
      'Na de laatste update laadt het startscherm heel traag, soms wel tien seconden. Daarvoor ging het prima.',
    from: 'device',
    daysAgo: 23,
    hour: 9,
    screenshot: { screen: 'home', title: 'Start', lang: 'nl' },
  },
  {
    message:
      'Could you add trains to the mobility questions? I commute by train every day and the scan only asks about cars and flights.',
    from: 'registered',
    daysAgo: 26,
    hour: 17,
  },
  {
    message:
      'Als ik een actie afvink en daarna de app sluit, staat het vinkje er de volgende dag niet meer. Dit gebeurt bij alle acties.',
    from: 'registered',
    daysAgo: 29,
    hour: 11,
    screenshot: {
      screen: 'actions',
      title: 'Mijn acties',
      lang: 'nl',
      mark: { x: 312, y: 146, width: 70, height: 80 },
    },
  },
]

/** A v4-shaped uuid from the seeded generator: the same screenshots get the same folders on every first start. */
export function seededUuid(random: ReturnType<typeof seededRandom>): string {
  const bytes = Array.from({ length: 16 }, () => random.int(0, 255))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Feedback from demo users over the last 30 days, most with a screenshot written to
 * `DATA_DIR/files/{uuid}/original.webp`. Without a data folder (tests) the rows are stored
 * without files.
 */
export async function seedDemoFeedback(db: Db, now: Date, context: DemoSeedContext = {}) {
  const files = demoFiles(context)
  // Separate generators: the screenshots' uuids do not depend on which users exist.
  const uuids = seededRandom(31)
  const people = seededRandom(32)
  const idsOf = async (level: 'registered-user' | 'device') =>
    (await db.select({ id: users.id }).from(users).where(eq(users.level, level)).orderBy(asc(users.id))).map(
      (row) => row.id,
    )
  const senders: Record<From, number[]> = {
    registered: await idsOf('registered-user'),
    device: await idsOf('device'),
    anonymous: [],
  }
  const rows = demoFeedback.map((item) => {
    const pool = senders[item.from]
    const uuid = item.screenshot ? seededUuid(uuids) : null
    return {
      item,
      uuid,
      values: {
        message: item.message,
        userId: pool.length ? people.pick(pool) : null,
        fileUuid: files ? uuid : null,
        creationDate: daysBefore(now, item.daysAgo, item.hour),
      } satisfies typeof feedback.$inferInsert,
    }
  })
  if (files) {
    await Promise.all(
      rows.map(async ({ item, uuid }) => {
        if (!item.screenshot || !uuid) return
        await files.write(uuid, SCREENSHOT_FILE, await renderScreenshot(item.screenshot))
      }),
    )
  }
  // Oldest first, so ids grow with the date as they would in the app.
  const values = rows
    .map((row) => row.values)
    .sort((a, b) => a.creationDate.getTime() - b.creationDate.getTime())
  await db.insert(feedback).values(values)
}
