/** A small seeded generator, so demo content is the same on every first start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    /** `count` different items (fewer when there are fewer), in a random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items]
      const n = Math.min(count, copy.length)
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1)
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy.slice(0, n)
    },
  }
}

export type Random = ReturnType<typeof seededRandom>

export const daysBefore = (now: Date, days: number, hour = 12) => {
  const date = new Date(now.getTime() - days * 86_400_000)
  date.setUTCHours(hour, (days * 37) % 60, 0, 0)
  // "Today" at a later hour would be in the future; such a date is now instead.
  return date.getTime() > now.getTime() ? new Date(now) : date
}

/** A moment between `from` and `to` (both included), to the whole minute, never before `from` nor after `to`. */
export function dateBetween(random: Random, from: Date, to: Date): Date {
  const start = from.getTime()
  const span = Math.max(0, to.getTime() - start)
  const minute = 60_000
  const picked = start + Math.floor((random.next() * span) / minute) * minute
  return new Date(Math.min(Math.max(picked, start), to.getTime()))
}

/** `minutes` after `date`, but not after `limit`. */
export const minutesAfter = (date: Date, minutes: number, limit: Date) =>
  new Date(Math.min(date.getTime() + minutes * 60_000, limit.getTime()))
