import { useDiscardQuestion } from './useDiscardQuestion.ts'

/**
 * Closing a drawer that has no workflow of its own (the media drawer) while its parts hold
 * unsaved input (`held`, what each would lose): `requestClose` asks first (the discard question),
 * else closes at once. Discard changes closes; Keep editing stays.
 */
export function useCloseQuestion(held: readonly string[], close: () => void) {
  const { ask, asking, lost, keepEditing, discard } = useDiscardQuestion(() => {}, close)
  return {
    requestClose: () => (held.length ? ask(held) : close()),
    asking,
    lost,
    keepEditing,
    discard,
  }
}
