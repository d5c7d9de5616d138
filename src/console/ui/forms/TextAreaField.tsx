import { useLingui } from '@lingui/react/macro'
import { Flex, Text, TextArea } from '@radix-ui/themes'
import { type ComponentProps, forwardRef, useId } from 'react'
import { translateValidation } from './validationMessages.ts'

type Props = ComponentProps<typeof TextArea> & {
  label: string
  error?: string
  hint?: string
  /** A limited field: its length and maximum, shown as "12 of 1000 characters" under it. */
  count?: { length: number; max: number }
}

/** Field's multi-line sibling: a labelled text area with its message announced to screen readers. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, count, ...input },
  ref,
) {
  const { i18n, t } = useLingui()
  const id = useId()
  const message = translateValidation(i18n, error)
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        id={id}
        ref={ref}
        aria-invalid={message ? true : undefined}
        aria-describedby={
          [message ? `${id}-error` : hint ? `${id}-hint` : null, count ? `${id}-count` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        {...input}
      />
      <Flex justify="between" gap="3">
        {message ? (
          <Text id={`${id}-error`} size="1" color="red" role="alert">
            {message}
          </Text>
        ) : hint ? (
          <Text id={`${id}-hint`} size="1" color="gray">
            {hint}
          </Text>
        ) : (
          <span />
        )}
        {count ? (
          <Text
            id={`${id}-count`}
            size="1"
            color={count.length > count.max ? 'red' : 'gray'}
            highContrast={count.length <= count.max}
            className="field-count"
          >
            {t`${count.length} of ${count.max} characters`}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  )
})
