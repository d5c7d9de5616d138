import type { Ref } from 'react'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import { OptionalSelect } from './OptionalSelect.tsx'
import type { Quiz } from './useQuiz.ts'

/**
 * Another question of the quiz, or none (a chain question, a parent, a parts question, an answer's
 * follow-up): a select of `choices`, each read "#12 Title". The quiz is the app's tens of
 * questions, so every choice is listed (type a letter to jump, as in any select).
 */
export function QuestionSelect({
  label,
  value,
  onChange,
  onBlur,
  error,
  choices,
  quiz,
  triggerRef,
}: {
  label: string
  value: number | null | undefined
  onChange: (id: number | null) => void
  onBlur?: () => void
  error?: string
  choices: readonly Co2QuestionDto[]
  quiz: Quiz
  triggerRef?: Ref<HTMLButtonElement>
}) {
  const chosen = value ?? null
  // A stored reference to a question not offered (another kind now) still shows what it is.
  const missing = chosen !== null && !choices.some((question) => question.id === chosen)
  const options = choices.map(quiz.optionOf)
  if (missing) options.unshift({ value: String(chosen), label: quiz.titleOf(chosen)?.text ?? `#${chosen}` })
  return (
    <OptionalSelect
      label={label}
      value={chosen === null ? null : String(chosen)}
      options={options}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      onBlur={onBlur}
      error={error}
      triggerRef={triggerRef}
    />
  )
}
