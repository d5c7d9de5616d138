import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/**
 * The words of a question's answer list in the child list kit (a quiz question, a CO2 question, a
 * BPT question): its name, its count, each entry's place and the add button, spread into
 * `ChildListField`.
 */
export function useAnswerListWords() {
  const { t } = useLingui()
  return useMemo(
    () => ({
      label: t`Answers`,
      count: (n: number) => t({ message: plural(n, { one: '# answer', other: '# answers' }) }),
      entryLabel: (index: number, count: number) => {
        const position = index + 1
        return t`Answer ${position} of ${count}`
      },
      addLabel: t`Add answer`,
    }),
    [t],
  )
}
