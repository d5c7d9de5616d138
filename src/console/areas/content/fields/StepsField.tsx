import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { type ActionFormValues, newStep } from '../../../../domain/content/actions.ts'
import { STEPS_MAX } from '../../../../domain/content/steps.ts'
import { TEXT_MAX } from '../../../../domain/validation.ts'
import { ChildListField } from '../../../ui/forms/child-list/ChildListField.tsx'
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx'
import { AddressFields } from './AddressFields.tsx'

/** An action's steps (docs/product.md §3 Step): in order, each a description and maybe an address. */
export function StepsField({ form }: { form: UseFormReturn<ActionFormValues> }) {
  const { t } = useLingui()
  return (
    <ChildListField<ActionFormValues, 'steps'>
      control={form.control}
      name="steps"
      newItem={newStep}
      max={STEPS_MAX}
      label={t`Steps`}
      count={(n) => t({ message: plural(n, { one: '# step', other: '# steps' }) })}
      entryLabel={(index, count) => {
        const position = index + 1
        return t`Step ${position} of ${count}`
      }}
      addLabel={t`Add step`}
      renderEntry={({ index, name }) => {
        const errors = form.formState.errors.steps?.[index]
        return (
          <>
            <StepDescription form={form} name={`${name}.description`} error={errors?.description?.message} />
            <details className="content-step-address">
              <summary>{t`Address`}</summary>
              <AddressFields form={form} name={`${name}.address`} />
            </details>
          </>
        )
      }}
    />
  )
}

/** A step's description, its count watched here so a key re-renders this field only. */
function StepDescription({
  form,
  name,
  error,
}: {
  form: UseFormReturn<ActionFormValues>
  name: `steps.${number}.description`
  error: string | undefined
}) {
  const { t } = useLingui()
  const text = useWatch({ control: form.control, name })
  return (
    <TextAreaField
      label={t`Description`}
      rows={2}
      error={error}
      count={{ text, max: TEXT_MAX.description }}
      {...form.register(name)}
    />
  )
}
