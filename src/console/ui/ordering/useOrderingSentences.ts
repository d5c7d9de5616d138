import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { OrderingSentences } from './announcements.ts'

/** The sentences every ordering announces, in the interface language. */
export function useOrderingSentences(): OrderingSentences {
  const { t } = useLingui()
  return useMemo(
    () => ({
      pickedUp: (title) => t`Picked up ${title}.`,
      backInPlace: (title) => t`${title}: back in its place.`,
      droppedInPlace: (title) => t`${title} was dropped in its place.`,
      moved: (place) => t`Moved. ${place}`,
      notMoved: (reason) => t`Not moved. ${reason}`,
      cancelled: (title) => t`Moving ${title} was cancelled. It is back in its place.`,
    }),
    [t],
  )
}
