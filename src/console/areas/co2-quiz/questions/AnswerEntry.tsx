import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { type UseFormReturn, useController } from 'react-hook-form'
import { CO2_QUESTION_LIST_MAX } from '../../../../domain/co2-fields.ts'
import type { Co2QuestionFormValues } from '../../../../domain/co2-questions.ts'
import { co2CalculationLabels } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { shownText } from '../../../../domain/reference.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { Field } from '../../../ui/forms/Field.tsx'
import { NumberField } from '../../../ui/forms/NumberField.tsx'
import { OptionChecklist } from '../../../ui/forms/OptionChecklist.tsx'
import { RecordListField } from '../../../ui/forms/RecordListField.tsx'
import { SwitchField } from '../../../ui/forms/SwitchField.tsx'
import { calculationLabelNames } from '../co2Names.ts'
import { QuestionSelect } from './QuestionSelect.tsx'
import type { Quiz } from './useQuiz.ts'

type Props = { form: UseFormReturn<Co2QuestionFormValues>; index: number; id: number; lang: Lang; quiz: Quiz }

/**
 * One CO2 answer's fields (docs/product.md §3 "CO2 answer"): its text, unit amount, table key and
 * whether it stands for the average or for a typed amount (Other) in view; its labels, follow-up
 * and resets behind "Labels and links", open from the start when it has any (each answer showing
 * all of them would make a drawer of a six-answer question a long scroll).
 */
export function AnswerEntry({ form, index, id, lang, quiz }: Props) {
  const { t, i18n } = useLingui()
  const control = form.control
  const name = `answers.${index}` as const
  const unitAmount = useController({ control, name: `${name}.unitAmount` })
  const isAverage = useController({ control, name: `${name}.isAverage` })
  const isOther = useController({ control, name: `${name}.isOther` })
  const labels = useController({ control, name: `${name}.calculationLabels` })
  const provides = useController({ control, name: `${name}.providesLabels` })
  const followUp = useController({ control, name: `${name}.followUpQuestionId` })
  const resets = useController({ control, name: `${name}.resetsQuestions` })
  const errors = form.formState.errors.answers?.[index]
  const linked =
    Boolean(labels.field.value?.length || provides.field.value?.length || resets.field.value?.length) ||
    followUp.field.value != null
  const linkError = Boolean(
    labels.fieldState.error ||
      provides.fieldState.error ||
      followUp.fieldState.error ||
      resets.fieldState.error,
  )
  const [open, setOpen] = useState(linked)
  const labelOptions = co2CalculationLabels.map((label) => ({
    value: label,
    label: i18n._(calculationLabelNames[label]),
  }))
  return (
    <>
      <Flex gap="3" wrap="wrap" align="start">
        <div style={{ flex: '2 1 14rem' }}>
          <Field
            label={t`Text`}
            autoComplete="off"
            error={errors?.text?.message}
            {...form.register(`${name}.text`)}
          />
        </div>
        <div style={{ flex: '1 1 9rem' }}>
          <NumberField
            label={t`Unit amount`}
            name={unitAmount.field.name}
            value={unitAmount.field.value}
            onChange={unitAmount.field.onChange}
            onBlur={unitAmount.field.onBlur}
            inputRef={unitAmount.field.ref}
            error={unitAmount.fieldState.error?.message}
          />
        </div>
        <div style={{ flex: '1 1 9rem' }}>
          <Field
            label={t`Table key`}
            autoComplete="off"
            error={errors?.tableKey?.message}
            {...form.register(`${name}.tableKey`)}
          />
        </div>
      </Flex>
      <Flex gap="5" wrap="wrap">
        <SwitchField
          label={t`Average`}
          hint={t`Counts the country's average`}
          checked={Boolean(isAverage.field.value)}
          onChange={isAverage.field.onChange}
        />
        <SwitchField
          label={t`Other`}
          hint={t`The user types an amount`}
          checked={Boolean(isOther.field.value)}
          onChange={isOther.field.onChange}
        />
      </Flex>
      <details
        className="co2-answer-more"
        open={open || linkError}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>
          <Text size="2" weight="medium">{t`Labels and links`}</Text>
        </summary>
        <Flex direction="column" gap="3" pt="2">
          <OptionChecklist
            label={t`Calculation labels`}
            options={labelOptions}
            value={labels.field.value ?? []}
            onChange={labels.field.onChange}
            error={labels.fieldState.error?.message}
          />
          <OptionChecklist
            label={t`Provides labels`}
            options={labelOptions}
            value={provides.field.value ?? []}
            onChange={provides.field.onChange}
            error={provides.fieldState.error?.message}
          />
          <QuestionSelect
            label={t`Follow-up question`}
            value={followUp.field.value}
            choices={quiz.questions.filter((question) => question.id !== id)}
            quiz={quiz}
            onChange={followUp.field.onChange}
            onBlur={followUp.field.onBlur}
            triggerRef={followUp.field.ref}
            error={followUp.fieldState.error?.message}
          />
          <RecordListField
            resource={co2Questions}
            lang={lang}
            label={t`Resets questions`}
            placeholder={t`Search questions by title`}
            listLabel={t`CO2 questions`}
            noMatch={(term) => t`No question matches "${term}".`}
            describe={(row) => shownText(row, 'title')}
            value={resets.field.value ?? []}
            onChange={resets.field.onChange}
            titleOf={quiz.titleOf}
            max={CO2_QUESTION_LIST_MAX}
            error={resets.fieldState.error?.message}
          />
        </Flex>
      </details>
    </>
  )
}
