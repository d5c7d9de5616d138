import { useEffect } from 'react'
import { type FieldPath, type UseFormReturn, useFormState, useWatch } from 'react-hook-form'
import { type BptQuestionFormValues, bptAnswerProblems, bptMessages } from '../../../../domain/bpt.ts'

type Form = UseFormReturn<BptQuestionFormValues>

/** Where a list's own message goes beside its entries' (react-hook-form's field array root). */
const LIST = 'answers.root' as FieldPath<BptQuestionFormValues>
const LIST_RULES: readonly string[] = [bptMessages.allOptions, bptMessages.noAnswers]
const VALUE_RULES: readonly string[] = [bptMessages.valueNotOfType, bptMessages.valueRepeated]

/**
 * Shows the answer rule's messages (docs/product.md §5, `bptAnswerProblems`) where they belong, in
 * step with the type and the answers' values: 'Please provide all answer options' (or that the
 * type has no answers) on the list, "not an option of this type" or "used by one answer only" on
 * the value it is about. The form checks only the field that changed, and checking the whole list
 * puts the list's message in place of its entries' (the zod resolver's nesting), so the rule,
 * a pure function, is applied here: again whenever the type, a value or the shown messages change
 * (a check of the form may have moved them), until what shows is what the rule says. A loaded
 * question that breaks the rule shows why at once; its Save is off until it is mended.
 */
export function useAnswerRuleMessages(form: Form) {
  const type = useWatch({ control: form.control, name: 'type' })
  // The values alone, as one string: typing an answer's text does not run the rule again.
  const values = useWatch({
    control: form.control,
    name: 'answers',
    compute: (answers) => JSON.stringify((answers ?? []).map((answer) => answer.value)),
  })
  const { errors } = useFormState({ control: form.control, name: 'answers' })
  const shown = errors.answers
  const count = (JSON.parse(values) as string[]).length
  const shownKey = JSON.stringify([
    shown?.message,
    shown?.root?.message,
    Array.from({ length: count }, (_, index) => shown?.[index]?.value?.message),
  ])

  useEffect(() => {
    const answers = (JSON.parse(values) as string[]).map((value) => ({ value }))
    const problems = type === '' ? [] : bptAnswerProblems(type, answers)
    const wanted = (path: string) => problems.find((problem) => problem.path.join('.') === path)?.message
    const [top, root, valueMessages] = JSON.parse(shownKey) as [string?, string?, (string | null)[]?]

    const list = wanted('answers')
    // On the list itself (a whole-form check of an empty list puts it there): gone when out of date.
    if (top && top !== list && LIST_RULES.includes(top)) form.clearErrors('answers')
    else if (list && top !== list && root !== list) form.setError(LIST, { type: 'rule', message: list })
    else if (!list && root && LIST_RULES.includes(root)) form.clearErrors(LIST)

    answers.forEach((_, index) => {
      const path = `answers.${index}.value` as const
      const message = wanted(path)
      const current = valueMessages?.[index] ?? undefined
      if (message && current !== message) form.setError(path, { type: 'rule', message })
      else if (!message && current && VALUE_RULES.includes(current)) form.clearErrors(path)
    })
  }, [type, values, shownKey, form])
}
