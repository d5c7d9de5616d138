import { useMemo } from 'react'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { type ShownText, shownText } from '../../../../domain/reference.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { useResourceList } from '../../../api/useResource.ts'

/**
 * The stored quiz as the question drawer reads it, in the drawer's language (the list page's own
 * query when the languages agree): what the live warnings look across, the questions its selects
 * offer, and each question's title by id.
 */
export function useQuiz(lang: Lang) {
  const list = useResourceList(co2Questions, { lang })
  return useMemo(() => {
    const questions: readonly Co2QuestionDto[] = list.data ?? []
    const titles = new Map(questions.map((question) => [question.id, shownText(question, 'title')]))
    return {
      questions,
      titleOf: (id: number): ShownText | undefined => titles.get(id),
      /** "#12 Do you drive a car?": a question in a select, the same in every select. */
      optionOf: (question: Co2QuestionDto) => ({
        value: String(question.id),
        label: `#${question.id} ${titles.get(question.id)?.text ?? ''}`.trim(),
      }),
    }
  }, [list.data])
}
export type Quiz = ReturnType<typeof useQuiz>
