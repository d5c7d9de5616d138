import type { Lang } from './lang.ts'

const monthsEn = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const monthsNl = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
]

function ordinal(day: number): string {
  const tens = day % 100
  if (tens >= 11 && tens <= 13) return `${day}th`
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * One formatter per time zone (`undefined`: the viewer's), kept: making an `Intl.DateTimeFormat`
 * costs far more than formatting with one, and a list formats a date per row at every render.
 */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>()
function formatterFor(timeZone: string | undefined) {
  const known = formatters.get(timeZone)
  if (known) return known
  const made = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  formatters.set(timeZone, made)
  return made
}

/**
 * "5th March 2024 - 14:30" (docs/product.md §2, Labels) and its Dutch form "5 maart 2024 - 14:30", in the
 * viewer's local time zone unless one is given.
 */
export function formatDateTime(value: Date | string, lang: Lang, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const day = Number(parts.day)
  const month = Number(parts.month) - 1
  const time = `${pad(Number(parts.hour))}:${pad(Number(parts.minute))}`
  return lang === 'nl'
    ? `${day} ${monthsNl[month]} ${parts.year} - ${time}`
    : `${ordinal(day)} ${monthsEn[month]} ${parts.year} - ${time}`
}
