/** The State filter of every list with a State column (`?state=`); no zod, so any page may use it. */
export const translationStates = ['translated', 'missing'] as const
export type TranslationState = (typeof translationStates)[number]

/** Whether a record with this `translated` flag passes the State filter (empty: all do). */
export const stateMatches = (state: string | undefined, translated: boolean) =>
  !state || (state === 'translated') === translated
