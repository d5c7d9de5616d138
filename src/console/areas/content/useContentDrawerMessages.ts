import { useLingui } from '@lingui/react/macro'

/**
 * A content drawer's notices (docs/product.md §8 "Content by type"), for the kind `word` in the
 * interface language: 'Saved {type}', and 'Failed to save {type}' where the specification reads
 * 'Failed to saved {type}' (docs/choices.md "Content"); deleting asks the §5 question with the
 * kind in quotes.
 */
export function useContentDrawerMessages(word: string) {
  const { t } = useLingui()
  return {
    saved: t`Saved ${word}`,
    saveFailed: t`Failed to save ${word}`,
    deleted: t`Deleted ${word}`,
    deleteFailed: t`Failed to delete ${word}`,
    confirmDelete: t`Are you absolutely sure you want to delete this "${word}"?`,
  }
}
