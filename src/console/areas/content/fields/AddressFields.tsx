import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useController } from 'react-hook-form'
import { ADDRESS_LIMITS } from '../../../../domain/content/address.ts'
import { Field } from '../../../ui/forms/Field.tsx'
import { SwitchField } from '../../../ui/forms/SwitchField.tsx'
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx'

type Errors = Partial<Record<string, { message?: string }>>

/**
 * An address (docs/product.md §3) inside a form, at `name` (`address`, `steps.2.address`): street,
 * house number, postal code, city, country (two letters, NL by default), whether it is exact, the
 * radius in km only when it is not (§9), extra text and alternative addresses, one per line.
 */
export function AddressFields<T extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<T>
  name: string
}) {
  const { t } = useLingui()
  const at = (field: string) => `${name}.${field}` as Path<T>
  const specific = useController({ control: form.control, name: at('isSpecific') })
  const alternative = useController({ control: form.control, name: at('alternative') })
  const errors = (form.getFieldState(name as Path<T>, form.formState).error ?? {}) as Errors
  const message = (field: string) => errors[field]?.message
  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap">
        <div style={{ flex: '3 1 12rem' }}>
          <Field
            label={t`Street`}
            autoComplete="off"
            error={message('street')}
            {...form.register(at('street'))}
          />
        </div>
        <div style={{ flex: '1 1 6rem' }}>
          <Field
            label={t`House number`}
            autoComplete="off"
            error={message('house_number')}
            {...form.register(at('house_number'))}
          />
        </div>
      </Flex>
      <Flex gap="2" wrap="wrap">
        <div style={{ flex: '1 1 7rem' }}>
          <Field
            label={t`Postal code`}
            autoComplete="off"
            error={message('postal_code')}
            {...form.register(at('postal_code'))}
          />
        </div>
        <div style={{ flex: '3 1 10rem' }}>
          <Field label={t`City`} autoComplete="off" error={message('city')} {...form.register(at('city'))} />
        </div>
        <div style={{ flex: '0 1 6rem' }}>
          <Field
            label={t`Country`}
            autoComplete="off"
            maxLength={2}
            hint={t`Two letters, e.g. NL`}
            error={message('country')}
            {...form.register(at('country'))}
          />
        </div>
      </Flex>
      <SwitchField
        label={t`Specific address`}
        hint={t`Off: the address marks an area, within the radius around it.`}
        checked={Boolean(specific.field.value)}
        onChange={(checked) => {
          specific.field.onChange(checked)
          // An exact address has no radius (§9: stored as null): one typed before goes with its
          // field, and so does its message, which would otherwise block saving unseen.
          if (checked) {
            form.setValue(at('radius'), null as PathValue<T, Path<T>>, {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        }}
      />
      {specific.field.value ? null : (
        <Field
          label={t`Radius (km)`}
          type="number"
          inputMode="decimal"
          min={0}
          max={ADDRESS_LIMITS.radiusKm}
          step="any"
          error={message('radius')}
          {...form.register(at('radius'), {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
      )}
      <Field
        label={t`Extra address text`}
        autoComplete="off"
        error={message('address_extra')}
        {...form.register(at('address_extra'))}
      />
      <TextAreaField
        label={t`Alternative addresses`}
        hint={t`One address per line.`}
        rows={2}
        name={alternative.field.name}
        error={message('alternative')}
        value={(alternative.field.value as string[] | undefined)?.join('\n') ?? ''}
        onChange={(event) => alternative.field.onChange(event.target.value.split('\n'))}
        onBlur={alternative.field.onBlur}
      />
    </Flex>
  )
}
