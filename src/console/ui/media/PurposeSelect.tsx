import { useLingui } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { forwardRef, useId } from 'react'
import { type MediaPurpose, mediaPurposes } from '../../../domain/enums.ts'
import { translateValidation } from '../forms/validationMessages.ts'
import { purposeLabels } from './purposeLabels.ts'

/** The purpose of a media (SPEC §3), required: empty until one is chosen. */
export const PurposeSelect = forwardRef<
  HTMLButtonElement,
  {
    value: MediaPurpose | ''
    onChange: (purpose: MediaPurpose) => void
    error?: string
    /** Purposes the object still needs, marked in the list. */
    needed?: readonly MediaPurpose[]
    disabled?: boolean
  }
>(function PurposeSelect({ value, onChange, error, needed = [], disabled }, ref) {
  const { t, i18n } = useLingui()
  const labelId = useId()
  const messageId = useId()
  const message = translateValidation(i18n, error)
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {t`Purpose`}
      </Text>
      <Select.Root
        value={value === '' ? undefined : value}
        onValueChange={(next) => onChange(next as MediaPurpose)}
        disabled={disabled}
      >
        <Select.Trigger
          ref={ref}
          aria-labelledby={labelId}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          placeholder={t`Choose a purpose`}
          variant="surface"
        />
        <Select.Content position="popper">
          {mediaPurposes.map((purpose) => (
            <Select.Item key={purpose} value={purpose}>
              {i18n._(purposeLabels[purpose])}
              {needed.includes(purpose) ? ` · ${t`required`}` : ''}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {message ? (
        <Text id={messageId} size="1" color="red" role="alert">
          {message}
        </Text>
      ) : null}
    </Flex>
  )
})
