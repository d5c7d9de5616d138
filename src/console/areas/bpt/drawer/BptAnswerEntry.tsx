import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { memo } from 'react'
import { type UseFormReturn, useController, useFormState } from 'react-hook-form'
import { type BptQuestionFormValues, bptValuesOf } from '../../../../domain/bpt.ts'
import type { BptType } from '../../../../domain/enums.ts'
import { Field } from '../../../ui/forms/Field.tsx'
import { SelectField, type SelectOption } from '../../../ui/forms/SelectField.tsx'
import { bptValueLabel } from '../../../ui/words/bptNames.ts'

type Props = { form: UseFormReturn<BptQuestionFormValues>; index: number; type: BptType }

/**
 * One answer option (docs/product.md §3 "BPT question": text, hint, value): what the app shows,
 * and which of the type's fixed values it stands for, chosen by its label. A value kept from the
 * question's former type stays in view, not to be chosen again, with the rule's message under it.
 * Memoised, with its own subscriptions (its fields' messages, its value): the drawer's re-renders
 * (the form's validity, dirtiness) and the other entries' changes leave it alone.
 */
export const BptAnswerEntry = memo(function BptAnswerEntry({ form, index, type }: Props) {
  const { t, i18n } = useLingui()
  const name = `answers.${index}` as const
  const value = useController({ control: form.control, name: `${name}.value` })
  const { errors: formErrors } = useFormState({ control: form.control, name })
  const errors = formErrors.answers?.[index]
  const choices = bptValuesOf(type)
  const current = value.field.value
  const options: SelectOption<string>[] = choices.map((each) => ({
    value: each,
    label: bptValueLabel(i18n, each),
  }))
  if (current && !choices.includes(current))
    options.push({ value: current, label: bptValueLabel(i18n, current), disabled: true })
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
        <div style={{ flex: '1 1 11rem' }}>
          <SelectField
            label={t`Value`}
            placeholder={t`Choose a value`}
            value={current}
            options={options}
            onChange={value.field.onChange}
            onBlur={value.field.onBlur}
            triggerRef={value.field.ref}
            error={value.fieldState.error?.message}
          />
        </div>
      </Flex>
      <Field
        label={t`Hint`}
        autoComplete="off"
        error={errors?.hint?.message}
        {...form.register(`${name}.hint`)}
      />
    </>
  )
})
