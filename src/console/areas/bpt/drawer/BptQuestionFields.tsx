import { useLingui } from '@lingui/react/macro'
import { type UseFormReturn, useController } from 'react-hook-form'
import { BPT_LIMITS, type BptQuestionFormValues } from '../../../../domain/bpt.ts'
import { bptTypes } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { FormTextField } from '../../../ui/forms/FormTextField.tsx'
import { SelectField } from '../../../ui/forms/SelectField.tsx'
import { SwitchField } from '../../../ui/forms/SwitchField.tsx'
import { bptTypeNames } from '../../../ui/words/bptNames.ts'
import { BptAnswersField } from './BptAnswersField.tsx'
import { useAnswerRuleMessages } from './useAnswerRuleMessages.ts'
import { useTakenTypes } from './useTakenTypes.ts'

type Props = { form: UseFormReturn<BptQuestionFormValues>; id: number; lang: Lang }

/**
 * A BPT question's fields (docs/product.md §3 "BPT question"): what it asks, its type (one
 * question per type: the others' are offered as taken, not to be chosen), whether onboarding asks
 * it, then its answers, which follow from the type.
 */
export function BptQuestionFields({ form, id, lang }: Props) {
  const { t, i18n } = useLingui()
  const type = useController({ control: form.control, name: 'type' })
  const onboarding = useController({ control: form.control, name: 'onboarding' })
  const taken = useTakenTypes(id, lang)
  useAnswerRuleMessages(form)
  const typeOptions = bptTypes.map((each) => {
    const name = i18n._(bptTypeNames[each])
    return taken.has(each)
      ? { value: each, label: t`${name} (taken)`, disabled: true }
      : { value: each, label: name }
  })
  return (
    <>
      <FormTextField form={form} name="text" label={t`Text`} max={BPT_LIMITS.text} autoFocus />
      <SelectField
        label={t`Type`}
        placeholder={t`Choose a type`}
        value={type.field.value}
        options={typeOptions}
        onChange={type.field.onChange}
        onBlur={type.field.onBlur}
        triggerRef={type.field.ref}
        error={type.fieldState.error?.message}
      />
      <SwitchField
        label={t`Onboarding`}
        hint={t`The app asks this question when a user starts`}
        checked={onboarding.field.value}
        onChange={onboarding.field.onChange}
      />
      <BptAnswersField form={form} />
    </>
  )
}
