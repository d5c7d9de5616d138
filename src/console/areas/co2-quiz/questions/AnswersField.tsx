import type { UseFormReturn } from 'react-hook-form'
import { CO2_LIMITS, type Co2QuestionFormValues, newCo2Answer } from '../../../../domain/co2-questions.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { ChildListField } from '../../../ui/forms/child-list/ChildListField.tsx'
import { useAnswerListWords } from '../../../ui/forms/child-list/useAnswerListWords.ts'
import { AnswerEntry } from './AnswerEntry.tsx'
import type { Quiz } from './useQuiz.ts'

type Props = { form: UseFormReturn<Co2QuestionFormValues>; id: number; lang: Lang; quiz: Quiz }

/**
 * A CO2 question's answers (docs/product.md §3 "CO2 answer"), in order: the child list kit's Move
 * up / Move down (the first cannot go up, the last not down; Alt+↑/↓), Remove and Add. A user input
 * or parts question keeps the list too, empty: the warnings say when it should be.
 */
export function AnswersField({ form, id, lang, quiz }: Props) {
  const words = useAnswerListWords()
  return (
    <ChildListField<Co2QuestionFormValues, 'answers'>
      control={form.control}
      name="answers"
      newItem={newCo2Answer}
      max={CO2_LIMITS.answers}
      {...words}
      renderEntry={({ index }) => <AnswerEntry form={form} index={index} id={id} lang={lang} quiz={quiz} />}
    />
  )
}
