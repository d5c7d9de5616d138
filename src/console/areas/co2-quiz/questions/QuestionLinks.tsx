import { useLingui } from '@lingui/react/macro'
import { Flex, Heading } from '@radix-ui/themes'
import { useId } from 'react'
import { type UseFormReturn, useController } from 'react-hook-form'
import { CO2_QUESTION_LIST_MAX } from '../../../../domain/co2-fields.ts'
import type { Co2QuestionFormValues } from '../../../../domain/co2-questions.ts'
import { co2PartSubtypes } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { shownText } from '../../../../domain/reference.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { RecordListField } from '../../../ui/forms/RecordListField.tsx'
import { partTypeNames } from '../co2Names.ts'
import { OptionalSelect } from './OptionalSelect.tsx'
import { QuestionSelect } from './QuestionSelect.tsx'
import type { Quiz } from './useQuiz.ts'

type Props = { form: UseFormReturn<Co2QuestionFormValues>; id: number; lang: Lang; quiz: Quiz }

/**
 * How a CO2 question stands to the others (docs/product.md §3): its parent (the one-level
 * hierarchy: only top-level questions are offered), the parts question it is a part of and which
 * part it is, the question its chain leads to, and its related questions. The server refuses a
 * reference to itself or a loop, on the field.
 */
export function QuestionLinks({ form, id, lang, quiz }: Props) {
  const { t, i18n } = useLingui()
  const control = form.control
  const parent = useController({ control, name: 'parentQuestionId' })
  const part = useController({ control, name: 'partQuestionId' })
  const partType = useController({ control, name: 'partType' })
  const chain = useController({ control, name: 'chainQuestionId' })
  const related = useController({ control, name: 'relatedQuestionIds' })
  const headingId = useId()
  const others = quiz.questions.filter((question) => question.id !== id)
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h3" size="2" id={headingId}>
          {t`Links to other questions`}
        </Heading>
        <Flex gap="4" wrap="wrap" className="co2-field-row">
          <QuestionSelect
            label={t`Parent question`}
            value={parent.field.value}
            choices={others.filter((question) => question.parentQuestionId === null)}
            quiz={quiz}
            onChange={parent.field.onChange}
            onBlur={parent.field.onBlur}
            triggerRef={parent.field.ref}
            error={parent.fieldState.error?.message}
          />
          <QuestionSelect
            label={t`Chain question`}
            value={chain.field.value}
            choices={others}
            quiz={quiz}
            onChange={chain.field.onChange}
            onBlur={chain.field.onBlur}
            triggerRef={chain.field.ref}
            error={chain.fieldState.error?.message}
          />
        </Flex>
        <Flex gap="4" wrap="wrap" className="co2-field-row">
          <QuestionSelect
            label={t`Part question`}
            value={part.field.value}
            choices={others.filter((question) => question.questionType === 'parts-question')}
            quiz={quiz}
            onChange={part.field.onChange}
            onBlur={part.field.onBlur}
            triggerRef={part.field.ref}
            error={part.fieldState.error?.message}
          />
          <OptionalSelect
            label={t`Part type`}
            value={partType.field.value ?? null}
            options={co2PartSubtypes.map((type) => ({ value: type, label: i18n._(partTypeNames[type]) }))}
            onChange={partType.field.onChange}
            onBlur={partType.field.onBlur}
            triggerRef={partType.field.ref}
            error={partType.fieldState.error?.message}
          />
        </Flex>
        <RecordListField
          resource={co2Questions}
          lang={lang}
          label={t`Related questions`}
          placeholder={t`Search questions by title`}
          listLabel={t`CO2 questions`}
          noMatch={(term) => t`No question matches "${term}".`}
          describe={(row) => shownText(row, 'title')}
          value={related.field.value ?? []}
          onChange={related.field.onChange}
          titleOf={quiz.titleOf}
          max={CO2_QUESTION_LIST_MAX}
          error={related.fieldState.error?.message}
        />
      </section>
    </Flex>
  )
}
