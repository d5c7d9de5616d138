import { useLingui } from '@lingui/react/macro'
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form'
import { NumberField } from '../../ui/forms/NumberField.tsx'

/** A CO2 value's or average's figure, in kg CO2 a year (docs/product.md §9: the unit is kg CO2). */
export function AmountField<T extends FieldValues & { value: number | null }>({
  form,
  label,
  autoFocus,
}: {
  form: UseFormReturn<T>
  label: string
  autoFocus?: boolean
}) {
  const { t } = useLingui()
  const value = useController({ control: form.control, name: 'value' as Path<T> })
  return (
    <NumberField
      label={label}
      unit={t`kg CO2 a year`}
      name={value.field.name}
      value={value.field.value as number | null}
      onChange={value.field.onChange}
      onBlur={value.field.onBlur}
      inputRef={value.field.ref}
      autoFocus={autoFocus}
      error={value.fieldState.error?.message}
    />
  )
}
