import { useLingui } from '@lingui/react/macro'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { type ComponentProps, forwardRef, useId } from 'react'
import { translateValidation } from './validationMessages.ts'

type Props = ComponentProps<typeof TextField.Root> & { label: string; error?: string; hint?: string }

/** A labelled text input with its validation message announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field(
  { label, error, hint, ...input },
  ref,
) {
  const { i18n } = useLingui()
  const id = useId()
  const message = translateValidation(i18n, error)
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        ref={ref}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
      />
      {message ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {message}
        </Text>
      ) : hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  )
})
