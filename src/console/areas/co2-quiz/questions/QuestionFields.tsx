import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { CO2_LIMITS, type Co2QuestionFormValues } from '../../../../domain/co2-questions.ts'
import { co2CalculationLabels, co2CalculationTypes, co2QuestionTypes } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { CategoriesField } from '../../../ui/forms/CategoriesField.tsx'
import { FormTextField } from '../../../ui/forms/FormTextField.tsx'
import { NumberField } from '../../../ui/forms/NumberField.tsx'
import { OptionChecklist } from '../../../ui/forms/OptionChecklist.tsx'
import { SelectField } from '../../../ui/forms/SelectField.tsx'
import { SourcesField } from '../../../ui/forms/SourcesField.tsx'
import { SwitchField } from '../../../ui/forms/SwitchField.tsx'
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx'
import { MediaListField } from '../../../ui/media/MediaListField.tsx'
import { MarkdownField } from '../../../ui/rich-text/MarkdownField.tsx'
import { calculationLabelNames, calculationTypeNames, questionTypeNames } from '../co2Names.ts'
import { AnswersField } from './AnswersField.tsx'
import { OptionalSelect } from './OptionalSelect.tsx'
import { QuestionLinks } from './QuestionLinks.tsx'
import { QuestionWarnings } from './QuestionWarnings.tsx'
import { useQuiz } from './useQuiz.ts'

type Props = { form: UseFormReturn<Co2QuestionFormValues>; id: number; lang: Lang }

/**
 * A CO2 question's fields (docs/product.md §3), in the order a question is thought through: what it
 * asks, how it is answered and calculated, where it counts, how it links to other questions, its
 * answers, sources and media; the warnings (§5) on top, live.
 */
export function QuestionFields({ form, id, lang }: Props) {
  const { t, i18n } = useLingui()
  const quiz = useQuiz(lang)
  const control = form.control
  const media = useWatch({ control, name: 'media' })
  const hint = useWatch({ control, name: 'hint' })
  const description = useController({ control, name: 'description' })
  const questionType = useController({ control, name: 'questionType' })
  const calculationType = useController({ control, name: 'calculationType' })
  const unitValue = useController({ control, name: 'unitValue' })
  const labels = useController({ control, name: 'calculationLabels' })
  const flags = {
    isQuickScan: useController({ control, name: 'isQuickScan' }),
    isDismissable: useController({ control, name: 'isDismissable' }),
    isValue: useController({ control, name: 'isValue' }),
  }
  const errors = form.formState.errors
  return (
    <>
      <QuestionWarnings form={form} id={id} quiz={quiz} />
      <FormTextField form={form} name="title" label={t`Title`} autoFocus />
      <TextAreaField
        label={t`Hint`}
        rows={2}
        error={errors.hint?.message}
        count={{ text: hint, max: CO2_LIMITS.hint }}
        {...form.register('hint')}
      />
      <MarkdownField
        label={t`Description`}
        name={description.field.name}
        value={description.field.value ?? ''}
        onChange={description.field.onChange}
        error={description.fieldState.error?.message}
        media={media}
        lang={lang}
      />
      <Flex gap="4" wrap="wrap" className="co2-field-row">
        <SelectField
          label={t`Question type`}
          value={questionType.field.value}
          options={co2QuestionTypes.map((type) => ({ value: type, label: i18n._(questionTypeNames[type]) }))}
          onChange={questionType.field.onChange}
          onBlur={questionType.field.onBlur}
          triggerRef={questionType.field.ref}
          error={questionType.fieldState.error?.message}
        />
        <OptionalSelect
          label={t`Calculation type`}
          value={calculationType.field.value ?? null}
          options={co2CalculationTypes.map((type) => ({
            value: type,
            label: i18n._(calculationTypeNames[type]),
          }))}
          onChange={calculationType.field.onChange}
          onBlur={calculationType.field.onBlur}
          triggerRef={calculationType.field.ref}
          error={calculationType.fieldState.error?.message}
        />
        <NumberField
          label={t`Unit value`}
          unit={t`kg CO2`}
          name={unitValue.field.name}
          value={unitValue.field.value}
          onChange={unitValue.field.onChange}
          onBlur={unitValue.field.onBlur}
          inputRef={unitValue.field.ref}
          error={unitValue.fieldState.error?.message}
        />
      </Flex>
      <Flex gap="5" wrap="wrap">
        <SwitchField
          label={t`Quick scan`}
          checked={Boolean(flags.isQuickScan.field.value)}
          onChange={flags.isQuickScan.field.onChange}
        />
        <SwitchField
          label={t`Dismissable`}
          checked={Boolean(flags.isDismissable.field.value)}
          onChange={flags.isDismissable.field.onChange}
        />
        <SwitchField
          label={t`Is value`}
          checked={Boolean(flags.isValue.field.value)}
          onChange={flags.isValue.field.onChange}
        />
      </Flex>
      <OptionChecklist
        label={t`Calculation labels`}
        options={co2CalculationLabels.map((label) => ({
          value: label,
          label: i18n._(calculationLabelNames[label]),
        }))}
        value={labels.field.value ?? []}
        onChange={labels.field.onChange}
        error={labels.fieldState.error?.message}
      />
      <CategoriesField form={form} lang={lang} label={t`Category`} />
      <QuestionLinks form={form} id={id} lang={lang} quiz={quiz} />
      <AnswersField form={form} id={id} lang={lang} quiz={quiz} />
      <SourcesField form={form} />
      <MediaListField form={form} owner="co2-question" lang={lang} />
    </>
  )
}
