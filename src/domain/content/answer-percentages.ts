/**
 * Whole percentages of `counts` that add up to exactly 100 (when any count is above zero), by the
 * largest remainder method: each gets its share rounded down, then the points still missing go
 * to the largest remainders (the earlier entry first on a tie). So 1, 1, 1 of 3 read 34, 33, 33,
 * never 33, 33, 33 or 34, 34, 33; all zeros read zeros.
 */
export function percentagesOf(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map(() => 0)
  const shares = counts.map((count) => (count * 100) / total)
  const floors = shares.map(Math.floor)
  let missing = 100 - floors.reduce((sum, each) => sum + each, 0)
  const byRemainder = shares
    .map((share, position) => ({ position, remainder: share - floors[position]! }))
    .sort((a, b) => b.remainder - a.remainder || a.position - b.position)
  for (const { position } of byRemainder) {
    if (missing === 0) break
    floors[position]! += 1
    missing -= 1
  }
  return floors
}
