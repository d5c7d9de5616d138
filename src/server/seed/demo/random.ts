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
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}

export const daysBefore = (now: Date, days: number, hour = 12) => {
  const date = new Date(now.getTime() - days * 86_400_000)
  date.setUTCHours(hour, (days * 37) % 60, 0, 0)
  // "Today" at a later hour would be in the future; such a date is now instead.
  return date.getTime() > now.getTime() ? new Date(now) : date
}
