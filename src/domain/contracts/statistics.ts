import { z } from 'zod'
import { languages } from '../lang.ts'

export * from '../statistics.ts'

const STATS_LABEL_MAX = 300

export const statsSeriesSchema = z.array(
  z.object({
    label: z.string().max(STATS_LABEL_MAX),
    stackedValues: z.array(
      z.object({
        label: z.string().max(STATS_LABEL_MAX),
        value: z.number().finite().nonnegative(),
      }),
    ),
  }),
)
export type StatsSeries = z.infer<typeof statsSeriesSchema>

/**
 * The statistics routes take no query string (an unknown key is a 400 naming it) and read the
 * `lang` header strictly: en or nl, else a 400 on `lang` (the other routes fall back to English;
 * here the labels are the answer, so a wrong language is said, not guessed).
 */
export const statisticsQuery = z.object({}).strict()
export const statisticsHeaders = z.object({ lang: z.enum(languages).optional() })
