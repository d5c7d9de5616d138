import { useLingui } from '@lingui/react/macro'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Field } from '../../ui/forms/Field.tsx'

/**
 * The country a CO2 value or average holds for: a two-letter code (docs/product.md §3, default NL;
 * stored in capitals whatever is typed).
 */
export function CountryField<T extends FieldValues & { country: string }>({
  form,
}: {
  form: UseFormReturn<T>
}) {
  const { t } = useLingui()
  const name = 'country' as Path<T>
  return (
    <Field
      label={t`Country`}
      hint={t`Two letters, such as NL.`}
      autoComplete="off"
      maxLength={10}
      style={{ maxWidth: '8rem', textTransform: 'uppercase' }}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  )
}
