/** How the statistics show their days and numbers in one interface language. */
export type StatsFormat = {
  /** A number with the language's thousands separator ("1,234" / "1.234"), up to 2 decimals. */
  number: (value: number) => string
  /** A day on the axis: "3 Nov" / "3 nov". */
  axisDay: (label: string) => string
  /** A day in the tooltip: "Mon 3 Nov" / "ma 3 nov". */
  shortDay: (label: string) => string
  /** A day in the table and the summary: "Mon 3 Nov 2025" / "ma 3 nov 2025". */
  day: (label: string) => string
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A `YYYY-MM-DD` label as midnight UTC (formatted in UTC, so no time zone moves it a day). */
function parseDay(label: string): Date | undefined {
  const match = dayPattern.exec(label)
  if (!match) return undefined
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return Number.isNaN(date.getTime()) ? undefined : date
}

const made = new Map<string, StatsFormat>()

/**
 * The formats of `locale` (Lingui's, `en` or `nl`), made once each: an `Intl` formatter costs far
 * more to make than to use. English is British English, as the rest of the console ("3 Nov").
 * A label that is not a day shows as it is.
 */
export function statsFormat(locale: string): StatsFormat {
  const known = made.get(locale)
  if (known) return known
  const intl = locale === 'nl' ? 'nl-NL' : 'en-GB'
  const numbers = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 })
  const dates = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(intl, { ...options, timeZone: 'UTC' })
    return (label: string) => {
      const date = parseDay(label)
      return date ? format.format(date) : label
    }
  }
  const format: StatsFormat = {
    number: (value) => numbers.format(value),
    axisDay: dates({ day: 'numeric', month: 'short' }),
    shortDay: dates({ weekday: 'short', day: 'numeric', month: 'short' }),
    day: dates({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  }
  made.set(locale, format)
  return format
}
