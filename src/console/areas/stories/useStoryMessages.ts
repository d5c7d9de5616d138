import { useLingui } from '@lingui/react/macro'

/** The story drawer's notices (docs/product.md §8: 'Saved story'; the spec gives no failure text, ours says it). */
export function useStoryMessages() {
  const { t } = useLingui()
  return {
    saved: t`Saved story`,
    saveFailed: t`Failed to save story`,
    deleted: t`Deleted story`,
    deleteFailed: t`Failed to delete story`,
    confirmDelete: t`Are you absolutely sure you want to delete this story?`,
  }
}
