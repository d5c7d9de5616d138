import { asc } from 'drizzle-orm'
import { recomputeCo2Results } from '../../areas/statistics.co2-results.ts'
import type { Db } from '../../db/client.ts'
import { userCo2Answers } from '../../db/schema.ts'

/**
 * The demo users' CO2 results (`user_co2_results`, read by the CO2 scan statistics): each user's
 * CO2 answers counted by the engine with the quiz and data tables as `POST /api/co2-results` reads
 * them, dated at the user's last answer. Runs after the users' activity and the data tables.
 */
export async function seedDemoCo2Results(db: Db) {
  const scanned = await db
    .selectDistinct({ userId: userCo2Answers.userId })
    .from(userCo2Answers)
    .orderBy(asc(userCo2Answers.userId))
  await recomputeCo2Results(
    db,
    scanned.map((row) => row.userId),
  )
}
