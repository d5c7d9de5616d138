import { startTransition, useEffect, useState } from 'react'

/**
 * How many of a list's `total` entries to build now: the first `first` while the list is being
 * mounted, then (in a transition React may interrupt for a key press) all of them, for good.
 * A drawer opening with many entries (a BPT question's eleven answers, each a row of fields) is
 * then shown and typable in its first frame; the entries below the fold follow a moment later.
 * Entries added afterwards are built at once (focus goes to them).
 */
export function useFirstPaintCount(total: number, first: number): number {
  const [all, setAll] = useState(false)
  useEffect(() => {
    startTransition(() => setAll(true))
  }, [])
  return all ? total : Math.min(total, first)
}
