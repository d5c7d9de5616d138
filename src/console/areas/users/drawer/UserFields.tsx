import { useLingui } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { type UseFormReturn, useController } from 'react-hook-form'
import { type UserLevel, userLevels } from '../../../../domain/enums.ts'
import { TEXT_MAX } from '../../../../domain/validation.ts'
import { Field } from '../../../ui/forms/Field.tsx'
import { useFieldError } from '../../../ui/forms/useFieldError.ts'
import type { UserFormDraft } from './userForm.ts'

/** The user drawer's fields (docs/product.md §2): First name, Last name, Email, Level. */
export function UserFields({ form }: { form: UseFormReturn<UserFormDraft> }) {
  const { t } = useLingui()
  const errors = form.formState.errors
  return (
    <>
      <Flex gap="3" wrap="wrap">
        <div style={{ flex: '1 1 14rem' }}>
          <Field
            label={t`First name`}
            autoFocus
            autoComplete="off"
            error={errors.firstName?.message}
            count={{ text: form.watch('firstName'), max: TEXT_MAX.personName }}
            {...form.register('firstName')}
          />
        </div>
        <div style={{ flex: '1 1 14rem' }}>
          <Field
            label={t`Last name`}
            autoComplete="off"
            error={errors.lastName?.message}
            count={{ text: form.watch('lastName'), max: TEXT_MAX.personName }}
            {...form.register('lastName')}
          />
        </div>
      </Flex>
      <Field
        label={t`Email`}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        hint={t`Device registrations may have none; an admin needs one to log in.`}
        {...form.register('email')}
      />
      <LevelSelect form={form} />
    </>
  )
}

/** Level as a select, named the way docs/product.md §2 names the choices in the drawer. */
function LevelSelect({ form }: { form: UseFormReturn<UserFormDraft> }) {
  const { t } = useLingui()
  const fieldError = useFieldError()
  const { field, fieldState } = useController({ control: form.control, name: 'level' })
  const labelId = useId()
  const errorId = useId()
  const error = fieldError(fieldState.error?.message)
  const names: Record<UserLevel, string> = {
    device: t`Device Registration`,
    'registered-user': t`User Registration`,
    admin: t`Admin`,
  }
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {t`Level`}
      </Text>
      <Select.Root
        value={field.value}
        onValueChange={(next) => field.onChange(next as UserLevel)}
        onOpenChange={(open) => {
          // Closed without a choice: the field was visited, so its message may show.
          if (!open) field.onBlur()
        }}
      >
        <Select.Trigger
          ref={field.ref}
          placeholder={t`Choose a level`}
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          variant="surface"
        />
        <Select.Content position="popper">
          {userLevels.map((level) => (
            <Select.Item key={level} value={level}>
              {names[level]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {error ? (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  )
}
