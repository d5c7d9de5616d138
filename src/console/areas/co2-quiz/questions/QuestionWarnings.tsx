import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons'
import { Callout } from '@radix-ui/themes'
import { useMemo } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { Co2QuestionFormValues } from '../../../../domain/co2-questions.ts'
import { liveWarnings } from './liveWarnings.ts'
import type { Quiz } from './useQuiz.ts'
import { warningText } from './warningText.ts'

/**
 * docs/product.md §5's warnings of the question being edited, recomputed as its fields change
 * (against the rest of the stored quiz), each in its own words; for a parts question, the note
 * that its parts are asked on its page. Warnings do not stop a save: a quiz is built question by
 * question. A polite live region, so a warning that comes or goes is heard.
 */
export function QuestionWarnings({
  form,
  id,
  quiz,
}: {
  form: UseFormReturn<Co2QuestionFormValues>
  id: number
  quiz: Quiz
}) {
  const { t, i18n } = useLingui()
  const values = useWatch({ control: form.control })
  const warnings = useMemo(
    () => liveWarnings(values, id, quiz.questions).map((warning) => warningText(i18n, warning)),
    [values, id, quiz.questions, i18n],
  )
  return (
    <div aria-live="polite" className="co2-question-notes">
      {values.questionType === 'parts-question' ? (
        <Callout.Root color="blue" size="1" mb="2" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            {t`Its part questions are asked together on one page: this question only serves as that page.`}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {warnings.length ? (
        <Callout.Root color="orange" size="1" role="group" aria-label={t`Warnings`} highContrast>
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <ul className="co2-warnings">
            {warnings.map((warning) => (
              <li key={warning}>
                <Callout.Text>{warning}</Callout.Text>
              </li>
            ))}
          </ul>
        </Callout.Root>
      ) : null}
    </div>
  )
}
