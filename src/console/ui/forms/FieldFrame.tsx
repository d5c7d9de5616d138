import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { type ReactNode, useId } from 'react'
import { textLength } from '../../../domain/text-length.ts'
import { translateValidation } from './validationMessages.ts'

/** What a labelled field shows around its control: Field's and TextAreaField's own props. */
export type FieldFrameProps = {
  label: string
  error?: string
  hint?: string
  /**
   * A limited field: its text and maximum, shown as "12 of 100 characters" under it, counted as
   * the server counts (`textLength`: an emoji is one character).
   */
  count?: { text: string | undefined; max: number }
}

/**
 * How the label names the control: `for` a form element (an input, a textarea), or `by` id for a
 * control that is not one (a select, a group of checkboxes, an editor): it gets `aria-labelledby`.
 */
type Naming = 'for' | 'by'

/** The props FieldFrame gives its control: its id, and the message that describes it. */
export type FieldControlProps = {
  id: string
  /** With `naming="by"`: the label's id. */
  'aria-labelledby'?: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The frame of a labelled field (Field, TextAreaField, PurposeSelect, CategoryChecklist,
 * MarkdownField): the label, the control `children` renders
 * with the props it is given, then its validation message (announced to screen readers) or hint,
 * and the character count of a limited field.
 */
export function FieldFrame({
  label,
  error,
  hint,
  count,
  naming = 'for',
  children,
}: FieldFrameProps & { naming?: Naming; children: (control: FieldControlProps) => ReactNode }) {
  const { i18n, t } = useLingui()
  const id = useId()
  const message = translateValidation(i18n, error)
  const counted = count ? { length: textLength(count.text ?? ''), max: count.max } : null
  return (
    <Flex direction="column" gap="1">
      {naming === 'for' ? (
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
      ) : (
        <Text id={`${id}-label`} size="2" weight="medium">
          {label}
        </Text>
      )}
      {children({
        id,
        ...(naming === 'by' ? { 'aria-labelledby': `${id}-label` } : {}),
        'aria-invalid': message ? true : undefined,
        'aria-describedby':
          [message ? `${id}-error` : hint ? `${id}-hint` : null, count ? `${id}-count` : null]
            .filter(Boolean)
            .join(' ') || undefined,
      })}
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
        {counted ? (
          <Text
            id={`${id}-count`}
            size="1"
            color={counted.length > counted.max ? 'red' : 'gray'}
            highContrast={counted.length <= counted.max}
            className="field-count"
            // Whole on one line beside a long hint ("0 of 500 characters" broke in two).
            wrap="nowrap"
            style={{ flexShrink: 0 }}
          >
            {t`${counted.length} of ${counted.max} characters`}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  )
}
